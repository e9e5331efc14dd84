import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';

// The figures stock recommendations are computed with (docs/inventory.md): the seller's defaults
// for each leg of the lead time, safety stock, reorder cover and velocity window, and per-SKU
// overrides of the legs and safety stock.

/** The product's defaults, used by a seller who has not set their own. */
export const INVENTORY_PLANNING_DEFAULTS = {
  productionDays: 30,
  transitDays: 21,
  checkInDays: 7,
  safetyStockDays: 14,
  orderCoverDays: 60,
  velocityWindowDays: 30,
} as const;

const plural = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const days = (max: number, min = 0) =>
  z
    .number()
    .int('Enter a whole number of days')
    .min(min, `Enter at least ${plural(min)}`)
    .max(max, `Enter at most ${plural(max)}`);

export const ZInventoryPlanningSettings = z
  .object({
    productionDays: days(365).describe('Lead time leg 1: making the goods'),
    transitDays: days(365).describe('Lead time leg 2: shipping them to the marketplace'),
    checkInDays: days(365).describe('Lead time leg 3: FBA check-in until they are fulfillable'),
    safetyStockDays: days(365).describe('Safety stock, in days of sales'),
    orderCoverDays: days(730, 1).describe('What a reorder covers once it has arrived, in days of sales'),
    velocityWindowDays: days(365, 7).describe('The sales velocity window; stock-out days inside it are ignored'),
  })
  .meta({ id: 'InventoryPlanningSettings' });
export type TInventoryPlanningSettings = z.infer<typeof ZInventoryPlanningSettings>;

const overrideDays = days(365).nullable().describe("null: the seller's default");

export const ZSkuLeadTimeInput = z.object({
  productionDays: overrideDays,
  transitDays: overrideDays,
  checkInDays: overrideDays,
  safetyStockDays: overrideDays,
});
export type TSkuLeadTimeInput = z.infer<typeof ZSkuLeadTimeInput>;

export const ZSkuLeadTime = ZSkuLeadTimeInput.extend({ sku: z.string(), updatedAt: z.iso.datetime() }).meta({
  id: 'SkuLeadTime',
});
export type TSkuLeadTime = z.infer<typeof ZSkuLeadTime>;

export const ZInventoryPlanning = z
  .object({
    settings: ZInventoryPlanningSettings,
    isDefault: z.boolean().describe("true: the seller has not set their own; settings are the product's defaults"),
    skuLeadTimes: z.array(ZSkuLeadTime),
  })
  .meta({ id: 'InventoryPlanning' });
export type TInventoryPlanning = z.infer<typeof ZInventoryPlanning>;

export const getInventoryPlanningContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/inventory/planning',
  summary: "The seller's lead time, safety stock and velocity window defaults, and the SKUs' own lead times",
  tags: ['inventory'],
  params: ZSellerParams,
  responses: { 200: ZInventoryPlanning, 401: ZErrorBody, 404: ZErrorBody },
});

export const putInventoryPlanningContract = defineContract({
  method: 'PUT',
  path: '/v2/sellers/:sellerId/inventory/planning',
  summary: "Set the seller's lead time, safety stock and velocity window defaults",
  tags: ['inventory'],
  params: ZSellerParams,
  body: ZInventoryPlanningSettings,
  responses: { 200: ZInventoryPlanning, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

const ZSkuParams = ZSellerParams.extend({ sku: z.string().min(1).max(200) });

export const putSkuLeadTimeContract = defineContract({
  method: 'PUT',
  path: '/v2/sellers/:sellerId/inventory/lead-times/:sku',
  summary: "Set a SKU's own lead time legs and safety stock (null legs take the seller's defaults)",
  tags: ['inventory'],
  params: ZSkuParams,
  body: ZSkuLeadTimeInput,
  responses: { 200: ZSkuLeadTime, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const deleteSkuLeadTimeContract = defineContract({
  method: 'DELETE',
  path: '/v2/sellers/:sellerId/inventory/lead-times/:sku',
  summary: "Give a SKU back the seller's default lead time",
  tags: ['inventory'],
  params: ZSkuParams,
  responses: { 204: z.null(), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
});
