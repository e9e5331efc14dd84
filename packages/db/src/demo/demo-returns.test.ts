import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlatFile } from './flat-file-reader.test-support.ts';
import { demoRefunds, demoReturnsHistory } from './demo-returns.ts';
import { writeDemoSettlementFiles, type DemoDataOptions } from './index.ts';

// The small demo of the settlement writer's test: its refunds read back from the files it writes.
const OPTIONS: DemoDataOptions = { seed: 42, now: new Date('2025-06-15T10:00:00Z'), orders: 4_000 };
const rows = demoReturnsHistory(OPTIONS);
let root: string;
/** order id, SKU and units of every refund's ItemPrice / Principal row in the settlement files, sorted. */
let fileRefunds: string[];

const keyOf = (orderId: string, sku: string, quantity: number | string) => `${orderId} ${sku} ${quantity}`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brandlens-demo-returns-'));
  const written = await writeDemoSettlementFiles(root, OPTIONS);
  const files = await Promise.all(written.files.map(readFlatFile));
  fileRefunds = files
    .flatMap((file) => file.settlements.flatMap((settlement) => settlement.rows))
    .filter(
      (row) =>
        row['transaction-type'] === 'Refund' &&
        row['amount-type'] === 'ItemPrice' &&
        row['amount-description'] === 'Principal',
    )
    .map((row) => keyOf(row['order-id'] ?? '', row.sku ?? '', row['quantity-purchased'] ?? ''))
    .sort();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('demo customer returns', () => {
  it('has one return per refunded order item of the settlement files, with its units', () => {
    expect(fileRefunds).toHaveLength(167);
    expect(rows).toHaveLength(167);
    expect(rows.map((row) => keyOf(row.orderId, row.sku, row.quantity)).sort()).toEqual(fileRefunds);
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(193);
  });

  it('arrives one to two days before its refund is posted, with a licence plate and a fulfilment centre', () => {
    const refunds = demoRefunds(OPTIONS);
    rows.forEach((row, index) => {
      const refund = refunds[index];
      const postedMs = ((refund?.postedDay ?? 0) * 86_400 + (refund?.postedSecond ?? 0)) * 1000;
      const before = postedMs - Date.parse(row.returnedAt);
      expect(before).toBeGreaterThanOrEqual(86_400_000);
      expect(before).toBeLessThan(2 * 86_400_000);
      expect(row.licensePlateNumber).toMatch(/^LPN[0-9A-Z]{9}$/);
      expect(row.fulfillmentCenterId).toMatch(/^[A-Z]{3}\d$/);
      expect(row.asin).toMatch(/^B0/);
    });
    expect(new Set(rows.map((row) => row.licensePlateNumber)).size).toBe(rows.length);
  });

  it('gives each product family its own reasons: socks too small, bulbs defective', () => {
    const units = (family: string, reason: string) =>
      rows
        .filter((row) => row.sku.split('-')[1] === family && row.reason === reason)
        .reduce((sum, row) => sum + row.quantity, 0);
    expect(units('SOCKS', 'APPAREL_TOO_SMALL')).toBe(4);
    expect(units('BULB', 'DEFECTIVE')).toBe(20);
    expect(units('BULB', 'APPAREL_TOO_SMALL')).toBe(0);
    expect(units('SOCKS', 'DEFECTIVE')).toBe(0);
    const defective = rows.filter((row) => row.reason === 'DEFECTIVE');
    expect(defective.every((row) => row.detailedDisposition === 'DEFECTIVE')).toBe(true);
  });

  it('is the same on every run', () => {
    expect(demoReturnsHistory(OPTIONS)).toEqual(rows);
  });
});
