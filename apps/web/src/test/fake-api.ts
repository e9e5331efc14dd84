import { vi } from 'vitest';
import { jsonResponse } from './render-app';

// A fetch stand-in keyed by 'METHOD /path' (path without the /api prefix). A handler is a JSON
// body, a Response, or a function of the request returning either. Unknown calls answer 404.

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = unknown | ((request: { body: unknown; url: URL }) => unknown);

export function apiError(status: number, message: string, errors?: string[]): Response {
  return jsonResponse(
    { statusCode: status, error: 'Error', code: 'TEST', message, ...(errors ? { details: { errors } } : {}) },
    { status },
  );
}

export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const key = `${method} ${path}`;
    if (!(key in handlers)) return apiError(404, 'This page could not be found');
    const handler = handlers[key];
    const result: unknown = typeof handler === 'function' ? await handler({ body, url }) : handler;
    // A clone: a Response body reads once, and a real server answers every call anew.
    return result instanceof Response ? result.clone() : jsonResponse(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}
