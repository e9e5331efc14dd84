import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZProfitLoss, ZProfitLossFilters, ZSellerParams } from './profit-loss.contract.ts';

export const ZOperationsQuery = ZProfitLossFilters.extend({
  isFreePlan: z
    .enum(['true', 'false'])
    .optional()
    .describe("The client's view of the plan; the server applies the organisation's plan whatever it says"),
});

export const ZOperationsProfitLoss = ZProfitLoss.extend({
  isLimitedToFreePlan: z.boolean().describe('Free plan: only the last 3 complete months are returned'),
}).meta({ id: 'OperationsProfitLoss' });
export type TOperationsProfitLoss = z.infer<typeof ZOperationsProfitLoss>;

export const getOperationsProfitLossContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/profit-loss/operations',
  summary: 'The monthly statement of the Operations Assistant (free plan: last 3 complete months)',
  tags: ['profit and loss'],
  params: ZSellerParams,
  query: ZOperationsQuery,
  responses: { 200: ZOperationsProfitLoss, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const getOperationsReportContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/profit-loss/operations/report',
  summary: 'The monthly statement as a CSV or XLSX download',
  tags: ['profit and loss'],
  params: ZSellerParams,
  query: ZOperationsQuery.extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') }),
  responses: {
    200: z
      .custom<Uint8Array | string>()
      .describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    401: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
  },
});
