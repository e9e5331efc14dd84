import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

// An XMLHttpRequest stand-in for uploads: a test reads what was sent, then drives the upload
// progress and the answer by hand.

type Listener = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
  }

  abort(): void {
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The browser reports that `loaded` of `total` bytes have been sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
}

function latest(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('No upload was started');
  return xhr;
}

/**
 * Replaces XMLHttpRequest for the test. `latest()` is the request most recently opened;
 * `findLatest()` waits for it, since a mutation starts its request after the click returns.
 */
export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { latest, findLatest: (): Promise<FakeXhr> => waitFor(latest) };
}
