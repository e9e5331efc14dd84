// A map that keeps its `maxEntries` most recently used entries: for what a process keeps of
// figures it computed, each entry checked against the database before it is used (ADR 0027,
// ADR 0037), so dropping one only costs computing it again. With `maxAgeMs`, an entry older than
// that is dropped when asked for: the change logs it is checked against keep only so much.
export class LruMap<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(maxEntries: number, options: { maxAgeMs?: number; now?: () => number } = {}) {
    this.maxEntries = maxEntries;
    this.maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.now = options.now ?? Date.now;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at > this.maxAgeMs) return undefined;
    // Maps keep insertion order: re-inserting marks the entry as recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
