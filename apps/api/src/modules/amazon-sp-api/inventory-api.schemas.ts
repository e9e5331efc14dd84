// The parts of FBA Inventory v1 getInventorySummaries answers the inventory
// step reads, checked on arrival. Amazon leaves out what it has nothing for
// (inventoryDetails without details=true, quantities of a SKU with no stock)
// and writes lastUpdatedTime as '' when it has none, so every field is
// optional; unknown fields pass through unread.
import { z } from 'zod';

const ZQuantity = z.number().int().nullish();

export const ZInventoryDetails = z.looseObject({
  fulfillableQuantity: ZQuantity,
  inboundWorkingQuantity: ZQuantity,
  inboundShippedQuantity: ZQuantity,
  inboundReceivingQuantity: ZQuantity,
  reservedQuantity: z.looseObject({ totalReservedQuantity: ZQuantity }).nullish(),
  researchingQuantity: z.looseObject({ totalResearchingQuantity: ZQuantity }).nullish(),
  unfulfillableQuantity: z.looseObject({ totalUnfulfillableQuantity: ZQuantity }).nullish(),
});

export const ZInventorySummary = z.looseObject({
  asin: z.string().nullish(),
  fnSku: z.string().nullish(),
  sellerSku: z.string().nullish(),
  condition: z.string().nullish(),
  inventoryDetails: ZInventoryDetails.nullish(),
  /** An ISO instant, or '' when Amazon has none. */
  lastUpdatedTime: z.string().nullish(),
  productName: z.string().nullish(),
  totalQuantity: ZQuantity,
});
export type TInventorySummary = z.infer<typeof ZInventorySummary>;

export const ZGetInventorySummariesAnswer = z.looseObject({
  payload: z
    .looseObject({
      granularity: z
        .looseObject({ granularityType: z.string().optional(), granularityId: z.string().optional() })
        .optional(),
      inventorySummaries: z.array(ZInventorySummary),
    })
    .optional(),
  pagination: z.looseObject({ nextToken: z.string().nullish() }).nullish(),
});
export type TGetInventorySummariesAnswer = z.infer<typeof ZGetInventorySummariesAnswer>;
