import { SUPPORT_EMAIL } from '../../config/app-config';
import { ApiError, apiRequest, type ApiRequestOptions } from '../api-client';

// Every admin call goes through here, so each screen of the admin area words its failures the same
// way (SPEC §8 'Admin calls'): 422 joins details.errors with commas, 500 and 401 give the body's
// message, anything else passes through as the API client made it.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const bodyMessage = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;

function detailErrors(body: unknown): string[] {
  if (!isRecord(body) || !isRecord(body.details) || !Array.isArray(body.details.errors)) return [];
  return body.details.errors.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
}

export const ADMIN_SERVER_ERROR_MESSAGE = `Something went wrong. Try again, or write to ${SUPPORT_EMAIL}.`;

/** The §8 admin reading of a failed call: the error to show, with the status kept for callers. */
export function parseAdminError(error: unknown): Error {
  if (!(error instanceof ApiError)) return error instanceof Error ? error : new Error(String(error));
  const { status, body } = error;
  if (status === 422) {
    const errors = detailErrors(body);
    return errors.length > 0 ? new ApiError(422, errors.join(', '), body) : error;
  }
  if (status === 500) return new ApiError(500, bodyMessage(body) ?? ADMIN_SERVER_ERROR_MESSAGE, body);
  if (status === 401) return new ApiError(401, bodyMessage(body) ?? 'Invalid session', body);
  return error;
}

/** apiRequest with the admin error reading. */
export async function adminRequest<T>(
  path: string,
  parse: (data: unknown) => T,
  options: ApiRequestOptions = {},
): Promise<T> {
  try {
    return await apiRequest(path, parse, options);
  } catch (error) {
    throw parseAdminError(error);
  }
}

/**
 * For the calls whose error status carries a result (adding a seller: 409 'already added'): the
 * body of that status is parsed and returned like a success; any other failure is an admin error.
 */
export async function adminRequestWithResultStatus<T>(
  path: string,
  parse: (data: unknown) => T,
  resultStatus: number,
  options: ApiRequestOptions = {},
): Promise<T> {
  try {
    return await apiRequest(path, parse, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === resultStatus) return parse(error.body);
    throw parseAdminError(error);
  }
}

/** The text to show for a failed admin call. */
export const adminErrorMessage = (error: unknown): string => parseAdminError(error).message;
