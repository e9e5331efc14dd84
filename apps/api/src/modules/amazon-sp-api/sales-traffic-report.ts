// The Sales and Traffic report document (GET_SALES_AND_TRAFFIC_REPORT, JSON;
// Amazon's schema sellerSalesAndTrafficReport.json): the account's figures per
// date (salesAndTrafficByDate) and per ASIN or SKU over the whole requested
// range (salesAndTrafficByAsin). Fields Amazon leaves out read as zero counts
// and null percentages; a document without both sections is not this report.
import { z } from 'zod';
import { firstIssue, parseJsonKeepingNumbers, ZJsonCount, ZJsonDecimal } from './report-json-document.ts';

export const SALES_TRAFFIC_REPORT_TYPE = 'GET_SALES_AND_TRAFFIC_REPORT';

export class SalesTrafficReportError extends Error {
  constructor(reason: string) {
    super(`Sales and Traffic report refused: ${reason}`);
    this.name = 'SalesTrafficReportError';
  }
}

const ZAmount = z.object({ amount: ZJsonDecimal, currencyCode: z.string().min(1) });
const count = ZJsonCount.optional();

const ZSalesByDate = z.object({
  orderedProductSales: ZAmount.optional(),
  unitsOrdered: count,
  totalOrderItems: count,
  unitsRefunded: count,
});
const ZTrafficByDate = z.object({
  pageViews: count,
  sessions: count,
  buyBoxPercentage: ZJsonDecimal.optional(),
  unitSessionPercentage: ZJsonDecimal.optional(),
});
const ZSalesAndTrafficByDate = z.object({
  date: z.iso.date(),
  salesByDate: ZSalesByDate.optional(),
  trafficByDate: ZTrafficByDate.optional(),
});
const ZSalesAndTrafficByAsin = z
  .object({
    parentAsin: z.string().min(1).optional(),
    childAsin: z.string().min(1).optional(),
    sku: z.string().min(1).optional(),
    salesByAsin: ZSalesByDate.omit({ unitsRefunded: true }).optional(),
    trafficByAsin: ZTrafficByDate.optional(),
  })
  .refine((row) => row.childAsin !== undefined || row.parentAsin !== undefined, 'A row names no ASIN');

export const ZSalesTrafficDocument = z.object({
  reportSpecification: z
    .object({
      reportType: z.literal(SALES_TRAFFIC_REPORT_TYPE).optional(),
      reportOptions: z.record(z.string(), z.string()).optional(),
      dataStartTime: z.string().optional(),
      dataEndTime: z.string().optional(),
      marketplaceIds: z.array(z.string()).optional(),
    })
    .optional(),
  salesAndTrafficByDate: z.array(ZSalesAndTrafficByDate),
  salesAndTrafficByAsin: z.array(ZSalesAndTrafficByAsin),
});

/** One row of sales_traffic_daily: asin and sku '' for the account's totals of the day. */
export interface SalesTrafficRow {
  asin: string;
  sku: string;
  parentAsin: string | null;
  unitsOrdered: number;
  totalOrderItems: number;
  /** Exact decimal text. */
  orderedProductSales: string;
  currency: string | null;
  /** Only the per-date section gives refunds: 0 on ASIN rows. */
  unitsRefunded: number;
  sessions: number;
  pageViews: number;
  /** Percent (95.24 = 95.24 %), exact decimal text. */
  buyBoxPercentage: string | null;
  unitSessionPercentage: string | null;
}

export interface SalesTrafficDocument {
  /** The requested range as the document repeats it (YYYY-MM-DD), when it does. */
  dataStartDate: string | null;
  dataEndDate: string | null;
  marketplaceIds: string[] | null;
  /** The account's totals per date. */
  days: { date: string; totals: SalesTrafficRow }[];
  /** Per child ASIN / SKU (or parent ASIN), summed over the whole range. */
  asins: SalesTrafficRow[];
}

/** Reads the document; throws SalesTrafficReportError when it is not JSON or not this report. */
export function parseSalesTrafficReport(text: string): SalesTrafficDocument {
  let json: unknown;
  try {
    json = parseJsonKeepingNumbers(text);
  } catch (error) {
    throw new SalesTrafficReportError(`the document is not JSON (${(error as Error).message})`);
  }
  const parsed = ZSalesTrafficDocument.safeParse(json);
  if (!parsed.success) throw new SalesTrafficReportError(firstIssue(parsed.error));
  const { reportSpecification: spec, salesAndTrafficByDate, salesAndTrafficByAsin } = parsed.data;
  return {
    dataStartDate: dateOf(spec?.dataStartTime),
    dataEndDate: dateOf(spec?.dataEndTime),
    marketplaceIds: spec?.marketplaceIds ?? null,
    days: salesAndTrafficByDate.map((entry) => ({
      date: entry.date,
      totals: rowOf('', '', null, entry.salesByDate, entry.trafficByDate),
    })),
    asins: salesAndTrafficByAsin.map((entry) =>
      rowOf(
        entry.childAsin ?? entry.parentAsin ?? '',
        entry.sku ?? '',
        entry.parentAsin ?? null,
        entry.salesByAsin,
        entry.trafficByAsin,
      ),
    ),
  };
}

/**
 * The rows of one day of one marketplace: the day's totals, then each ASIN / SKU. The by-ASIN
 * section sums the whole range, so a document that covers another day, or more than this one,
 * is refused rather than stored under the wrong day.
 */
export function salesTrafficRowsOfDay(
  document: SalesTrafficDocument,
  target: { day: string; marketplaceId: string },
): SalesTrafficRow[] {
  const { day, marketplaceId } = target;
  if (document.marketplaceIds && !document.marketplaceIds.includes(marketplaceId))
    throw new SalesTrafficReportError(`it is for ${document.marketplaceIds.join(', ')}, not ${marketplaceId}`);
  for (const date of [document.dataStartDate, document.dataEndDate])
    if (date !== null && date !== day)
      throw new SalesTrafficReportError(
        `it covers ${document.dataStartDate} to ${document.dataEndDate}, not the one day ${day}`,
      );
  const other = document.days.find((entry) => entry.date !== day);
  if (other) throw new SalesTrafficReportError(`it has figures of ${other.date}, not only of ${day}`);
  const rows = new Map<string, SalesTrafficRow>();
  for (const row of [...document.days.map((entry) => entry.totals), ...document.asins])
    rows.set(`${row.asin}\u0000${row.sku}`, row);
  return [...rows.values()];
}

function rowOf(
  asin: string,
  sku: string,
  parentAsin: string | null,
  sales: Partial<z.infer<typeof ZSalesByDate>> | undefined,
  traffic: z.infer<typeof ZTrafficByDate> | undefined,
): SalesTrafficRow {
  return {
    asin,
    sku,
    parentAsin,
    unitsOrdered: sales?.unitsOrdered ?? 0,
    totalOrderItems: sales?.totalOrderItems ?? 0,
    orderedProductSales: sales?.orderedProductSales?.amount ?? '0',
    currency: sales?.orderedProductSales?.currencyCode ?? null,
    unitsRefunded: sales?.unitsRefunded ?? 0,
    sessions: traffic?.sessions ?? 0,
    pageViews: traffic?.pageViews ?? 0,
    buyBoxPercentage: traffic?.buyBoxPercentage ?? null,
    unitSessionPercentage: traffic?.unitSessionPercentage ?? null,
  };
}

/** 'YYYY-MM-DD' of '2021-06-11' or '2021-06-11T00:00:00Z'; null when absent or not a date. */
function dateOf(value: string | undefined): string | null {
  const date = value?.slice(0, 10);
  return date && z.iso.date().safeParse(date).success ? date : null;
}
