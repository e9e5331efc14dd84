import type { TSkuLeadTimeInput } from '@brandlens/contracts';
import type { FieldErrors } from '../../../lib/form-errors';

// The lead-time forms are typed text: each field is read as a number of days here, and the
// contract's zod schema then says what is wrong with the number (whole, at least, at most), so
// the messages are the API's own. Only what is no number at all gets a message of its own.

export const NOT_A_NUMBER = 'Enter a number of days';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

export type DayTexts<K extends string> = Record<K, string>;

/** The legs a SKU may override, named the same in the seller's defaults and in a SKU's own lead time. */
export const LEAD_TIME_LEGS: readonly { key: keyof TSkuLeadTimeInput; label: string; description: string }[] = [
  { key: 'productionDays', label: 'Production (days)', description: 'Making the goods' },
  { key: 'transitDays', label: 'Transit (days)', description: 'Shipping them to the marketplace' },
  { key: 'checkInDays', label: 'FBA check-in (days)', description: 'Until they are fulfillable' },
  { key: 'safetyStockDays', label: 'Safety stock (days)', description: 'Days of sales kept in reserve' },
];

/**
 * Each field as a number; an empty field is null (a SKU's leg then takes the seller's default)
 * unless `isRequired`, when it is an error like any text that is no number.
 */
export function readDayFields<K extends string>(texts: DayTexts<K>, isRequired: boolean) {
  const values = {} as Record<K, number | null>;
  const errors: FieldErrors = {};
  for (const key of Object.keys(texts) as K[]) {
    const text = texts[key].trim();
    values[key] = NUMBER_TEXT.test(text) ? Number(text) : null;
    if ((text === '' && isRequired) || (text !== '' && !NUMBER_TEXT.test(text))) errors[key] = NOT_A_NUMBER;
  }
  return { values, errors };
}

/** The saved figures as the fields' starting text; null (the seller's default) as an empty field. */
export function toDayTexts<K extends string>(values: Record<K, number | null>): DayTexts<K> {
  const texts = {} as DayTexts<K>;
  for (const key of Object.keys(values) as K[]) texts[key] = values[key] === null ? '' : String(values[key]);
  return texts;
}
