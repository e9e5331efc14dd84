// Reads the table of contents of a zip archive held in memory and inflates
// chosen entries under a byte budget. The budget is checked twice: against the
// sizes the archive declares, before anything is inflated, and against the
// bytes actually produced while inflating, so a forged size cannot get past it.
import { createInflateRaw, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  isEncrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** Why an archive is refused; `message` is written for the person who uploaded it. */
export class ZipLimitError extends Error {
  readonly reason: 'unreadable' | 'too-large';

  constructor(reason: 'unreadable' | 'too-large', message: string) {
    super(message);
    this.name = 'ZipLimitError';
    this.reason = reason;
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX_ENTRIES = 10_000;

const unreadable = (detail: string) => new ZipLimitError('unreadable', detail);

function findEndOfDirectory(archive: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const earliest = Math.max(0, archive.length - 22 - 0xffff);
  for (let at = archive.length - 22; at >= earliest; at -= 1)
    if (archive.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw unreadable('no zip directory');
}

/** Every entry of the archive's central directory. */
export function listZipEntries(archive: Buffer): ZipEntry[] {
  if (archive.length < 22) throw unreadable('too short for a zip archive');
  const end = findEndOfDirectory(archive);
  const count = archive.readUInt16LE(end + 10);
  const directoryOffset = archive.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean ZIP64: archives beyond 4 GB, never a cost file.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipLimitError('too-large', 'ZIP64 archive');
  if (count > MAX_ENTRIES) throw new ZipLimitError('too-large', `more than ${MAX_ENTRIES} entries`);
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > archive.length || archive.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable('broken directory');
    const nameLength = archive.readUInt16LE(at + 28);
    const skip = nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const uncompressedSize = archive.readUInt32LE(at + 24);
    if (uncompressedSize === 0xffffffff) throw new ZipLimitError('too-large', 'ZIP64 entry');
    entries.push({
      name: archive.toString('utf8', at + 46, at + 46 + nameLength),
      method: archive.readUInt16LE(at + 10),
      isEncrypted: (archive.readUInt16LE(at + 8) & 1) === 1,
      compressedSize: archive.readUInt32LE(at + 20),
      uncompressedSize,
      localHeaderOffset: archive.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

function compressedBytes(archive: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > archive.length || archive.readUInt32LE(at) !== LOCAL_HEADER) throw unreadable('broken entry');
  const start = at + 30 + archive.readUInt16LE(at + 26) + archive.readUInt16LE(at + 28);
  if (start + entry.compressedSize > archive.length) throw unreadable('entry past the end of the archive');
  if (entry.isEncrypted) throw unreadable('encrypted entry');
  if (entry.method !== STORED && entry.method !== DEFLATED) throw unreadable(`compression method ${entry.method}`);
  return archive.subarray(start, start + entry.compressedSize);
}

/**
 * A spending limit on inflated bytes shared by the entries of one archive.
 * Each entry may produce no more than it declares, and all of them together
 * no more than `maxBytes`.
 */
export class InflateBudget {
  readonly maxBytes: number;
  private readonly describeLimit: string;
  private spent = 0;

  /** `describeLimit`: the refusal's message, e.g. 'larger than 64 MB once unpacked'. */
  constructor(maxBytes: number, describeLimit: string) {
    this.maxBytes = maxBytes;
    this.describeLimit = describeLimit;
  }

  /** Refuses the archive up front when the entries that will be read declare more than the budget. */
  checkDeclared(entries: readonly ZipEntry[]): void {
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > this.maxBytes) throw new ZipLimitError('too-large', this.describeLimit);
  }

  /** Bytes the budget still allows. */
  get remaining(): number {
    return this.maxBytes - this.spent;
  }

  spend(entry: ZipEntry, producedSoFar: number): void {
    if (this.spent + producedSoFar > this.maxBytes) throw new ZipLimitError('too-large', this.describeLimit);
    if (producedSoFar > entry.uncompressedSize) throw unreadable(`${entry.name} is larger than it declares`);
  }

  settle(entry: ZipEntry, produced: number): void {
    this.spend(entry, produced);
    this.spent += produced;
  }
}

/** The whole entry at once, for the small parts of an archive. */
export function inflateZipEntry(archive: Buffer, entry: ZipEntry, budget: InflateBudget): Buffer {
  const input = compressedBytes(archive, entry);
  let output: Buffer;
  if (entry.method === STORED) output = input;
  else {
    // Inflating stops one byte past the smaller of the declared size and the budget left.
    const allowed = Math.min(entry.uncompressedSize, budget.remaining);
    try {
      output = inflateRawSync(input, { maxOutputLength: Math.max(1, allowed + 1) });
    } catch (error) {
      if (!(error instanceof RangeError)) throw unreadable(`${entry.name} cannot be inflated`);
      budget.spend(entry, allowed + 1); // throws whichever limit the entry went past
      throw error;
    }
  }
  budget.settle(entry, output.length);
  return output;
}

/**
 * The entry as a sequence of chunks, inflated as they are consumed; the
 * consumer may stop early (the rest is never inflated).
 */
export async function* streamZipEntry(archive: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  const input = compressedBytes(archive, entry);
  if (entry.method === STORED) {
    budget.settle(entry, input.length);
    yield input;
    return;
  }
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(input);
  let produced = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      produced += chunk.length;
      budget.spend(entry, produced);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    throw unreadable(`${entry.name} cannot be inflated`);
  } finally {
    inflate.destroy();
  }
  budget.settle(entry, produced);
}
