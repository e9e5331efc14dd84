import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inventoryRecordOf } from './inventory-api.ts';
import { ZGetInventorySummariesAnswer, ZInventorySummary } from './inventory-api.schemas.ts';

// Amazon's FBA Inventory v1 models (SOURCES.md §1): the older model's static getInventorySummaries
// example (empty lastUpdatedTime, zero quantities) and the current model's fields.
const SAMPLES = new URL('../../../../../../shared/samples/amzn-selling-partner-api-models/', import.meta.url);
const OLD_MODEL = new URL('history-b4bb213/fbaInventory.json', SAMPLES);
const CURRENT_MODEL = new URL('fbaInventory.json', SAMPLES);
const hasSamples = existsSync(OLD_MODEL) && existsSync(CURRENT_MODEL);

interface SwaggerModel {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { 'x-amzn-api-sandbox'?: { static?: { response: unknown }[] } }> }>
  >;
  definitions: Record<string, { properties?: Record<string, unknown> }>;
}
const readModel = (file: URL) => JSON.parse(readFileSync(file, 'utf8')) as SwaggerModel;

describe.skipIf(!hasSamples)('getInventorySummaries answers of the models (../shared/samples)', () => {
  const example = () => {
    const get = readModel(OLD_MODEL).paths['/fba/inventory/v1/summaries']!.get!;
    const answer = get.responses['200']!['x-amzn-api-sandbox']!.static![0]!.response;
    return ZGetInventorySummariesAnswer.parse(answer);
  };

  it('reads the static example: three SKUs, two without stock and with an empty lastUpdatedTime', () => {
    const answer = example();
    expect(answer.pagination?.nextToken).toBe('seed');
    const records = answer.payload!.inventorySummaries.map((summary) => inventoryRecordOf(summary));
    expect(records.map((record) => [record?.sku, record?.total])).toEqual([
      ['EMTEC 1 GB', 0],
      ['EMTEC-SdCard-reader', 0],
      ['Silicon Power 32GB', 87],
    ]);
    expect(records[2]).toEqual({
      sku: 'Silicon Power 32GB',
      asin: 'B00T9QONN6',
      fnsku: 'B00T9QONN6',
      productName:
        'Silicon Power 32GB up to 85MB/s MicroSDHC UHS-1 Class10, Elite Flash Memory Card with Adaptor (SP032GBSTHBU1V20SP)',
      condition: 'NewItem',
      fulfillable: 66,
      inboundWorking: 21,
      inboundShipped: 0,
      inboundReceiving: 0,
      reserved: 0,
      unfulfillable: 0,
      researching: 0,
      total: 87,
    });
  });

  it('knows the quantity fields of the current model', () => {
    const definitions = readModel(CURRENT_MODEL).definitions;
    const read = {
      InventorySummary: [
        'asin',
        'fnSku',
        'sellerSku',
        'condition',
        'inventoryDetails',
        'lastUpdatedTime',
        'productName',
        'totalQuantity',
      ],
      InventoryDetails: [
        'fulfillableQuantity',
        'inboundWorkingQuantity',
        'inboundShippedQuantity',
        'inboundReceivingQuantity',
        'reservedQuantity',
        'researchingQuantity',
        'unfulfillableQuantity',
      ],
      ReservedQuantity: ['totalReservedQuantity'],
      ResearchingQuantity: ['totalResearchingQuantity'],
      UnfulfillableQuantity: ['totalUnfulfillableQuantity'],
    };
    for (const [definition, fields] of Object.entries(read))
      expect(Object.keys(definitions[definition]?.properties ?? {})).toEqual(expect.arrayContaining(fields));
  });
});

if (!hasSamples)
  it.skip('skipped: the FBA Inventory models (../shared/samples) are not beside the project', () => undefined);

describe('a summary as a stored row', () => {
  it('needs a seller SKU, and sums the parts when Amazon leaves out totalQuantity', () => {
    expect(inventoryRecordOf(ZInventorySummary.parse({ asin: 'B000000001', totalQuantity: 3 }))).toBeUndefined();
    expect(inventoryRecordOf(ZInventorySummary.parse({ sellerSku: '  ', totalQuantity: 3 }))).toBeUndefined();
    const record = inventoryRecordOf(
      ZInventorySummary.parse({
        sellerSku: 'MUG-1',
        asin: '',
        inventoryDetails: {
          fulfillableQuantity: 5,
          inboundShippedQuantity: 2,
          reservedQuantity: { totalReservedQuantity: 1 },
          unfulfillableQuantity: null,
        },
      }),
    );
    expect(record).toMatchObject({
      sku: 'MUG-1',
      asin: null,
      fulfillable: 5,
      inboundShipped: 2,
      reserved: 1,
      unfulfillable: 0,
      total: 8,
    });
  });

  it('is stored with zero quantities when Amazon answers without details', () => {
    const record = inventoryRecordOf(
      ZInventorySummary.parse({ sellerSku: 'MUG-2', totalQuantity: 0, lastUpdatedTime: '' }),
    );
    expect(record).toMatchObject({ sku: 'MUG-2', fulfillable: 0, total: 0 });
  });

  it('refuses a quantity that is not a whole number', () => {
    expect(ZInventorySummary.safeParse({ sellerSku: 'MUG-3', totalQuantity: 2.5 }).success).toBe(false);
  });
});
