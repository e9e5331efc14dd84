import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { readFlatFile, sumRows } from './flat-file-reader.test-support.ts';
import { writeDemoSettlementFiles } from './index.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'brandlens-demo-property-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('demo settlements (property)', () => {
  it('reconcile for any seed, order count, length and end date', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 3 }),
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('settlement' as const, 'marketplace' as const),
        async (seed, orders, months, endDate, split) => {
          const dir = join(root, String((run += 1)));
          const result = await writeDemoSettlementFiles(dir, {
            seed,
            now: new Date('2025-01-01T00:00:00Z'),
            endDate: endDate.toISOString().slice(0, 10),
            orders,
            months,
            split,
          });
          let orderItems = 0;
          for (const file of await Promise.all(result.files.map(readFlatFile))) {
            for (const { summary, rows } of file.settlements) {
              if (sumRows(rows) !== sumRows([{ amount: summary['total-amount'] ?? '' }])) return false;
              orderItems += new Set(
                rows.filter((row) => row['transaction-type'] === 'Order').map((row) => row['order-item-code']),
              ).size;
            }
          }
          await rm(dir, { recursive: true, force: true });
          return orderItems === orders && result.totals.orderItems === orders;
        },
      ),
      { numRuns: 25 },
    );
  });
});
