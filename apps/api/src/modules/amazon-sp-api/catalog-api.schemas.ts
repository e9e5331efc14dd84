// The parts of Catalog Items 2022-04-01 getCatalogItem answers the catalog
// step reads, checked on arrival. Each dataset is a list per marketplace and
// present only when asked for (includedData); unknown fields pass through.
import { z } from 'zod';

export const ZCatalogImage = z.looseObject({
  variant: z.string(),
  link: z.string().min(1),
  height: z.number().int().nonnegative(),
  width: z.number().int().nonnegative(),
});

export const ZCatalogSummary = z.looseObject({
  marketplaceId: z.string(),
  brand: z.string().nullish(),
  itemName: z.string().nullish(),
  itemClassification: z.string().nullish(),
  browseClassification: z.looseObject({ displayName: z.string(), classificationId: z.string() }).nullish(),
});

export interface TCatalogClassification {
  displayName: string;
  classificationId: string;
  parent?: TCatalogClassification | null;
}

export const ZCatalogClassification: z.ZodType<TCatalogClassification> = z.looseObject({
  displayName: z.string(),
  classificationId: z.string(),
  get parent() {
    return ZCatalogClassification.nullish();
  },
});

export const ZCatalogSalesRanks = z.looseObject({
  marketplaceId: z.string(),
  classificationRanks: z
    .array(
      z.looseObject({
        classificationId: z.string(),
        title: z.string(),
        link: z.string().nullish(),
        rank: z.number().int(),
      }),
    )
    .nullish(),
  displayGroupRanks: z
    .array(
      z.looseObject({
        websiteDisplayGroup: z.string(),
        title: z.string(),
        link: z.string().nullish(),
        rank: z.number().int(),
      }),
    )
    .nullish(),
});
export type TCatalogSalesRanks = z.infer<typeof ZCatalogSalesRanks>;

const ZLocalizedValue = z.looseObject({
  value: z.unknown().optional(),
  marketplace_id: z.string().nullish(),
  language_tag: z.string().nullish(),
});
export type TLocalizedValue = z.infer<typeof ZLocalizedValue>;

export const ZCatalogItem = z.looseObject({
  asin: z.string().min(1),
  summaries: z.array(ZCatalogSummary).nullish(),
  images: z.array(z.looseObject({ marketplaceId: z.string(), images: z.array(ZCatalogImage) })).nullish(),
  salesRanks: z.array(ZCatalogSalesRanks).nullish(),
  classifications: z
    .array(z.looseObject({ marketplaceId: z.string(), classifications: z.array(ZCatalogClassification).nullish() }))
    .nullish(),
  relationships: z
    .array(
      z.looseObject({
        marketplaceId: z.string(),
        relationships: z.array(
          z.looseObject({
            type: z.string(),
            parentAsins: z.array(z.string()).nullish(),
            childAsins: z.array(z.string()).nullish(),
          }),
        ),
      }),
    )
    .nullish(),
  /** Only with includedData=attributes: item_name and brand (when summaries are absent), bullet points. */
  attributes: z
    .looseObject({
      item_name: z.array(ZLocalizedValue).nullish(),
      brand: z.array(ZLocalizedValue).nullish(),
      bullet_point: z.array(ZLocalizedValue).nullish(),
    })
    .nullish(),
});
export type TCatalogItem = z.infer<typeof ZCatalogItem>;
