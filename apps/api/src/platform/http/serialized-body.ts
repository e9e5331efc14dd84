// An answer's body serialized once against its contract's schema, for answers a module keeps
// between requests (ADR 0037): the route sends the bytes as they are, without checking and
// writing the same object again on every request.
import { encode, type z } from 'zod';

export interface SerializedBody {
  readonly bytes: Buffer;
}

/** What the contract's serializer would write for `body`: encoded by `schema`, then JSON. */
export function serializeBody<S extends z.ZodType>(schema: S, body: z.output<S>): SerializedBody {
  return { bytes: Buffer.from(JSON.stringify(encode(schema, body))) };
}
