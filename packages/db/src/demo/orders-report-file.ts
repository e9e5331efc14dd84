// Writes the demo seller's All Orders reports (GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL)
// beside its settlements: one line per order item the settlements sell, bought 0 to 3 days before
// the item was posted, in files by purchase month (or one per marketplace). A few orders are in no
// report, as when a report was never downloaded: their rows fall back to the posted date.
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { ORDERS_REPORT_COLUMNS } from '@brandlens/reporting-core';
import { dayParts, isoDay, monthKey, type DemoRange } from './demo-calendar.ts';
import type { DemoMarketplace } from './demo-marketplaces.ts';
import { formatMinor } from './demo-money.ts';
import type { TDemoFileSplit } from './demo-plan.ts';
import { hashSeed } from './prng.ts';
import type { SoldListing } from './settlement-pass.ts';

export const ORDERS_REPORT_HEADER = `${ORDERS_REPORT_COLUMNS.join('\t')}\n`;

/** The longest time between purchase and the posting of the sale. */
export const MAX_PURCHASE_LAG_SECONDS = 3 * 86_400;
/** One order in this many has no report. */
const ONE_IN_WITHOUT_REPORT = 200;

const COUNTRY_BY_CODE = { US: 'US', CA: 'CA', UK: 'GB', DE: 'DE' } as const;

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** Seconds since 1970 as the report writes dates: ISO 8601 in UTC with an explicit +00:00 offset. */
function reportDate(epochSecond: number): string {
  const day = Math.floor(epochSecond / 86_400);
  const second = epochSecond - day * 86_400;
  const { year, month, day: dayOfMonth } = dayParts(day);
  const time = `${pad2(Math.floor(second / 3600))}:${pad2(Math.floor(second / 60) % 60)}:${pad2(second % 60)}`;
  return `${year}-${pad2(month)}-${pad2(dayOfMonth)}T${time}+00:00`;
}

/** When an order was bought: 0 to 3 days before its items were posted, the same for every item of the order. */
export function purchaseSecond(seed: number, orderId: string, postedSecond: number): number {
  return postedSecond - (hashSeed(seed, orderId, 'purchase') % (MAX_PURCHASE_LAG_SECONDS + 1));
}

export function hasOrderReport(seed: number, orderId: string): boolean {
  return hashSeed(seed, orderId, 'order-report') % ONE_IN_WITHOUT_REPORT !== 0;
}

export interface OrdersReportTotals {
  /** Order item lines written. */
  lines: number;
  /** Order items of the settlements left out of every report. */
  itemsWithoutReport: number;
}

/** The orders reports of one marketplace, written as its settlements are generated. */
export class OrdersReportWriter {
  private readonly streams = new Map<number, { path: string; stream: WriteStream }>();
  readonly files: string[] = [];
  readonly totals: OrdersReportTotals = { lines: 0, itemsWithoutReport: 0 };

  private readonly dir: string;
  private readonly seed: number;
  private readonly marketplace: DemoMarketplace;
  private readonly range: DemoRange;
  private readonly split: TDemoFileSplit;

  constructor(dir: string, seed: number, marketplace: DemoMarketplace, range: DemoRange, split: TDemoFileSplit) {
    this.dir = dir;
    this.seed = seed;
    this.marketplace = marketplace;
    this.range = range;
    this.split = split;
  }

  async add(sold: readonly SoldListing[]): Promise<void> {
    for (const { item, listing } of sold) {
      const { orderId } = item.ref;
      if (!hasOrderReport(this.seed, orderId)) {
        this.totals.itemsWithoutReport += 1;
        continue;
      }
      const posted = item.posted.day * 86_400 + item.posted.second;
      const purchased = purchaseSecond(this.seed, orderId, posted);
      const { stream } = this.streamFor(Math.floor(purchased / 86_400));
      const money = (minor: number) => formatMinor(minor, this.marketplace.isDecimalComma);
      const cells = [
        orderId,
        '',
        reportDate(purchased),
        reportDate(posted),
        'Shipped',
        'Amazon',
        this.marketplace.name,
        '',
        item.shipping > 0 ? 'Expedited' : 'Standard',
        listing.title,
        listing.sku,
        listing.asin,
        'Shipped',
        String(item.ref.quantity),
        this.marketplace.currency,
        money(item.principal),
        money(item.tax),
        money(item.shipping),
        money(item.shippingTax),
        money(item.giftWrap),
        money(item.giftWrapTax),
        money(-item.promotion),
        money(-item.shippingPromotion),
        '',
        '',
        '',
        COUNTRY_BY_CODE[this.marketplace.code],
        [item.promotionId, item.shippingPromotion ? item.shippingPromotionId : ''].filter(Boolean).join(','),
      ];
      if (!stream.write(`${cells.join('\t')}\n`)) await once(stream, 'drain');
      this.totals.lines += 1;
    }
  }

  /** Closes the monthly files no order posted on or after `day` can still fall in. */
  async closeBefore(day: number): Promise<void> {
    if (this.split === 'marketplace') return;
    const lastOpenMonth = monthKey(day - Math.ceil(MAX_PURCHASE_LAG_SECONDS / 86_400) - 1);
    for (const [month, open] of this.streams) {
      if (month >= lastOpenMonth) continue;
      this.streams.delete(month);
      await closeStream(open.stream);
    }
  }

  async close(): Promise<string[]> {
    for (const open of this.streams.values()) await closeStream(open.stream);
    this.streams.clear();
    return this.files;
  }

  private streamFor(day: number) {
    const key = this.split === 'marketplace' ? 0 : monthKey(day);
    let open = this.streams.get(key);
    if (!open) {
      const code = this.marketplace.code.toLowerCase();
      const { year, month } = dayParts(day);
      const name =
        this.split === 'marketplace'
          ? `${code}-orders-${isoDay(this.range.firstDay)}-to-${isoDay(this.range.lastDay)}.tsv`
          : `${code}-orders-${year}-${pad2(month)}.tsv`;
      const path = join(this.dir, name);
      const stream = createWriteStream(path);
      stream.write(ORDERS_REPORT_HEADER);
      open = { path, stream };
      this.streams.set(key, open);
      this.files.push(path);
    }
    return open;
  }
}

async function closeStream(stream: WriteStream): Promise<void> {
  stream.end();
  await finished(stream);
}
