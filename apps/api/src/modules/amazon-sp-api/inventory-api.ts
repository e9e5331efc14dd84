// FBA Inventory v1 getInventorySummaries: a marketplace's FBA SKUs with their
// quantities (details=true), page after page. Amazon's nextToken lives 30
// seconds, so pages are read one after another without pause beyond the rate.
import type { FbaInventoryRecord } from './fba-inventory.queries.ts';
import { ZGetInventorySummariesAnswer, type TInventorySummary } from './inventory-api.schemas.ts';
import type { SpApiClient } from './sp-api-client.ts';

export const INVENTORY_SUMMARIES_PATH = '/fba/inventory/v1/summaries';

export interface InventorySummariesQuery {
  marketplaceId: string;
  /** Only the SKUs whose quantities changed since then (Amazon ignores inbound changes); all SKUs when absent. */
  startDateTime?: Date;
}

export interface InventorySummariesPage {
  /** 1-based. */
  page: number;
  summaries: TInventorySummary[];
}

/** Every page of the marketplace's summaries; stops when Amazon gives no new nextToken. */
export async function* listInventorySummaryPages(
  client: SpApiClient,
  query: InventorySummariesQuery,
): AsyncGenerator<InventorySummariesPage> {
  let nextToken: string | undefined;
  for (let page = 1; ; page += 1) {
    const answer = await client.send(
      'getInventorySummaries',
      {
        method: 'GET',
        path: INVENTORY_SUMMARIES_PATH,
        query: {
          details: 'true',
          granularityType: 'Marketplace',
          granularityId: query.marketplaceId,
          marketplaceIds: [query.marketplaceId],
          startDateTime: query.startDateTime?.toISOString(),
          nextToken,
        },
      },
      ZGetInventorySummariesAnswer,
    );
    yield { page, summaries: answer.payload?.inventorySummaries ?? [] };
    const next = answer.pagination?.nextToken ?? undefined;
    // A token equal to the one just sent would read the same page forever.
    if (!next || next === nextToken) return;
    nextToken = next;
  }
}

/** A summary as a stored row; undefined when it names no SKU (nothing to key it by). */
export function inventoryRecordOf(summary: TInventorySummary): FbaInventoryRecord | undefined {
  const sku = summary.sellerSku?.trim();
  if (!sku) return undefined;
  const details = summary.inventoryDetails;
  const quantities = {
    fulfillable: details?.fulfillableQuantity ?? 0,
    inboundWorking: details?.inboundWorkingQuantity ?? 0,
    inboundShipped: details?.inboundShippedQuantity ?? 0,
    inboundReceiving: details?.inboundReceivingQuantity ?? 0,
    reserved: details?.reservedQuantity?.totalReservedQuantity ?? 0,
    unfulfillable: details?.unfulfillableQuantity?.totalUnfulfillableQuantity ?? 0,
    researching: details?.researchingQuantity?.totalResearchingQuantity ?? 0,
  };
  const parts = Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
  return {
    sku,
    asin: summary.asin?.trim() || null,
    fnsku: summary.fnSku?.trim() || null,
    productName: summary.productName?.trim() || null,
    condition: summary.condition?.trim() || null,
    ...quantities,
    // totalQuantity is the sum of the parts (fulfillable, inbound, reserved, unfulfillable, researching).
    total: summary.totalQuantity ?? parts,
  };
}
