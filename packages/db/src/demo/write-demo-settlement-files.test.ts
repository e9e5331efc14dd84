import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseOrdersLine, readOrdersHeader, type OrderReportRow } from '@brandlens/reporting-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlatFile, sumRows, type ReadFile } from './flat-file-reader.test-support.ts';
import { writeDemoSettlementFiles, type DemoDataOptions, type DemoDataResult } from './index.ts';

const OPTIONS: DemoDataOptions = { seed: 42, now: new Date('2025-06-15T10:00:00Z'), orders: 4_000 };
let root: string;
let result: DemoDataResult;
let files: ReadFile[];

async function hashOf(paths: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const path of paths) hash.update(basename(path)).update(await readFile(path));
  return hash.digest('hex');
}

async function generate(name: string, options: DemoDataOptions): Promise<DemoDataResult> {
  return writeDemoSettlementFiles(join(root, name), options);
}

const allSettlements = () => files.flatMap((file) => file.settlements);
const allRows = () => allSettlements().flatMap((settlement) => settlement.rows);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brandlens-demo-'));
  result = await generate('main', OPTIONS);
  files = await Promise.all(result.files.map(readFlatFile));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('writeDemoSettlementFiles', () => {
  it('is deterministic: the same options give byte-identical files, another seed different ones', async () => {
    const again = await generate('again', OPTIONS);
    const otherSeed = await generate('other-seed', { ...OPTIONS, seed: 43 });
    expect(await hashOf(again.files)).toBe(await hashOf(result.files));
    expect(await hashOf(again.orderFiles)).toBe(await hashOf(result.orderFiles));
    expect(await hashOf(otherSeed.files)).not.toBe(await hashOf(result.files));
  });

  it('writes exactly the requested order items, one file per settlement, 24 Flat File V2 columns', () => {
    expect(result.totals.orderItems).toBe(4_000);
    expect(result.totals.settlements).toBe(result.files.length);
    expect(result.totals.rows).toBe(allRows().length);
    for (const file of files) {
      expect(file.header).toHaveLength(24);
      expect(file.header.at(-1)).toBe('promotion-id');
      expect(file.settlements).toHaveLength(1);
    }
  });

  it('gives every settlement a summary total equal to the exact sum of its amount rows', () => {
    for (const { summary, rows } of allSettlements()) {
      expect(rows.length).toBeGreaterThan(0);
      expect(sumRows(rows)).toBe(sumRows([{ amount: summary['total-amount'] ?? '' }]));
      expect(new Set(rows.map((row) => row['settlement-id']))).toEqual(new Set([summary['settlement-id']]));
    }
  });

  it('covers US, CA, UK and DE, each in its own currency, with unique settlement ids', () => {
    const currencyByMarketplace = new Map<string, Set<string>>();
    for (const { summary, rows } of allSettlements()) {
      for (const row of rows) {
        const currencies = currencyByMarketplace.get(row['marketplace-name'] ?? '') ?? new Set<string>();
        currencyByMarketplace.set(row['marketplace-name'] ?? '', currencies.add(summary.currency ?? ''));
      }
    }
    expect(Object.fromEntries([...currencyByMarketplace].map(([name, currencies]) => [name, [...currencies]]))).toEqual(
      {
        'Amazon.com': ['USD'],
        'Amazon.ca': ['CAD'],
        'Amazon.co.uk': ['GBP'],
        'Amazon.de': ['EUR'],
      },
    );
    const ids = allSettlements().map(({ summary }) => summary['settlement-id']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes DE amounts and dates the German way and the others with a decimal point', () => {
    for (const { summary, rows } of allSettlements()) {
      const isGerman = summary.currency === 'EUR';
      const amount = isGerman ? /^-?\d+,\d{2}$/ : /^-?\d+\.\d{2}$/;
      expect(summary['total-amount']).toMatch(amount);
      expect(summary['settlement-start-date']).toMatch(
        isGerman ? /^\d{2}\.\d{2}\.\d{4} 00:00:00 UTC$/ : /^\d{4}-\d{2}-\d{2} 00:00:00 UTC$/,
      );
      for (const row of rows) expect(row.amount).toMatch(amount);
    }
    const germanDates = allRows().filter((row) => row['marketplace-name'] === 'Amazon.de');
    expect(germanDates.every((row) => /^\d{2}\.\d{2}\.\d{4}$/.test(row['posted-date'] ?? ''))).toBe(true);
  });

  it('contains every kind of row DOMAIN.md maps to a P&L line', () => {
    const kinds = new Set(
      allRows().map((row) => `${row['transaction-type']}/${row['amount-type']}/${row['amount-description']}`),
    );
    const expected = [
      'Order/ItemPrice/Principal',
      'Order/ItemPrice/Tax',
      'Order/ItemPrice/Shipping',
      'Order/ItemPrice/GiftWrap',
      'Order/ItemWithheldTax/MarketplaceFacilitatorTax-Principal',
      'Order/Promotion/Principal',
      'Order/Promotion/Shipping',
      'Order/ItemFees/Commission',
      'Order/ItemFees/FBAPerUnitFulfillmentFee',
      'Order/ItemFees/ShippingChargeback',
      'Order/ItemFees/DigitalServicesFee',
      'Refund/ItemPrice/Principal',
      'Refund/ItemFees/RefundCommission',
      'Refund/Promotion/Principal',
      'other-transaction/other-transaction/Storage Fee',
      'other-transaction/other-transaction/Inbound Transportation Fee',
      'other-transaction/other-transaction/DisposalComplete',
      'other-transaction/FBA Inventory Reimbursement/WAREHOUSE_DAMAGE',
      'ServiceFee/Cost of Advertising/TransactionTotalAmount',
      'other-transaction/other-transaction/Subscription Fee',
      'other-transaction/other-transaction/Previous Reserve Amount Balance',
      'other-transaction/other-transaction/Current Reserve Amount',
    ];
    expect(expected.filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  it('covers the 24 months up to the end of the month before now, in 14-day settlements', () => {
    expect([result.firstDay, result.lastDay]).toEqual(['2023-06-01', '2025-05-31']);
    const months = new Set(
      allRows()
        .filter((row) => row['transaction-type'] === 'Order')
        .map((row) => (row['posted-date-time'] ?? '').slice(0, 7)),
    );
    expect(months.size).toBe(24);
    expect([...months].sort()[0]).toBe('2023-06');
    expect([...months].sort().at(-1)).toBe('2025-05');
    const us = allSettlements().filter(({ summary }) => summary.currency === 'USD');
    expect(us[0]?.summary['settlement-start-date']).toBe('2023-06-01 00:00:00 UTC');
    expect(us[0]?.summary['settlement-end-date']).toBe('2023-06-15 00:00:00 UTC');
    expect(us.at(-1)?.summary['settlement-end-date']).toBe('2025-06-01 00:00:00 UTC');
  });

  it('refunds about 3–5 % of order items', () => {
    const orderItems = new Set(
      allRows()
        .filter((row) => row['transaction-type'] === 'Order')
        .map((row) => row['order-item-code']),
    );
    const refunded = new Set(
      allRows()
        .filter((row) => row['transaction-type'] === 'Refund')
        .map((row) => row['order-item-code']),
    );
    expect(refunded.size / orderItems.size).toBeGreaterThan(0.03);
    expect(refunded.size / orderItems.size).toBeLessThan(0.05);
  });

  it('can write one file per marketplace holding all its settlements, each still reconciling', async () => {
    const split = await generate('per-marketplace', { ...OPTIONS, orders: 500, months: 3, split: 'marketplace' });
    expect(split.files.map((path) => basename(path))).toEqual([
      'us-2025-03-01-to-2025-05-31.tsv',
      'ca-2025-03-01-to-2025-05-31.tsv',
      'uk-2025-03-01-to-2025-05-31.tsv',
      'de-2025-03-01-to-2025-05-31.tsv',
    ]);
    for (const file of await Promise.all(split.files.map(readFlatFile))) {
      expect(file.settlements).toHaveLength(7);
      for (const { summary, rows } of file.settlements)
        expect(sumRows(rows)).toBe(sumRows([{ amount: summary['total-amount'] ?? '' }]));
    }
  });
});

/** Every line of the orders reports, read with the importer's own parser (so the importer accepts them). */
async function readOrderReports(paths: readonly string[]): Promise<Array<OrderReportRow & { file: string }>> {
  const rows: Array<OrderReportRow & { file: string }> = [];
  for (const path of paths) {
    const [first = '', ...lines] = (await readFile(path, 'utf8')).split('\n');
    const header = readOrdersHeader(first);
    if (!header.ok) throw new Error(`${path}: ${header.reason}`);
    lines.forEach((text, index) => {
      const parsed = parseOrdersLine(header.header, text, index + 2);
      if (parsed.kind === 'error') throw new Error(`${path}:${parsed.line}: ${parsed.reason}`);
      if (parsed.kind === 'order') rows.push({ ...parsed.row, file: basename(path) });
    });
  }
  return rows;
}

describe('demo orders reports', () => {
  const postedAtOf = (row: Record<string, string>) =>
    Date.parse((row['posted-date-time'] ?? '').replace(' UTC', 'Z').replace(' ', 'T'));

  it('list the order items of the settlements, bought 0 to 3 days before they were posted, in files by purchase month', async () => {
    const reported = await readOrderReports(result.orderFiles);
    expect(reported).toHaveLength(result.totals.orderReportLines);
    expect(result.totals.orderReportLines + result.totals.orderItemsWithoutReport).toBe(4_000);
    const purchasedAt = new Map(reported.map((row) => [row.orderId, Date.parse(row.purchasedAt)]));
    const principals = allRows().filter(
      (row) =>
        row['transaction-type'] === 'Order' &&
        row['amount-description'] === 'Principal' &&
        row['amount-type'] === 'ItemPrice',
    );
    const sold = new Set(principals.map((row) => row['order-id']));
    let withoutReport = 0;
    for (const row of principals) {
      const purchased = purchasedAt.get(row['order-id'] ?? '');
      if (purchased === undefined) {
        withoutReport += 1;
        continue;
      }
      const lag = postedAtOf(row) - purchased;
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThanOrEqual(3 * 86_400_000);
    }
    expect(withoutReport).toBe(result.totals.orderItemsWithoutReport);
    // A few orders have no report, and the reports hold no order the settlements do not sell.
    expect(withoutReport).toBeGreaterThan(0);
    expect(withoutReport / principals.length).toBeLessThan(0.02);
    expect([...purchasedAt.keys()].filter((orderId) => !sold.has(orderId))).toEqual([]);
    for (const row of reported) {
      expect(row.file).toMatch(/^(us|ca|uk|de)-orders-\d{4}-\d{2}\.tsv$/);
      expect(row.file.slice(10, 17)).toBe(row.purchasedAt.slice(0, 7));
      expect(row).toMatchObject({ orderStatus: 'Shipped', itemStatus: 'Shipped' });
      expect(row.marketplaceId).not.toBeNull();
      expect(row.quantity).toBeGreaterThan(0);
    }
    // Items of one order share its purchase date.
    const byOrder = new Map<string, Set<string>>();
    for (const row of reported) byOrder.set(row.orderId, (byOrder.get(row.orderId) ?? new Set()).add(row.purchasedAt));
    expect([...byOrder.values()].every((dates) => dates.size === 1)).toBe(true);
  });

  it('writes one orders report per marketplace with the one-file-per-marketplace split', async () => {
    const split = await generate('orders-per-marketplace', {
      ...OPTIONS,
      orders: 300,
      months: 2,
      split: 'marketplace',
    });
    expect(split.orderFiles.map((path) => basename(path))).toEqual([
      'us-orders-2025-04-01-to-2025-05-31.tsv',
      'ca-orders-2025-04-01-to-2025-05-31.tsv',
      'uk-orders-2025-04-01-to-2025-05-31.tsv',
      'de-orders-2025-04-01-to-2025-05-31.tsv',
    ]);
    expect(await readOrderReports(split.orderFiles)).toHaveLength(split.totals.orderReportLines);
  });
});
