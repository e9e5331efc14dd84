import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('drops the least recently used entry past its size', () => {
    const map = new LruMap<number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });
});

describe('LruMap with a maximum age', () => {
  it('drops an entry kept longer ago than its maximum age', () => {
    let now = 1_000;
    const map = new LruMap<number>(10, { maxAgeMs: 100, now: () => now });
    map.set('a', 1);
    now += 100;
    expect(map.get('a')).toBe(1);
    now += 1;
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
    map.set('a', 2);
    expect(map.get('a')).toBe(2);
  });
});
