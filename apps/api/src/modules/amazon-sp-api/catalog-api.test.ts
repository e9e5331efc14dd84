import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeCatalogItem } from '../../test/fake-amazon-catalog-inventory.ts';
import { catalogEntryOf } from './catalog-api.ts';
import { ZCatalogItem } from './catalog-api.schemas.ts';

// Catalog Items 2022-04-01 getCatalogItem answers (SOURCES.md §1 and §2): the model's example and
// the code recipe's recorded answer parse, and the catalog keeps the right parts of them.
const SAMPLES = new URL('../../../../../../shared/samples/', import.meta.url);
const MODEL = new URL('amzn-selling-partner-api-models/catalogItems_2022-04-01.json', SAMPLES);
const RECIPE = new URL('amzn-selling-partner-api-samples/catalogitems-getCatalogItem.json', SAMPLES);
const hasSamples = existsSync(MODEL) && existsSync(RECIPE);

type Sandbox = { 'x-amzn-api-sandbox'?: { static?: { response: unknown }[] } };
interface SwaggerModel {
  paths: Record<string, { get: { responses: Record<string, Sandbox> } }>;
}
const readJson = (file: URL): unknown => JSON.parse(readFileSync(file, 'utf8'));
const US = 'ATVPDKIKX0DER';

describe.skipIf(!hasSamples)('getCatalogItem answers of the model and the code recipe (../shared/samples)', () => {
  const modelExample = () => {
    const model = readJson(MODEL) as SwaggerModel;
    return model.paths['/catalog/2022-04-01/items/{asin}']!.get.responses['200']!['x-amzn-api-sandbox']!.static![0]!
      .response;
  };

  it("keeps the example's title, brand, largest MAIN image, every image, ranks, classification path and parent", () => {
    const item = ZCatalogItem.parse(modelExample());
    const entry = catalogEntryOf(item, US);
    expect(entry.title).toBe(
      'Samsung QN82Q60RAFXZA Flat 82-Inch QLED 4K Q60 Series (2019) Ultra HD Smart TV with HDR and Alexa Compatibility',
    );
    expect(entry.brand).toBe('SAMSUNG');
    expect(entry.mainImageUrl).toBe('https://m.media-amazon.com/images/I/91uohwV+k3L.jpg');
    expect(entry.images).toHaveLength(16);
    expect(entry.images[0]).toEqual({
      variant: 'MAIN',
      link: 'https://m.media-amazon.com/images/I/91uohwV+k3L.jpg',
      width: 2560,
      height: 1707,
    });
    expect(entry.salesRanks).toEqual([
      {
        marketplaceId: US,
        classificationRanks: [
          {
            classificationId: '21489946011',
            title: 'QLED TVs',
            link: 'http://www.amazon.com/gp/bestsellers/electronics/21489946011',
            rank: 113,
          },
        ],
        displayGroupRanks: [
          {
            websiteDisplayGroup: 'ce_display_on_website',
            title: 'Electronics',
            link: 'http://www.amazon.com/gp/bestsellers/electronics',
            rank: 72855,
          },
        ],
      },
    ]);
    expect(entry.classification).toBe('Electronics > Television & Video > Televisions > QLED TVs');
    expect(entry.parentAsin).toBe('B08J7TQ9FL');
  });

  it('ignores the entries of another marketplace', () => {
    const entry = catalogEntryOf(ZCatalogItem.parse(modelExample()), 'A1F83G8C2ARO7P');
    expect(entry).toEqual({
      title: null,
      brand: null,
      mainImageUrl: null,
      images: [],
      salesRanks: [],
      classification: null,
      parentAsin: null,
      bulletPoints: null,
    });
  });

  it("keeps the bullet points of the model's getCatalogItem example, in its marketplace's language", () => {
    const model = readJson(MODEL) as {
      paths: Record<string, { get: { responses: Record<string, { examples: Record<string, unknown> }> } }>;
    };
    const example = model.paths['/catalog/2022-04-01/items/{asin}']!.get.responses['200']!.examples['application/json'];
    const entry = catalogEntryOf(ZCatalogItem.parse(example), US);
    expect(entry.bulletPoints).toHaveLength(6);
    expect(entry.bulletPoints?.[0]).toBe(
      'SMART TV WITH UNIVERSAL GUIDE: Simple on-screen Guide is an easy way to find streaming content and live TV shows',
    );
    expect(catalogEntryOf(ZCatalogItem.parse(example), 'A1F83G8C2ARO7P').bulletPoints).toEqual([]);
  });

  it("reads the code recipe's answer: attributes and images, no summaries nor ranks", () => {
    const item = ZCatalogItem.parse(readJson(RECIPE));
    const entry = catalogEntryOf(item, 'A2Q3Y263D00KWC');
    expect(entry.title).toBe('Blusão Moletom com Capuz Plus Size');
    expect(entry.brand).toBe('Debex');
    expect(entry.mainImageUrl).toBe('https://m.media-amazon.com/images/I/41j-L-teihL.jpg');
    expect(entry.images).toHaveLength(4);
    expect(entry.salesRanks).toEqual([]);
    expect(entry.classification).toBeNull();
    expect(entry.bulletPoints).toEqual(['Blusão moletom com capuz plus size']);
  });
});

if (!hasSamples)
  it.skip('skipped: the Catalog Items samples (../shared/samples) are not beside the project', () => undefined);

describe('the fake catalog item', () => {
  it('parses like an answer of Amazon and gives its largest MAIN image', () => {
    const item = ZCatalogItem.parse(
      fakeCatalogItem({ asin: 'B000000001', marketplaceId: US, title: 'Mug', brand: 'Acme', parentAsin: 'B0000000P1' }),
    );
    expect(catalogEntryOf(item, US)).toMatchObject({
      title: 'Mug',
      brand: 'Acme',
      mainImageUrl: 'https://m.media-amazon.com/images/I/B000000001.jpg',
      classification: 'Home & Kitchen > Kitchen & Dining > Mugs',
      parentAsin: 'B0000000P1',
      bulletPoints: [],
    });
  });

  it('keeps the bullet points of one language when a marketplace gives two', () => {
    const item = ZCatalogItem.parse({
      asin: 'B000000001',
      attributes: {
        bullet_point: [
          { language_tag: 'fr_BE', value: ' Passe au lave-vaisselle ', marketplace_id: 'AMEN7PMS3EDWL' },
          { language_tag: 'nl_BE', value: 'Vaatwasserbestendig', marketplace_id: 'AMEN7PMS3EDWL' },
          { language_tag: 'fr_BE', value: 'Contient 350 ml', marketplace_id: 'AMEN7PMS3EDWL' },
          { language_tag: 'en_US', value: 'Holds 350 ml', marketplace_id: US },
        ],
      },
    });
    expect(catalogEntryOf(item, 'AMEN7PMS3EDWL').bulletPoints).toEqual(['Passe au lave-vaisselle', 'Contient 350 ml']);
  });

  it('refuses an answer without an ASIN, or an image without its link', () => {
    expect(ZCatalogItem.safeParse({ summaries: [] }).success).toBe(false);
    expect(
      ZCatalogItem.safeParse({
        asin: 'B1',
        images: [{ marketplaceId: US, images: [{ variant: 'MAIN', height: 1, width: 1 }] }],
      }).success,
    ).toBe(false);
  });
});
