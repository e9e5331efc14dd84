import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZConvertibleCurrency } from './fx-currencies.ts';

const ZIsoDate = z.iso.date('Write the date as YYYY-MM-DD');

export const ZFxRate = z
  .object({
    currency: z.string().describe('ISO 4217 code'),
    ratePerEur: z.string().describe('Units of the currency per 1 EUR, as an exact decimal string'),
    rateDate: z.string().describe('The day the rate was published for: the latest on or before the requested date'),
    source: z.string().describe("'ecb', the secondary provider's name, 'demo', or 'definition' for EUR itself"),
  })
  .meta({ id: 'FxRate' });
export type TFxRate = z.infer<typeof ZFxRate>;

/** One value or the parameter repeated (`?currencies=USD&currencies=GBP`). */
export const ZRepeatedQueryParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));

export const getFxRatesContract = defineContract({
  method: 'GET',
  path: '/v2/fx-rates',
  summary: 'The rate of each currency per 1 EUR on a date (the latest on or before it), with its date and source',
  tags: ['fx'],
  query: z.object({
    date: ZIsoDate,
    currencies: ZRepeatedQueryParam(ZConvertibleCurrency).pipe(z.array(ZConvertibleCurrency).min(1).max(60)),
  }),
  responses: {
    200: z.object({
      date: z.string(),
      rates: z.array(ZFxRate),
      missing: z.array(z.string()).describe('Requested currencies with no rate on or before the date'),
    }),
    401: ZErrorBody,
    422: ZErrorBody,
  },
});
