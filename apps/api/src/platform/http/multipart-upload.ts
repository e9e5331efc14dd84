// Reading the file of a multipart/form-data upload. The parser's own failures
// (no boundary, a boundary the body never uses, a body cut short) are plain
// errors without a status, which would answer 500; they are the sender's body,
// so they answer 400 here. Field and file names and the text fields read are
// checked for NUL characters like every other input (nul-characters.ts).
import { PassThrough, type Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { containsNul, nulCharactersRefused } from './nul-characters.ts';

export const multipartUnreadable = (cause?: unknown) =>
  new AppError(
    400,
    'MULTIPART_UNREADABLE',
    'The upload is not readable multipart/form-data (no boundary, another boundary than its header names, or cut short). Send the file again.',
    undefined,
    cause,
  );

export const uploadTooLarge = (maxBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', `The file is larger than ${Math.floor(maxBytes / 1024 ** 2)} MB.`);

export interface UploadFile {
  fieldName: string;
  fileName: string;
  /** The file's bytes; a failure of the parser on the way errors it with the 400. `truncated` once cut at the size limit. */
  stream: Readable & { readonly truncated: boolean };
  /** The text fields sent before the file, by name (the first value of a repeated name). */
  fields: Record<string, string>;
}

/** Ours, and the plugin's limits (413) and refusals (4xx), keep their status; anything else came from reading the body. */
function asSenderError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return error;
  return multipartUnreadable(error);
}

/** The names and text values of the parts read so far (a file part's stream is not walked). */
function textsOf(fields: MultipartFile['fields']): unknown[] {
  const parts = Object.values(fields).flatMap((entry): Multipart[] =>
    entry === undefined ? [] : Array.isArray(entry) ? entry : [entry],
  );
  return parts.map((part) => (part.type === 'file' ? [part.fieldname, part.filename] : [part.fieldname, part.value]));
}

function textFieldsOf(fields: MultipartFile['fields']): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first?.type === 'field' && typeof first.value === 'string') texts[name] = first.value;
  }
  return texts;
}

/**
 * The part's stream, with a failure to read it as the 400. The parser may have
 * ended the part already (a whole small body arrives at once), so a part that
 * failed or closed before its end fails the stream at once instead of hanging.
 */
function guarded(source: MultipartFile['file']): UploadFile['stream'] {
  // `truncated` is defined below, read through to the part's own flag.
  const stream = new PassThrough() as PassThrough & { readonly truncated: boolean };
  // The consumer may start reading only after an await (the seller check); an
  // 'error' emitted before then must not crash the process. Readers still get it:
  // pipeline() and for-await throw the error of a stream that already failed.
  stream.on('error', () => {});
  const fail = (error?: unknown) => stream.destroy(asSenderError(error ?? source.errored));
  if (source.errored || (source.destroyed && !source.readableEnded)) fail();
  else {
    source.on('error', fail);
    source.on('close', () => {
      if (!source.readableEnded) fail();
    });
    source.pipe(stream);
  }
  Object.defineProperty(stream, 'truncated', { get: () => source.truncated });
  return stream;
}

/**
 * The first file part of a multipart request, or undefined when it has none.
 * Text fields sent before it are checked; parts after it are not read.
 */
export async function readUploadFile(
  request: FastifyRequest,
  limits: { fileSize: number },
): Promise<UploadFile | undefined> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limits.fileSize, files: 1 } });
  } catch (error) {
    throw asSenderError(error);
  }
  if (!part) return undefined;
  if (containsNul([part.fieldname, part.filename, textsOf(part.fields)])) {
    part.file.resume();
    throw nulCharactersRefused();
  }
  // The parser takes a part of type application/octet-stream for a file even without a file name.
  const fileName = (part.filename as string | undefined) ?? '';
  return { fieldName: part.fieldname, fileName, stream: guarded(part.file), fields: textFieldsOf(part.fields) };
}

/** The whole file in memory, for the small uploads parsed at once; 413 past `maxBytes`. */
export async function readUploadBytes(file: UploadFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  if (file.stream.truncated) throw uploadTooLarge(maxBytes);
  return Buffer.concat(chunks);
}
