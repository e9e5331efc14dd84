/**
 * Money is carried as integer minor units in a bigint, never as a float, so
 * that sums over millions of ledger rows match payouts to the cent.
 */
export interface Money {
  readonly currency: string;
  readonly minor: bigint;
}

const MINOR_DIGITS_BY_CURRENCY: Readonly<Record<string, number>> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  JOD: 3,
  KHR: 2,
  LAK: 2,
  IDR: 2,
  HUF: 2,
};

export function minorDigits(currency: string): number {
  return MINOR_DIGITS_BY_CURRENCY[currency] ?? 2;
}

/** Parses a decimal string such as "-1234.5" or "0,07" into minor units; rejects anything that is not a plain decimal. */
export function parseMoney(amount: string, currency: string): Money {
  const digits = minorDigits(currency);
  const normalised = amount.trim().replace(',', '.');
  const match = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(normalised);
  if (!match) throw new Error(`"${amount}" is not a decimal amount`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) {
    throw new Error(`"${amount}" has more than ${digits} decimal places for ${currency}`);
  }
  const minor = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  return { currency, minor: sign === '-' ? -minor : minor };
}

export function formatMoneyDecimal(money: Money): string {
  const digits = minorDigits(money.currency);
  const negative = money.minor < 0n;
  const abs = (negative ? -money.minor : money.minor).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? abs : abs.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${abs.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${a.currency} to ${b.currency} without a rate`);
  return { currency: a.currency, minor: a.minor + b.minor };
}
