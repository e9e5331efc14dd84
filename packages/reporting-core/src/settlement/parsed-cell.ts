// The result of reading one cell of a flat file: the value, or the reason the
// cell holds none. Cell parsers return it rather than throw, so a bad cell
// becomes an error that names its line.

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = <T>(reason: string): Parsed<T> => ({ ok: false, reason });
