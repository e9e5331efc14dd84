// Bounded memos for values an import reads millions of times and that take few
// distinct forms (row kinds, marketplace names, posted dates). A cell is a slice
// of the chunk of the file it was read with (about 1 MB), and a JavaScript engine
// may keep that whole chunk alive for as long as the slice is: a memo keeps its
// keys as copies of their own.

/** A copy of `text` that shares no memory with the string it was cut from. */
export function detachedText(text: string): string {
  return Array.from(text).join('');
}

/** The value `values` holds for `key`, worked out once; a map that reaches `limit` keys starts over. */
export function remembered<T>(values: Map<string, T>, key: string, workOut: () => T, limit = 4096): T {
  let value = values.get(key);
  if (value === undefined) {
    if (values.size >= limit) values.clear();
    value = workOut();
    values.set(detachedText(key), value);
  }
  return value;
}
