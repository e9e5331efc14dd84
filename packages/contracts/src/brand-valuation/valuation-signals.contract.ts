import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

export const VALUATION_SIGNALS = ['openToOffers', 'openToFunding'] as const;
export const ZValuationSignal = z.enum(VALUATION_SIGNALS);
export type TValuationSignal = z.infer<typeof ZValuationSignal>;

export const ZValuationSignals = z
  .object({
    openToOffers: z.boolean(),
    openToFunding: z.boolean(),
    updatedAt: z.string().nullable().describe('ISO time of the latest change; null when never set'),
    updatedBy: z.string().nullable().describe('Full name (or email) of who made the latest change'),
  })
  .meta({ id: 'ValuationSignals' });
export type TValuationSignals = z.infer<typeof ZValuationSignals>;

export const ZValuationSignalChange = z.object({
  signal: ZValuationSignal,
  open: z.boolean(),
  changedAt: z.string(),
  changedBy: z.string().nullable().describe('Full name (or email) of the user; null when the user was deleted'),
});
export type TValuationSignalChange = z.infer<typeof ZValuationSignalChange>;

export const ZValuationSignalsWithHistory = ZValuationSignals.extend({
  history: z.array(ZValuationSignalChange).describe('Every change, latest first (at most 100)'),
}).meta({ id: 'ValuationSignalsWithHistory' });
export type TValuationSignalsWithHistory = z.infer<typeof ZValuationSignalsWithHistory>;

export const ZValuationSignalBody = z.object({ open: z.boolean({ error: 'open must be true or false' }) });
export type TValuationSignalBody = z.infer<typeof ZValuationSignalBody>;

export const getValuationSignalsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/valuation-signals',
  summary: 'Whether the seller is open to offers and to funding, with every change',
  tags: ['brand valuation'],
  params: ZSellerParams,
  responses: { 200: ZValuationSignalsWithHistory, 401: ZErrorBody, 404: ZErrorBody },
});

export const setOpenToOffersContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/open-to-offers',
  summary: 'Say whether the seller is open to acquisition offers (recorded with who and when)',
  tags: ['brand valuation'],
  params: ZSellerParams,
  body: ZValuationSignalBody,
  responses: { 200: ZValuationSignals, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const setOpenToFundingContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/open-to-funding',
  summary: 'Say whether the seller is open to funding (recorded with who and when)',
  tags: ['brand valuation'],
  params: ZSellerParams,
  body: ZValuationSignalBody,
  responses: { 200: ZValuationSignals, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});
