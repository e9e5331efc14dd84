// Cache keys that outlive the line they were read from. A cell is a slice of the
// chunk of the file it was read with (about 1 MB), and a JavaScript engine may keep
// that whole chunk alive for as long as the slice is: a cache keyed by the slice
// itself would keep a chunk per key.

/** A copy of `text` that shares no memory with the string it was cut from. */
export function detachedText(text: string): string {
  return Array.from(text).join('');
}
