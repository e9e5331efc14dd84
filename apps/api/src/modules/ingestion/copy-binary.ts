// COPY FROM STDIN in PostgreSQL's binary format (ADR 0045): the server stores
// ledger rows about a fifth faster than from text, since it no longer parses
// uuids, dates, timestamps and numerics (docs/benchmarks.md). A row is its field
// count, then each field as a 4-byte length (-1 for null) and its bytes, all
// big-endian. Values that repeat on most rows (the row kinds, marketplaces,
// SKUs) are encoded once and copied. The embedded PGlite has no COPY FROM
// STDIN: callers ask acceptsCopyFromStdin and fall back to unnest statements there.
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Whether the server takes COPY FROM STDIN: every PostgreSQL server does, the embedded PGlite does not. */
export async function acceptsCopyFromStdin(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ embedded: boolean }>(`select version() like '%PGlite%' as embedded`);
  return rows[0]?.embedded === false;
}

/** Runs `statement` (a COPY … FROM STDIN (format binary)) with `rows` (from a BinaryRowWriter) as its input. */
export async function copyFromBinary(client: PoolClient, statement: string, rows: Buffer): Promise<void> {
  const stream = client.query(copyFrom(statement));
  const done = finished(stream);
  stream.write(BINARY_COPY_HEADER);
  stream.write(rows);
  stream.end(BINARY_COPY_TRAILER);
  await done;
}

/** The stream's signature, flags and header extension, before the first row. */
export const BINARY_COPY_HEADER = Buffer.concat([
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
  Buffer.alloc(4), // flags: no OIDs
  Buffer.alloc(4), // header extension length
]);

/** The end of the stream: a field count of -1. */
export const BINARY_COPY_TRAILER = Buffer.from([0xff, 0xff]);

const MS_PER_DAY = 86_400_000;
/** PostgreSQL's epoch for dates and timestamps. */
const EPOCH_2000_MS = Date.UTC(2000, 0, 1);
const NUMERIC_NEGATIVE = 0x4000;
const TWO_32 = 2 ** 32;

/** Builds the rows of one COPY into one growing buffer. */
export class BinaryRowWriter {
  private buffer: Buffer;
  private length = 0;
  private readonly textCache = new Map<string, Buffer>();

  constructor(initialBytes = 1 << 20) {
    this.buffer = Buffer.allocUnsafe(initialBytes);
  }

  /** The bytes written since the last take, and a fresh start. */
  take(): Buffer {
    const bytes = Buffer.from(this.buffer.subarray(0, this.length));
    this.length = 0;
    return bytes;
  }

  private ensure(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  fieldCount(count: number) {
    this.ensure(2);
    this.length = this.buffer.writeInt16BE(count, this.length);
  }

  null() {
    this.ensure(4);
    this.length = this.buffer.writeInt32BE(-1, this.length);
  }

  /** Bytes encoded beforehand (a constant field, with its length). */
  raw(bytes: Buffer) {
    this.ensure(bytes.length);
    this.length += bytes.copy(this.buffer, this.length);
  }

  /**
   * Text in UTF-8. A value that repeats (`repeats`: a row kind, a marketplace, a SKU) is encoded
   * once, up to a bound so memory stays flat; one that rarely does (an order id) every time.
   */
  text(value: string | null, repeats = true) {
    if (value === null) return this.null();
    let bytes = repeats ? this.textCache.get(value) : undefined;
    if (!bytes) {
      bytes = Buffer.from(value, 'utf8');
      // Kept under a copy of its own: the value may be a slice of a whole chunk of the file, which
      // the cache would otherwise keep alive for the rest of the import.
      if (repeats && this.textCache.size < 65_536) this.textCache.set(bytes.toString('utf8'), bytes);
    }
    this.ensure(4 + bytes.length);
    this.length = this.buffer.writeInt32BE(bytes.length, this.length);
    this.length += bytes.copy(this.buffer, this.length);
  }

  int4(value: number | null) {
    if (value === null) return this.null();
    this.ensure(8);
    this.length = this.buffer.writeInt32BE(4, this.length);
    this.length = this.buffer.writeInt32BE(value, this.length);
  }

  /** A calendar day, `YYYY-MM-DD`. */
  date(day: string | null) {
    if (day === null) return this.null();
    const ms = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
    this.int4(Math.round((ms - EPOCH_2000_MS) / MS_PER_DAY));
  }

  /** An instant in ISO-8601, as microseconds since 2000 (exact in a double for centuries either side). */
  timestamptz(instant: string | null) {
    if (instant === null) return this.null();
    const micros = (Date.parse(instant) - EPOCH_2000_MS) * 1000;
    const high = Math.floor(micros / TWO_32);
    this.ensure(12);
    this.length = this.buffer.writeInt32BE(8, this.length);
    this.length = this.buffer.writeInt32BE(high, this.length);
    this.length = this.buffer.writeUInt32BE(micros - high * TWO_32, this.length);
  }

  /** A decimal string with up to 4 decimals ('-1234.5600'), as a numeric: base-10,000 digits. */
  numeric(decimal: string) {
    const negative = decimal.charCodeAt(0) === 45;
    const point = decimal.indexOf('.');
    const whole = decimal.slice(negative ? 1 : 0, point === -1 ? decimal.length : point);
    const fraction = point === -1 ? '' : decimal.slice(point + 1);
    if (fraction.length > 4) throw new Error(`"${decimal}" has more than 4 decimals`);
    const digits: number[] = [];
    for (let end = whole.length; end > 0; end -= 4) digits.unshift(Number(whole.slice(Math.max(0, end - 4), end)));
    while (digits.length > 0 && digits[0] === 0) digits.shift();
    const weight = digits.length - 1;
    digits.push(Number(fraction.padEnd(4, '0')));
    while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
    this.ensure(12 + digits.length * 2);
    this.length = this.buffer.writeInt32BE(8 + digits.length * 2, this.length);
    this.length = this.buffer.writeInt16BE(digits.length, this.length);
    this.length = this.buffer.writeInt16BE(digits.length === 0 ? 0 : weight, this.length);
    this.length = this.buffer.writeUInt16BE(negative && digits.length > 0 ? NUMERIC_NEGATIVE : 0, this.length);
    this.length = this.buffer.writeInt16BE(4, this.length);
    for (const digit of digits) this.length = this.buffer.writeInt16BE(digit, this.length);
  }
}

/** A uuid's 16 bytes, as a field with its length. */
export function uuidField(value: string | null): Buffer {
  if (value === null) return Buffer.from([0xff, 0xff, 0xff, 0xff]);
  const bytes = Buffer.from(value.replace(/-/g, ''), 'hex');
  if (bytes.length !== 16) throw new Error(`"${value}" is not a uuid`);
  const field = Buffer.alloc(20);
  field.writeInt32BE(16, 0);
  bytes.copy(field, 4);
  return field;
}

/** A text value as a field with its length (null: -1). */
export function textField(value: string | null): Buffer {
  if (value === null) return Buffer.from([0xff, 0xff, 0xff, 0xff]);
  const bytes = Buffer.from(value, 'utf8');
  const field = Buffer.alloc(4 + bytes.length);
  field.writeInt32BE(bytes.length, 0);
  bytes.copy(field, 4);
  return field;
}
