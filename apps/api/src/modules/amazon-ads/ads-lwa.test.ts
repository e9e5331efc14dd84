import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env.ts';
import { adsApiBaseUrl, adsConfigFrom, adsConsentUrl, adsTokenUrl } from './ads-lwa.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');
const config = (extra: Record<string, string> = {}) =>
  adsConfigFrom(
    parseEnv({
      NODE_ENV: 'test',
      AMAZON_LWA_CLIENT_ID: 'sp-client',
      AMAZON_LWA_CLIENT_SECRET: 'sp-secret',
      CONNECTIONS_ENCRYPTION_KEY: KEY,
      ...extra,
    }),
  )!;

describe('Login with Amazon for the Ads API', () => {
  it("uses the region's consent page, token endpoint and API host", () => {
    const regional = config();
    const hosts = (['na', 'eu', 'fe'] as const).map((region) => [
      new URL(adsConsentUrl(regional, region, 'state', 'https://app.test/oauth')).origin,
      adsTokenUrl(regional, region),
      adsApiBaseUrl(regional, region),
    ]);
    expect(hosts).toEqual([
      ['https://www.amazon.com', 'https://api.amazon.com/auth/o2/token', 'https://advertising-api.amazon.com'],
      [
        'https://eu.account.amazon.com',
        'https://api.amazon.co.uk/auth/o2/token',
        'https://advertising-api-eu.amazon.com',
      ],
      [
        'https://apac.account.amazon.com',
        'https://api.amazon.co.jp/auth/o2/token',
        'https://advertising-api-fe.amazon.com',
      ],
    ]);
  });

  it("falls back to the SP-API's client, and takes the Ads client when it is set", () => {
    expect(config()).toMatchObject({ clientId: 'sp-client', clientSecret: 'sp-secret' });
    expect(config({ AMAZON_ADS_CLIENT_ID: 'ads-client', AMAZON_ADS_CLIENT_SECRET: 'ads-secret' })).toMatchObject({
      clientId: 'ads-client',
      clientSecret: 'ads-secret',
    });
    expect(
      adsConfigFrom(parseEnv({ NODE_ENV: 'test', AMAZON_LWA_CLIENT_ID: 'sp-client', AMAZON_LWA_CLIENT_SECRET: 'x' })),
    ).toBeUndefined();
    expect(() => parseEnv({ AMAZON_ADS_CLIENT_ID: 'ads-client' })).toThrow(/AMAZON_ADS_CLIENT_SECRET: is needed/);
  });

  it('lets a local fake replace every host', () => {
    const local = config({
      AMAZON_ADS_CONSENT_URL: 'http://127.0.0.1:9/',
      AMAZON_LWA_TOKEN_URL: 'http://127.0.0.1:9/auth/o2/token',
      AMAZON_ADS_API_ENDPOINT: 'http://127.0.0.1:9',
    });
    const url = new URL(adsConsentUrl(local, 'eu', 'the-state', 'https://app.test/oauth'));
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9/ap/oa');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'sp-client',
      scope: 'advertising::campaign_management',
      response_type: 'code',
      redirect_uri: 'https://app.test/oauth',
      state: 'the-state',
    });
    expect([adsTokenUrl(local, 'fe'), adsApiBaseUrl(local, 'fe')]).toEqual([
      'http://127.0.0.1:9/auth/o2/token',
      'http://127.0.0.1:9',
    ]);
  });
});
