import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';

const ZDecimal = z.string().regex(/^-?\d+\.\d{2}$/);

export const ZSettlement = z
  .object({
    settlementId: z.string().describe("Amazon's settlement id"),
    startDate: z.iso.datetime(),
    endDate: z.iso.datetime(),
    depositDate: z.iso.datetime().nullable(),
    currency: z.string(),
    totalAmount: ZDecimal,
    rowsTotal: ZDecimal.describe('Sum of the stored amount rows of the settlement'),
    difference: ZDecimal.describe('totalAmount − rowsTotal; 0.00 when the settlement reconciles'),
    reconciliation: z
      .enum(['reconciled', 'unreconciled'])
      .describe('unreconciled: the stored rows do not sum to totalAmount; its figures are estimated, never final'),
    rowCount: z.number().int(),
    unmappedCount: z.number().int().describe("Rows stored under the 'unmapped' P&L line"),
    format: z.enum(['settlement_v2', 'settlement_v1']),
  })
  .meta({ id: 'Settlement' });
export type TSettlement = z.infer<typeof ZSettlement>;

export const listSettlementsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/settlements',
  summary: "The seller's imported settlements with their reconciliation, newest first",
  tags: ['imports'],
  params: z.object({ sellerId: z.string().min(1).max(100) }),
  responses: { 200: z.object({ settlements: z.array(ZSettlement) }), 401: ZErrorBody, 404: ZErrorBody },
});
