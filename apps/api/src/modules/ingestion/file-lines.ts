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

/** The lines of one chunk of a file: `texts[i]` is line `firstLine + i`; `bytesRead` counts the file up to the last. */
export interface FileLineBatch {
  texts: string[];
  firstLine: number;
  bytesRead: number;
  /** False for the file's last line when no newline ends it. */
  terminated: boolean;
}

/**
 * The file's lines a chunk (about 1 MB) at a time: a pass over millions of lines pays one await per
 * chunk instead of one per line.
 */
export async function* readFileLineBatches(path: string): AsyncGenerator<FileLineBatch> {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  let rest = '';
  let line = 0;
  let bytesRead = 0;
  for await (const chunk of stream as AsyncIterable<string>) {
    let text = rest + chunk;
    const texts: string[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      texts.push(text.slice(start, end));
      start = end + 1;
    }
    if (texts.length > 0) {
      bytesRead += Buffer.byteLength(text.slice(0, start));
      yield { texts, firstLine: line + 1, bytesRead, terminated: true };
      line += texts.length;
    }
    text = text.slice(start);
    if (text.length > MAX_LINE_BYTES) {
      stream.destroy();
      throw new LineTooLongError(line + 1);
    }
    rest = text;
  }
  if (rest !== '') {
    bytesRead += Buffer.byteLength(rest);
    yield { texts: [rest], firstLine: line + 1, bytesRead, terminated: false };
  }
}

export async function* readFileLines(path: string): AsyncGenerator<FileLine> {
  let bytesRead = 0;
  for await (const { texts, firstLine, terminated } of readFileLineBatches(path)) {
    for (let index = 0; index < texts.length; index += 1) {
      const text = texts[index] ?? '';
      bytesRead += Buffer.byteLength(text) + (terminated ? 1 : 0);
      yield { text, line: firstLine + index, bytesRead };
    }
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
