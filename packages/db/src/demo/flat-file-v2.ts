// Writes settlement rows as Amazon's Flat File V2 (SOURCES.md §9.1): 24
// tab-separated columns with promotion-id, a summary row first, amounts and
// dates in the marketplace's local format (decimal comma and DD.MM.YYYY in DE).
import { V2_COLUMNS } from '@brandlens/reporting-core';
import { dayParts } from './demo-calendar.ts';
import type { DemoMarketplace } from './demo-marketplaces.ts';
import { formatMinor } from './demo-money.ts';
import type { DemoRow } from './demo-row.ts';

/** The V2 columns in Amazon's order; the importer's own list, so the two cannot drift apart. */
export const FLAT_FILE_V2_COLUMNS = V2_COLUMNS;

export const FLAT_FILE_V2_HEADER = `${FLAT_FILE_V2_COLUMNS.join('\t')}\n`;
/** Amazon pays out a couple of days after a settlement closes. */
const DEPOSIT_DELAY_DAYS = 2;

export interface SettlementSummary {
  settlementId: string;
  startDay: number;
  /** Inclusive; the file's end date is the midnight after it. */
  endDay: number;
  total: bigint;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

function settlementDate(marketplace: DemoMarketplace, epochDay: number): string {
  const { year, month, day } = dayParts(epochDay);
  return marketplace.isDecimalComma
    ? `${pad2(day)}.${pad2(month)}.${year} 00:00:00 UTC`
    : `${year}-${pad2(month)}-${pad2(day)} 00:00:00 UTC`;
}

function postedDate(marketplace: DemoMarketplace, epochDay: number): string {
  const { year, month, day } = dayParts(epochDay);
  if (marketplace.postedDateStyle === 'MM/DD/YY') return `${pad2(month)}/${pad2(day)}/${pad2(year % 100)}`;
  if (marketplace.postedDateStyle === 'DD/MM/YYYY') return `${pad2(day)}/${pad2(month)}/${year}`;
  return `${pad2(day)}.${pad2(month)}.${year}`;
}

/** The settlement's first data row: id, dates, total and currency, every other column empty. */
export function formatSummaryLine(marketplace: DemoMarketplace, summary: SettlementSummary): string {
  const cells = [
    summary.settlementId,
    settlementDate(marketplace, summary.startDay),
    settlementDate(marketplace, summary.endDay + 1),
    settlementDate(marketplace, summary.endDay + 1 + DEPOSIT_DELAY_DAYS),
    formatMinor(summary.total, marketplace.isDecimalComma),
    marketplace.currency,
  ];
  return `${cells.join('\t')}${'\t'.repeat(FLAT_FILE_V2_COLUMNS.length - cells.length)}\n`;
}

/** Formats amount rows of one settlement; caches the date texts of the day being written. */
export class RowFormatter {
  private readonly marketplace: DemoMarketplace;
  private readonly settlementId: string;
  private cachedDay = Number.NaN;
  private cachedPostedDate = '';
  private cachedIsoDay = '';

  constructor(marketplace: DemoMarketplace, settlementId: string) {
    this.marketplace = marketplace;
    this.settlementId = settlementId;
  }

  line(row: DemoRow): string {
    const { marketplace } = this;
    const { ref } = row;
    const fulfillment = row.transactionType === 'Order' || row.transactionType === 'Refund' ? 'AFN' : '';
    return (
      `${this.settlementId}\t\t\t\t\t\t${row.transactionType}\t${ref.orderId}\t\t${ref.adjustmentId}\t${ref.shipmentId}\t` +
      `${marketplace.name}\t${row.amountType}\t${row.amountDescription}\t` +
      `${formatMinor(row.amount, marketplace.isDecimalComma)}\t${fulfillment}\t${this.postedDate(row.postedDay)}\t` +
      `${this.postedDateTime(row.postedDay, row.postedSecond)}\t${ref.orderItemCode}\t\t\t${ref.sku}\t` +
      `${ref.quantity === 0 ? '' : ref.quantity}\t${row.promotionId}\n`
    );
  }

  private postedDate(day: number): string {
    if (day !== this.cachedDay) {
      this.cachedDay = day;
      this.cachedPostedDate = postedDate(this.marketplace, day);
      const { year, month, day: dayOfMonth } = dayParts(day);
      this.cachedIsoDay = `${year}-${pad2(month)}-${pad2(dayOfMonth)}`;
    }
    return this.cachedPostedDate;
  }

  private postedDateTime(day: number, second: number): string {
    this.postedDate(day);
    const time = `${pad2(Math.floor(second / 3600))}:${pad2(Math.floor(second / 60) % 60)}:${pad2(second % 60)}`;
    return `${this.cachedIsoDay} ${time} UTC`;
  }
}

/** The row that balances a settlement whose charges exceed its sales: Amazon charges the card on file. */
export function balancingRow(amount: number, day: number): DemoRow {
  return {
    transactionType: 'Successful charge',
    amountType: 'other-transaction',
    amountDescription: 'Successful charge',
    amount,
    postedDay: day,
    postedSecond: 86_399,
    ref: { orderId: '', adjustmentId: '', shipmentId: '', orderItemCode: '', sku: '', quantity: 0 },
    promotionId: '',
  };
}
