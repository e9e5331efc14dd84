import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@brandlens/contracts';
import { ApiError, buildApiUrl, getApiErrorMessage } from './api-client';

// fetch cannot report how much of a request body has been sent, so file uploads go through
// XMLHttpRequest: same base path, cookie session, CSRF header and SPEC §8 error text as
// apiRequest. The file is sent as the multipart field the contracts name ("file") and streamed
// by the browser, whatever its size; text fields go before it, as the API reads only those.

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadFileOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  fieldName?: string;
  /** Text fields sent with the file (before it). */
  fields?: Record<string, string>;
}

function readBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function uploadFile<T>(
  path: string,
  file: File,
  parse: (data: unknown) => T,
  { onProgress, signal, fieldName = 'file', fields = {} }: UploadFileOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER_NAME, CSRF_HEADER_VALUE);

    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      const data = readBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parse(data));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      reject(new ApiError(xhr.status, getApiErrorMessage(xhr.status, xhr.statusText, data), data));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'The server could not be reached. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(fieldName, file, file.name);
    xhr.send(body);
  });
}
