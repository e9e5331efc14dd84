// Reads an FBA customer returns report (GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA)
// from a stream, for the sync step and the upload alike: the whole file is read
// and checked before anything is stored, so a malformed one is refused with its
// line and reason. Seller Central writes it in UTF-8 (with or without a BOM);
// files saved by spreadsheet programs are often Windows-1252, so a line that is
// not valid UTF-8 is read as Windows-1252.
import type { Readable } from 'node:stream';
import {
  customerReturnKey,
  parseCustomerReturnsLine,
  readCustomerReturnsHeader,
  type FbaCustomerReturnRow,
} from '@brandlens/reporting-core';

/** A line longer than this is not a return row (they are a few hundred bytes): the file is binary or not line-based. */
const MAX_LINE_BYTES = 1_048_576;

export class CustomerReturnsReportError extends Error {
  readonly line: number | null;
  readonly reason: string;
  constructor(line: number | null, reason: string) {
    super(`FBA customer returns report refused: ${line === null ? '' : `line ${line}: `}${reason}`);
    this.name = 'CustomerReturnsReportError';
    this.line = line;
    this.reason = reason;
  }
}

export type CustomerReturn = Omit<FbaCustomerReturnRow, 'line'>;

export interface ReadCustomerReturns {
  /** Data rows read (blank lines and repeated headers not counted). */
  rows: number;
  /** One per return: a row repeated in the file (same order, SKU, license plate and time) counts once, the last one kept. */
  returns: CustomerReturn[];
  /** Whether the document was empty (Amazon's answer for a window without returns can be). */
  isEmpty: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

function decodeLine(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}

/** The stream's lines, each decoded on its own (UTF-8, else Windows-1252). */
async function* readLines(stream: Readable): AsyncGenerator<string> {
  let rest = Buffer.alloc(0);
  let line = 0;
  for await (const chunk of stream) {
    let bytes = Buffer.concat([rest, typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)]);
    for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10)) {
      line += 1;
      yield decodeLine(bytes.subarray(0, end));
      bytes = bytes.subarray(end + 1);
    }
    if (bytes.length > MAX_LINE_BYTES) {
      throw new CustomerReturnsReportError(
        line + 1,
        'the line is longer than 1 MB: this is not a tab-separated FBA customer returns report',
      );
    }
    rest = bytes;
  }
  if (rest.length > 0) yield decodeLine(rest);
}

export async function readCustomerReturns(stream: Readable): Promise<ReadCustomerReturns> {
  const byKey = new Map<string, CustomerReturn>();
  let header: Parameters<typeof parseCustomerReturnsLine>[0] | undefined;
  let line = 0;
  let rows = 0;
  try {
    for await (const text of readLines(stream)) {
      line += 1;
      if (!header) {
        if (text.replace(/^\uFEFF/, '').trim() === '') continue;
        const read = readCustomerReturnsHeader(text);
        if (!read.ok) throw new CustomerReturnsReportError(line, read.reason);
        header = read.header;
        continue;
      }
      const parsed = parseCustomerReturnsLine(header, text, line);
      if (parsed.kind === 'error') throw new CustomerReturnsReportError(parsed.line, parsed.reason);
      if (parsed.kind === 'skip') continue;
      rows += 1;
      const { line: _line, ...record } = parsed.row;
      byKey.delete(customerReturnKey(record));
      byKey.set(customerReturnKey(record), record);
    }
  } finally {
    stream.destroy();
  }
  return { rows, returns: [...byKey.values()], isEmpty: header === undefined };
}
