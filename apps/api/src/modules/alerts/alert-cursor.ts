// The keyset cursor of the alert list: the last row's raised_at (to the
// microsecond) and id, opaque to the client. A cursor that does not decode is
// the client's mistake (422), never a 500.
import { isUuidShaped } from '@brandlens/contracts';
import { alertCursorInvalid } from './alerts.errors.ts';

export interface AlertCursor {
  raisedKey: string;
  id: string;
}

const RAISED_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A time that exists (no 30 February, which the database would refuse with an error). */
function isRealTime(raisedKey: string): boolean {
  const milliseconds = `${raisedKey.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
}

export function encodeAlertCursor(cursor: AlertCursor): string {
  return Buffer.from(`${cursor.raisedKey}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeAlertCursor(text: string): AlertCursor {
  const [raisedKey = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !RAISED_KEY.test(raisedKey) || !isUuidShaped(id) || !isRealTime(raisedKey))
    throw alertCursorInvalid();
  return { raisedKey, id };
}
