// A small seeded PRNG (mulberry32) so the same seed always yields the same
// demo data, on any machine; Math.random is never used by the generator.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  int(bound: number): number;
  isChance(probability: number): boolean;
  pick<T>(values: readonly T[]): T;
  /** `count` random decimal digits. */
  digits(count: number): string;
}

/** FNV-1a over the parts, so sub-streams (per marketplace, per settlement) are independent. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u001f')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (bound: number): number => Math.floor(next() * bound);
  return {
    next,
    int,
    isChance: (probability) => next() < probability,
    pick: <T>(values: readonly T[]): T => {
      const value = values[int(values.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    digits: (count) => {
      let text = '';
      while (text.length < count) text += String(int(10_000_000)).padStart(7, '0');
      return text.slice(0, count);
    },
  };
}
