import { describe, expect, it } from 'vitest';
import { copyField } from './copy-text.ts';

describe('copyField (COPY text format)', () => {
  it('writes null as \\N and numbers as their digits', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(42)).toBe('42');
  });

  it('leaves ordinary text as it is, the literal text \\N included once its backslash is escaped', () => {
    expect(copyField('FBA Inventory Reimbursement - Customer Return')).toBe(
      'FBA Inventory Reimbursement - Customer Return',
    );
    expect(copyField('\\N')).toBe('\\\\N');
  });

  it('escapes the characters that would end a field or a row, and the backslash itself', () => {
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
  });
});
