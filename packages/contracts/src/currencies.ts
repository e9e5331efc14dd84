import { z } from 'zod';

/** SPEC §9: the 47 reporting currencies, in the order the product lists them. */
export const SUPPORTED_CURRENCY_CODES = [
  'EUR', 'GBP', 'USD', 'AED', 'ALL', 'ARS', 'AUD', 'BDT', 'BRL', 'BGN', 'CAD', 'CHF', 'CNY', 'COP', 'CZK', 'DKK',
  'HKD', 'HRK', 'HUF', 'IDR', 'ILS', 'INR', 'JOD', 'JPY', 'KHR', 'KRW', 'LAK', 'LKR', 'MAD', 'MXN', 'MYR', 'NGN',
  'NOK', 'NPR', 'NZD', 'PHP', 'PKR', 'PLN', 'RON', 'RUB', 'SEK', 'SGD', 'THB', 'TWD', 'TRY', 'VND', 'ZAR',
] as const;

export const ZCurrencyCode = z.enum(SUPPORTED_CURRENCY_CODES);
export type TCurrencyCode = z.infer<typeof ZCurrencyCode>;

export const DEFAULT_USER_CURRENCY: TCurrencyCode = 'EUR';
