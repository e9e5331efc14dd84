import { z } from 'zod';

// Why customers sent units back, from Amazon's FBA customer returns report
// (docs/customer-satisfaction.md, "Return reasons"). Responses carry Amazon's reason codes; these
// labels are for reading them. A code Amazon adds later is shown as Amazon wrote it.

export const RETURN_REASON_LABELS: Readonly<Record<string, string>> = {
  UNWANTED_ITEM: 'No longer needed',
  DEFECTIVE: 'Defective or does not work',
  NOT_AS_DESCRIBED: 'Not as described',
  ORDERED_WRONG_ITEM: 'Ordered the wrong item',
  DAMAGED_BY_CARRIER: 'Damaged by the carrier',
  DAMAGED_BY_FC: 'Damaged in the fulfilment centre',
  MISSING_PARTS: 'Missing parts or accessories',
  QUALITY_UNACCEPTABLE: 'Quality not acceptable',
  SWITCHEROO: 'Different item returned',
  NO_REASON_GIVEN: 'No reason given',
  FOUND_BETTER_PRICE: 'Found a better price',
  APPAREL_TOO_SMALL: 'Too small',
  APPAREL_TOO_LARGE: 'Too large',
  APPAREL_STYLE: 'Did not like the style',
  APPAREL_FIT: 'Did not fit',
  MISORDERED: 'Ordered by mistake',
  EXTRA_ITEM: 'Extra item included',
  MISSED_ESTIMATED_DELIVERY: 'Arrived too late',
  NEVER_ARRIVED: 'Never arrived',
  UNAUTHORIZED_PURCHASE: 'Unauthorised purchase',
  UNDELIVERABLE_REFUSED: 'Undeliverable: refused',
  UNDELIVERABLE_UNKNOWN: 'Undeliverable: unknown reason',
  UNDELIVERABLE_INSUFFICIENT_ADDRESS: 'Undeliverable: incomplete address',
  UNDELIVERABLE_FAILED_DELIVERY_ATTEMPTS: 'Undeliverable: delivery attempts failed',
  UNDELIVERABLE_CARRIER_MISS_SORTED: 'Undeliverable: missorted by the carrier',
  UNDELIVERABLE_MISSING_LABEL: 'Undeliverable: label missing',
};

/** The key of a return row without a reason. */
export const NO_RETURN_REASON = '';

/** A reason code for reading: the label, or the code as Amazon wrote it when it has none. */
export function returnReasonLabel(reason: string): string {
  if (reason === NO_RETURN_REASON) return 'Not in the report';
  return RETURN_REASON_LABELS[reason] ?? reason;
}

export const ZReturnReasonsSource = z.enum(['sp-api', 'upload', 'demo']);
export type TReturnReasonsSource = z.infer<typeof ZReturnReasonsSource>;

export const ZReturnReasonShare = z
  .object({
    reason: z.string().describe("Amazon's reason code; '' when the report gave none"),
    label: z.string().describe('The code for reading (RETURN_REASON_LABELS), else the code as Amazon wrote it'),
    units: z.number().int().describe('Units returned for this reason'),
    share: z
      .string()
      .regex(/^\d\.\d{6}$/)
      .describe('units / the units returned of the row (all reasons), 6 decimals'),
  })
  .meta({ id: 'ReturnReasonShare' });
export type TReturnReasonShare = z.infer<typeof ZReturnReasonShare>;

export const ZReturnReasons = z
  .object({
    available: z.boolean().describe('Some return of the seller is stored (synced, uploaded or demo)'),
    message: z.string().nullable().describe('What to do to see the reasons; null when available'),
    units: z.number().int().describe('Units of the returns report in the period and filter'),
    reasons: z.array(ZReturnReasonShare).describe('Every reason of the period and filter, most units first'),
  })
  .meta({ id: 'ReturnReasons' });
export type TReturnReasons = z.infer<typeof ZReturnReasons>;

/** The return-reason fields of a brand or product row. */
export const returnReasonRowFields = {
  reportedReturns: z.number().int().describe('Units of the returns report (by return date) in the period'),
  topReturnReasons: z.array(ZReturnReasonShare).describe("The row's three most frequent reasons"),
};
