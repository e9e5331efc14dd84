import { describe, expect, it } from 'vitest';
import { addMoney, formatMoneyDecimal, parseMoney } from './money.ts';

describe('money in minor units', () => {
  it('parses decimal point and decimal comma amounts exactly', () => {
    expect(parseMoney('-1234.5', 'USD')).toEqual({ currency: 'USD', minor: -123450n });
    expect(parseMoney('0,07', 'EUR')).toEqual({ currency: 'EUR', minor: 7n });
    expect(parseMoney('1500', 'JPY')).toEqual({ currency: 'JPY', minor: 1500n });
  });

  it('sums 0.10 ten times to exactly 1.00, which floats do not', () => {
    let total = parseMoney('0', 'USD');
    for (let i = 0; i < 10; i++) total = addMoney(total, parseMoney('0.10', 'USD'));
    expect(formatMoneyDecimal(total)).toBe('1.00');
  });

  it('rejects amounts that would lose precision or are not numbers', () => {
    expect(() => parseMoney('1.005', 'USD')).toThrow('more than 2 decimal places');
    expect(() => parseMoney('12abc', 'USD')).toThrow('is not a decimal amount');
    expect(() => addMoney(parseMoney('1', 'USD'), parseMoney('1', 'EUR'))).toThrow('without a rate');
  });

  it('formats negatives and sub-unit amounts', () => {
    expect(formatMoneyDecimal({ currency: 'USD', minor: -5n })).toBe('-0.05');
    expect(formatMoneyDecimal({ currency: 'JOD', minor: 1234n })).toBe('1.234');
  });
});
