// FBA Inventory v1 getInventorySummaries, Catalog Items 2022-04-01
// getCatalogItem and the FBA inventory report, added to the fake Amazon for
// tests, in the shapes of Amazon's models (fbaInventory.json's static example,
// catalogItems_2022-04-01.json's getCatalogItem example). Tests put the
// seller's stock and catalog in the state and read the requests back.
import { FBA_INVENTORY_REPORT_COLUMNS, FBA_INVENTORY_REPORT_TYPE } from '@brandlens/reporting-core';
import { errors, type FakeAmazon, type FakeAnswer } from './fake-amazon.ts';

export interface FakeStock {
  sku: string;
  asin?: string;
  fnSku?: string;
  productName?: string;
  condition?: string;
  fulfillable?: number;
  inboundWorking?: number;
  inboundShipped?: number;
  inboundReceiving?: number;
  reserved?: number;
  unfulfillable?: number;
  researching?: number;
}

export interface CatalogInventoryFake {
  /** getInventorySummaries: each marketplace's FBA SKUs, in answer order. */
  readonly stock: Map<string, FakeStock[]>;
  /** Marketplaces getInventorySummaries answers 400 for. */
  readonly refusedMarketplaces: Set<string>;
  /** Summaries per page. */
  pageSize: number;
  /** The FBA inventory report's rows per marketplace (column name → cell); missing cells are empty. */
  readonly reportRows: Map<string, Record<string, string>[]>;
  /** getCatalogItem: items by `${marketplaceId}:${asin}`, as fakeCatalogItem makes them; others answer 404. */
  readonly catalog: Map<string, Record<string, unknown>>;
  /** ASINs getCatalogItem answers 400 for. */
  readonly refusedAsins: Set<string>;
}

const SUMMARIES = /^\/fba\/inventory\/v1\/summaries$/;
const CATALOG_ITEM = /^\/catalog\/2022-04-01\/items\/([^/]+)$/;

export function addCatalogInventoryFake(fake: FakeAmazon): CatalogInventoryFake {
  const state: CatalogInventoryFake = {
    stock: new Map(),
    refusedMarketplaces: new Set(),
    pageSize: 50,
    reportRows: new Map(),
    catalog: new Map(),
    refusedAsins: new Set(),
  };
  fake.routes.push(
    {
      method: 'GET',
      pattern: SUMMARIES,
      operation: 'getInventorySummaries',
      run: (_match, url) => summaries(state, url),
    },
    {
      method: 'GET',
      pattern: CATALOG_ITEM,
      operation: 'getCatalogItem',
      run: (match, url) => catalogItem(state, match, url),
    },
  );
  fake.reportContent.set(FBA_INVENTORY_REPORT_TYPE, (request) => {
    const rows = state.reportRows.get(request.marketplaceIds[0] ?? '') ?? [];
    const lines = [FBA_INVENTORY_REPORT_COLUMNS.join('\t')];
    for (const row of rows) lines.push(FBA_INVENTORY_REPORT_COLUMNS.map((name) => row[name] ?? '').join('\t'));
    return `${lines.join('\r\n')}\r\n`;
  });
  return state;
}

const invalid = (message: string): FakeAnswer => ({ status: 400, body: errors('InvalidInput', message) });

function summaries(state: CatalogInventoryFake, url: URL): FakeAnswer {
  const query = url.searchParams;
  const marketplaceId = query.get('marketplaceIds') ?? '';
  if (query.get('granularityType') !== 'Marketplace' || query.get('granularityId') !== marketplaceId || !marketplaceId)
    return invalid('granularityType Marketplace with granularityId = marketplaceIds is required');
  if (state.refusedMarketplaces.has(marketplaceId)) return invalid(`Invalid marketplaceId: ${marketplaceId}`);
  const offset = query.has('nextToken') ? Number(Buffer.from(query.get('nextToken')!, 'base64').toString()) : 0;
  const all = state.stock.get(marketplaceId) ?? [];
  const details = query.get('details') === 'true';
  const page = all.slice(offset, offset + state.pageSize).map((stock) => inventorySummary(stock, details));
  const next =
    offset + state.pageSize < all.length ? Buffer.from(String(offset + state.pageSize)).toString('base64') : undefined;
  return {
    status: 200,
    body: {
      ...(next ? { pagination: { nextToken: next } } : {}),
      payload: {
        granularity: { granularityType: 'Marketplace', granularityId: marketplaceId },
        inventorySummaries: page,
      },
    },
  };
}

/** A summary as the model's example writes it: every quantity present, lastUpdatedTime '' when nothing is in stock. */
function inventorySummary(stock: FakeStock, details: boolean) {
  const q = (value: number | undefined) => value ?? 0;
  const total =
    q(stock.fulfillable) +
    q(stock.inboundWorking) +
    q(stock.inboundShipped) +
    q(stock.inboundReceiving) +
    q(stock.reserved) +
    q(stock.unfulfillable) +
    q(stock.researching);
  return {
    asin: stock.asin ?? '',
    fnSku: stock.fnSku ?? stock.asin ?? '',
    sellerSku: stock.sku,
    condition: stock.condition ?? 'NewItem',
    ...(details
      ? {
          inventoryDetails: {
            fulfillableQuantity: q(stock.fulfillable),
            inboundWorkingQuantity: q(stock.inboundWorking),
            inboundShippedQuantity: q(stock.inboundShipped),
            inboundReceivingQuantity: q(stock.inboundReceiving),
            reservedQuantity: {
              totalReservedQuantity: q(stock.reserved),
              pendingCustomerOrderQuantity: q(stock.reserved),
              pendingTransshipmentQuantity: 0,
              fcProcessingQuantity: 0,
            },
            researchingQuantity: { totalResearchingQuantity: q(stock.researching), researchingQuantityBreakdown: [] },
            unfulfillableQuantity: {
              totalUnfulfillableQuantity: q(stock.unfulfillable),
              customerDamagedQuantity: q(stock.unfulfillable),
              warehouseDamagedQuantity: 0,
              distributorDamagedQuantity: 0,
              carrierDamagedQuantity: 0,
              defectiveQuantity: 0,
              expiredQuantity: 0,
            },
          },
        }
      : {}),
    lastUpdatedTime: total === 0 ? '' : '2026-11-20T08:30:00Z',
    productName: stock.productName ?? stock.sku,
    totalQuantity: total,
  };
}

function catalogItem(state: CatalogInventoryFake, match: RegExpExecArray, url: URL): FakeAnswer {
  const asin = decodeURIComponent(match[1]!);
  const marketplaceId = url.searchParams.get('marketplaceIds') ?? '';
  if (!marketplaceId || marketplaceId.includes(',')) return invalid('One marketplaceId is required');
  if (state.refusedAsins.has(asin)) return invalid(`Invalid ASIN: ${asin}`);
  const item = state.catalog.get(`${marketplaceId}:${asin}`);
  if (!item)
    return {
      status: 404,
      body: errors('NOT_FOUND', `Requested item '${asin}' not found in marketplace '${marketplaceId}'.`),
    };
  // Amazon answers only the datasets asked for (the summaries when none is named).
  const included = (url.searchParams.get('includedData') ?? 'summaries').split(',');
  return {
    status: 200,
    body: Object.fromEntries(Object.entries(item).filter(([key]) => key === 'asin' || included.includes(key))),
  };
}

export interface FakeCatalogItemInput {
  asin: string;
  marketplaceId: string;
  title?: string;
  brand?: string;
  /** The MAIN image's links, largest last; each has a smaller thumbnail too. */
  mainImage?: string;
  classificationRank?: number;
  displayGroupRank?: number;
  parentAsin?: string;
  /** attributes.bullet_point, in the marketplace's language (en_US unless told). */
  bulletPoints?: readonly string[];
  languageTag?: string;
}

/** An item in the shape of the getCatalogItem example (catalogItems_2022-04-01.json). */
export function fakeCatalogItem(input: FakeCatalogItemInput): Record<string, unknown> {
  const { asin, marketplaceId } = input;
  const image = input.mainImage ?? `https://m.media-amazon.com/images/I/${asin}.jpg`;
  const localized = (value: string) => ({
    language_tag: input.languageTag ?? 'en_US',
    value,
    marketplace_id: marketplaceId,
  });
  return {
    asin,
    attributes: {
      ...(input.title ? { item_name: [localized(input.title)] } : {}),
      ...(input.brand ? { brand: [localized(input.brand)] } : {}),
      bullet_point: (input.bulletPoints ?? []).map(localized),
      item_weight: [{ unit: 'pounds', value: 0.9, marketplace_id: marketplaceId }],
    },
    classifications: [
      {
        marketplaceId,
        classifications: [
          {
            displayName: 'Mugs',
            classificationId: '13218161',
            parent: {
              displayName: 'Kitchen & Dining',
              classificationId: '284507',
              parent: { displayName: 'Home & Kitchen', classificationId: '1055398' },
            },
          },
        ],
      },
    ],
    images: [
      {
        marketplaceId,
        images: [
          { variant: 'MAIN', link: image.replace('.jpg', '._SL75_.jpg'), height: 75, width: 75 },
          { variant: 'MAIN', link: image, height: 1500, width: 1500 },
          { variant: 'PT01', link: image.replace('.jpg', '-pt01.jpg'), height: 2000, width: 2000 },
        ],
      },
    ],
    relationships: [
      {
        marketplaceId,
        relationships: input.parentAsin
          ? [
              {
                type: 'VARIATION',
                parentAsins: [input.parentAsin],
                variationTheme: { attributes: ['color'], theme: 'COLOR_NAME' },
              },
            ]
          : [],
      },
    ],
    salesRanks: [
      {
        marketplaceId,
        classificationRanks: [
          {
            classificationId: '13218161',
            title: 'Mugs',
            link: 'http://www.amazon.com/gp/bestsellers/kitchen/13218161',
            rank: input.classificationRank ?? 42,
          },
        ],
        displayGroupRanks: [
          {
            websiteDisplayGroup: 'home_display_on_website',
            title: 'Home & Kitchen',
            link: 'http://www.amazon.com/gp/bestsellers/home-garden',
            rank: input.displayGroupRank ?? 5210,
          },
        ],
      },
    ],
    summaries: [
      {
        marketplaceId,
        ...(input.brand ? { brand: input.brand } : {}),
        browseClassification: { displayName: 'Mugs', classificationId: '13218161' },
        itemClassification: 'BASE_PRODUCT',
        ...(input.title ? { itemName: input.title } : {}),
        websiteDisplayGroup: 'home_display_on_website',
      },
    ],
    dimensions: [{ marketplaceId, item: { weight: { unit: 'pounds', value: 0.9 } } }],
  };
}
