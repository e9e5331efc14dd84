// Reads a file line by line without holding it in memory, counting the bytes
// consumed so progress can be shown as a share of the file size.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { cleanLine } from '@brandlens/reporting-core';

export interface FileLine {
  text: string;
  /** 1-based line number. */
  line: number;
  /** Bytes of the file consumed up to and including this line. */
  bytesRead: number;
}

/** A line longer than this is not a settlement row (they are a few hundred bytes): the file is binary or not line-based. */
export const MAX_LINE_BYTES = 1_048_576;

export class LineTooLongError extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`line ${line} is longer than 1 MB: this is not a tab-separated settlement flat file`);
    this.name = 'LineTooLongError';
    this.line = line;
  }
}

export async function* readFileLines(path: string): AsyncGenerator<FileLine> {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  let rest = '';
  let line = 0;
  let bytesRead = 0;
  for await (const chunk of stream as AsyncIterable<string>) {
    let text = rest + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      const content = text.slice(start, end);
      line += 1;
      bytesRead += Buffer.byteLength(content) + 1;
      yield { text: content, line, bytesRead };
      start = end + 1;
    }
    text = text.slice(start);
    if (text.length > MAX_LINE_BYTES) {
      stream.destroy();
      throw new LineTooLongError(line + 1);
    }
    rest = text;
  }
  if (rest !== '') {
    line += 1;
    bytesRead += Buffer.byteLength(rest);
    yield { text: rest, line, bytesRead };
  }
}

/** The first line of a file (at most 64 KB of it), without BOM and CR: enough to tell which report it is. */
export async function readFirstLine(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(65_536);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    return cleanLine(text.split('\n', 1)[0] ?? '');
  } finally {
    await handle.close();
  }
}
