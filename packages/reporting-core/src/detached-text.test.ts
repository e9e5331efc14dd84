import { describe, expect, it } from 'vitest';
import { detachedText } from './detached-text.ts';

describe('detachedText', () => {
  it('gives the same text, surrogate pairs and all, cut from a longer string', () => {
    const chunk = `x\tGröße – XL 😀 ${'y'.repeat(1000)}\tz`;
    const cell = chunk.split('\t')[1] ?? '';
    expect(detachedText(cell)).toBe(cell);
    expect(detachedText('')).toBe('');
  });
});
