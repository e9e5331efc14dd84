import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from './profit-loss.contract.ts';

export const ZProfitLossRowsQuery = z.object({
  line: z.string().trim().min(1).max(60).describe('A statement line key'),
  period: z.string().trim().min(1).max(40).describe('The cell: YYYY-MM, YYYY-MM-DD or a period range'),
  marketplace: z.string().trim().min(1).max(40).optional(),
  sku: z.string().trim().min(1).max(200).optional(),
  brand: z.string().trim().min(1).max(200).default('all'),
  basis: z
    .enum(['posted', 'order'])
    .default('posted')
    .describe("The statement's basis: on order, a row's day is its order day when its order is known"),
  cursor: z.string().trim().min(1).max(200).optional().describe('nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const ZProfitLossRow = z.object({
  id: z.string(),
  day: z.string().describe('The day the row counts on in the basis asked for'),
  settlementId: z.string().nullable(),
  marketplaceId: z.string().nullable(),
  sku: z.string().nullable(),
  orderId: z.string().nullable(),
  transactionType: z.string(),
  amountType: z.string(),
  amountDescription: z.string(),
  pnlLine: z.string(),
  quantity: z.number().int().nullable(),
  amount: z.string().describe('In the row currency, as settled'),
  currency: z.string(),
  status: z.enum(['estimated', 'final']),
  sourceLine: z.number().int().nullable(),
});

export const ZProfitLossRows = z
  .object({
    line: z.string(),
    ledgerLines: z.array(z.string()).describe('The ledger P&L lines the statement line sums'),
    from: z.string(),
    to: z.string(),
    rows: z.array(ZProfitLossRow),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ProfitLossRows' });
export type TProfitLossRows = z.infer<typeof ZProfitLossRows>;

export const findProfitLossRowsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/profit-loss/rows',
  summary: 'The ledger rows behind one statement cell, by cursor',
  tags: ['profit and loss'],
  params: ZSellerParams,
  query: ZProfitLossRowsQuery,
  responses: { 200: ZProfitLossRows, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});
