import { z } from 'zod';
import { SUPPORTED_CURRENCY_CODES } from '../currencies.ts';

/** Marketplace currencies outside the 47 reporting currencies (DOMAIN.md): amounts in them still convert. */
export const MARKETPLACE_ONLY_CURRENCY_CODES = ['EGP', 'SAR'] as const;

/** Every currency the product holds FX rates for: the reporting currencies plus the marketplace-only ones. */
export const CONVERTIBLE_CURRENCY_CODES = [...SUPPORTED_CURRENCY_CODES, ...MARKETPLACE_ONLY_CURRENCY_CODES] as const;
export type TConvertibleCurrencyCode = (typeof CONVERTIBLE_CURRENCY_CODES)[number];

export const ZConvertibleCurrency = z.enum(CONVERTIBLE_CURRENCY_CODES, {
  error: 'Unsupported currency: use one of the 47 reporting currencies, EGP or SAR',
});

export function isConvertibleCurrency(code: string): code is TConvertibleCurrencyCode {
  return (CONVERTIBLE_CURRENCY_CODES as readonly string[]).includes(code);
}
