import { describe, expect, it } from 'vitest';
import { detachedText, remembered } from './remembered.ts';

describe('detachedText', () => {
  it('gives the same text, surrogate pairs and all, cut from a longer string', () => {
    const chunk = `x\tGröße – XL 😀 ${'y'.repeat(1000)}\tz`;
    const cell = chunk.split('\t')[1] ?? '';
    expect(detachedText(cell)).toBe(cell);
    expect(detachedText('')).toBe('');
  });
});

describe('remembered', () => {
  it('works a value out once per key, and starts over when the map is full', () => {
    const values = new Map<string, number>();
    let calls = 0;
    const square = (key: string) => remembered(values, key, () => ((calls += 1), Number(key) ** 2), 2);
    expect([square('3'), square('3'), square('4')]).toEqual([9, 9, 16]);
    expect(calls).toBe(2);
    expect(square('5')).toBe(25);
    expect([...values.keys()]).toEqual(['5']);
  });
});
