// Requests of the authorisation matrix: each from a client address of its own,
// JSON or raw (multipart, a signed webhook), and the files and logins the
// organisations of the matrix are built with.
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@brandlens/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { multipartBody } from './multipart.ts';
import { PLAIN_V2, settlementFileText } from './settlement-files.ts';
import { sessionCookieOf, type TestApp } from './test-app.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixRequest {
  method: HttpMethod;
  url: string;
  cookie?: string | undefined;
  /** JSON body, or a raw payload with its headers (multipart, a signed webhook). */
  body?: unknown;
  payload?: Buffer | string;
  headers?: Record<string, string>;
}

let clientNumber = 0;

/**
 * One request from a client address of its own: the per-client limits of
 * login and mail then never turn one case's answer into another's 429.
 */
export function send(testApp: TestApp, request: MatrixRequest): Promise<LightMyRequestResponse> {
  clientNumber += 1;
  const payload = request.payload ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  return testApp.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: `127.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
    headers: {
      [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(request.cookie ? { cookie: request.cookie } : {}),
      ...request.headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Who a caller logs in as, and through which login. */
export interface Account {
  id: string;
  email: string;
  password: string;
  viaAdminLogin: boolean;
  /** Log in as: this admin opens the session of the account (GET /v2/admin/users/:id/login). */
  loginAsBy?: Account;
}

export async function logIn(testApp: TestApp, account: Account): Promise<string> {
  if (account.loginAsBy) {
    const adminCookie = await logIn(testApp, account.loginAsBy);
    const response = await send(testApp, {
      method: 'GET',
      url: `/api/v2/admin/users/${account.id}/login`,
      cookie: adminCookie,
    });
    const cookie = sessionCookieOf(response);
    if (response.statusCode !== 302 || !cookie) throw new Error(`log in as ${account.email}: ${response.body}`);
    return cookie;
  }
  const url = account.viaAdminLogin ? '/api/auth/admin/login' : '/api/auth/login';
  const response = await send(testApp, {
    method: 'POST',
    url,
    body: { username: account.email, password: account.password },
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`login of ${account.email}: ${response.body}`);
  return cookie;
}

/** The one settlement each organisation has imported. */
export const settlementIdOf = (word: 'kestrel' | 'cobalt') => (word === 'kestrel' ? '710001' : '720001');

export function settlementText(tenant: { sku: string }, settlementId: string): string {
  const row = (amountType: string, amountDescription: string, cents: number) => ({
    transactionType: 'Order',
    amountType,
    amountDescription,
    cents,
    sku: tenant.sku,
    posted: [2024, 3, 13] as [number, number, number],
  });
  return settlementFileText(
    [
      {
        settlementId,
        currency: 'USD',
        rows: [row('ItemPrice', 'Principal', 2599), row('ItemFees', 'Commission', -390)],
      },
    ],
    PLAIN_V2,
  );
}

/** A multipart upload of one file, as the web app sends it. */
export function filePayload(fileName: string, content: string): Pick<MatrixRequest, 'payload' | 'headers'> {
  const { body, headers } = multipartBody({ fileName, content });
  return { payload: body, headers };
}
