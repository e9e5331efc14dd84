import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@brandlens/contracts';
import { API_BASE_PATH } from '../config/app-config';

// One fetch wrapper for every call: same base path, cookie session, CSRF header on writes, JSON,
// and the error text rules of SPEC §8 so screens and notifications show the server's own words.

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function bodyMessage(body: unknown): string | undefined {
  if (!isRecord(body) || typeof body.message !== 'string') return undefined;
  return body.message.trim() ? body.message : undefined;
}

function detailErrors(body: unknown): string[] {
  if (!isRecord(body) || !isRecord(body.details) || !Array.isArray(body.details.errors)) return [];
  return body.details.errors.filter((entry): entry is string => typeof entry === 'string');
}

/** SPEC §8: 422 joins details.errors; 401/500 and the rest use body.message; else the status text. */
export function getApiErrorMessage(status: number, statusText: string, body: unknown): string {
  // HTTP/2 responses carry no reason phrase, so the status code has to stand in for it.
  const fallback = statusText.trim() || `Request failed with status ${status}`;
  if (status === 422) {
    const errors = detailErrors(body);
    if (errors.length > 0) return errors.join(', ');
  }
  return bodyMessage(body) ?? fallback;
}

type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Fills the `:name` segments of a contract path, e.g. '/users/:id' → '/users/42'. */
export function buildApiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const entry of values) {
      if (entry !== undefined) params.append(key, String(entry));
    }
  }
  const search = params.toString();
  const normalisedPath = path.startsWith('/') ? path : `/${path}`;
  return `${API_BASE_PATH}${normalisedPath}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy or gateway may answer with HTML; the status text then explains the failure.
    return undefined;
  }
}

/**
 * Performs a call and hands the JSON body to `parse` (a zod schema's parse, or a type guard),
 * so no response reaches the app without being checked.
 */
export async function apiRequest<T>(
  path: string,
  parse: (data: unknown) => T,
  options: ApiRequestOptions = {},
): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The API refuses cookie-authenticated writes without it (see CSRF_HEADER_NAME in the contracts).
  if (method !== 'GET') headers[CSRF_HEADER_NAME] = CSRF_HEADER_VALUE;

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }

  const data = await readBody(response);
  if (!response.ok)
    throw new ApiError(response.status, getApiErrorMessage(response.status, response.statusText, data), data);
  return parse(data);
}
