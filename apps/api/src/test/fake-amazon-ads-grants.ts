// Login with Amazon as the fake Amazon Ads API (fake-amazon-ads.ts) answers it: one-time consent
// codes, refresh tokens it issued (400 invalid_grant for any other), access tokens it knows.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Answer } from './fake-amazon-ads-reports.ts';

export class FakeLwaGrants {
  readonly refreshTokens = new Set<string>();
  readonly requests: URLSearchParams[] = [];
  /** Access token → the refresh token it was granted for. */
  readonly #accessTokens = new Map<string, string>();
  /** Code → the redirect URI it was issued for. */
  readonly #codes = new Map<string, string>();
  readonly #client: { clientId: string; clientSecret: string };

  constructor(client: { clientId: string; clientSecret: string }) {
    this.#client = client;
  }

  issueCode(redirectUri: string): string {
    const code = `ANads${randomBytes(10).toString('hex')}`;
    this.#codes.set(code, redirectUri);
    return code;
  }

  revoke(refreshToken: string): void {
    this.refreshTokens.delete(refreshToken);
    for (const [access, refresh] of this.#accessTokens) if (refresh === refreshToken) this.#accessTokens.delete(access);
  }

  revokeAccessTokens(): void {
    this.#accessTokens.clear();
  }

  owns(form: URLSearchParams): boolean {
    return this.#codes.has(form.get('code') ?? '') || this.refreshTokens.has(form.get('refresh_token') ?? '');
  }

  isLive(accessToken: string): boolean {
    return this.#accessTokens.has(accessToken);
  }

  /** The token endpoint: authorization_code for a code it issued, refresh_token for a token it issued. */
  grant(form: URLSearchParams): Answer {
    this.requests.push(form);
    if (form.get('client_id') !== this.#client.clientId || form.get('client_secret') !== this.#client.clientSecret)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
    let refreshToken = form.get('refresh_token') ?? '';
    if (form.get('grant_type') === 'authorization_code') {
      const redirectUri = this.#codes.get(form.get('code') ?? '');
      this.#codes.delete(form.get('code') ?? '');
      if (redirectUri === undefined || redirectUri !== form.get('redirect_uri'))
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'The authorization code is invalid or expired.' },
        };
      refreshToken = `Atzr|ads-${randomBytes(12).toString('hex')}`;
      this.refreshTokens.add(refreshToken);
    } else if (form.get('grant_type') !== 'refresh_token' || !this.refreshTokens.has(refreshToken))
      return {
        status: 400,
        body: {
          error: 'invalid_grant',
          error_description: 'The request has an invalid grant parameter : refresh_token',
        },
      };
    const accessToken = `Atza|ads-${randomUUID()}`;
    this.#accessTokens.set(accessToken, refreshToken);
    return {
      status: 200,
      body: { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer', expires_in: 3600 },
    };
  }
}
