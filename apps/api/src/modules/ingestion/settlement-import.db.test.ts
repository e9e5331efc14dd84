import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROW_KINDS,
  settlementFileText,
  type FileLayout,
  type GeneratedSettlement,
} from '../../test/settlement-files.ts';
import { importFileFromCli, resolveCliSeller } from './cli-import.service.ts';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const samplesDir = resolve(repoRoot, '../shared/samples');

/** Every file of the samples folder whose first line is a settlement flat-file header. */
function settlementSamples(): string[] {
  if (!existsSync(samplesDir)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (statSync(path).size < 50_000_000) {
        const first = readFileSync(path, 'utf8').split('\n', 1)[0] ?? '';
        if (
          first
            .replace(/^\uFEFF/, '')
            .split('\t')
            .map((cell) => cell.trim())
            .includes('settlement-id')
        )
          found.push(path);
      }
    }
  };
  walk(samplesDir);
  return found.sort();
}

const AMOUNT_COLUMNS = [
  'amount',
  'price-amount',
  'item-related-fee-amount',
  'shipment-fee-amount',
  'order-fee-amount',
  'promotion-amount',
  'direct-payment-amount',
  'other-fee-amount',
  'misc-fee-amount',
  'other-amount',
];

/** An independent, deliberately simple reading of a sample: per settlement, total, sum of amounts and number of amounts. */
function expectedFromSample(path: string) {
  const [header = '', ...lines] = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const names = header.split('\t').map((cell) => cell.trim());
  const cents = (text: string) => {
    const [whole = '0', fraction = ''] = text.trim().replace(',', '.').split('.');
    const value = BigInt(whole.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
    return text.trim().startsWith('-') ? -value : value;
  };
  const settlements = new Map<string, { total: bigint; sum: bigint; rows: number }>();
  for (const line of lines) {
    if (!line.trim()) continue;
    const cells = new Map(line.split('\t').map((cell, index) => [names[index] ?? '', cell.trim()]));
    const id = cells.get('settlement-id') ?? '';
    if (cells.get('total-amount')) {
      settlements.set(id, { total: cents(cells.get('total-amount') ?? '0'), sum: 0n, rows: 0 });
      continue;
    }
    const entry = settlements.get(id);
    if (!entry) throw new Error(`sample ${path}: row before summary`);
    for (const column of AMOUNT_COLUMNS) {
      const value = cells.get(column);
      if (value) {
        entry.sum += cents(value);
        entry.rows += 1;
      }
    }
  }
  return settlements;
}

const decimal = (value: bigint) => {
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

describe(`settlement importer on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let workDir: string;
  let sellerId: string;
  let fileNumber = 0;
  const noProgress = () => undefined;
  const importText = async (text: string) => {
    fileNumber += 1;
    const path = join(workDir, `file-${fileNumber}.txt`);
    await writeFile(path, text);
    return importFileFromCli(database.db, sellerId, path, noProgress);
  };
  const settlementRows = async (settlementId: string) =>
    (
      await database.pool.query(
        `select s.total_amount::text as total, s.row_count, coalesce(sum(l.amount), 0)::text as rows_total, count(l.id)::int as stored
         from settlements s left join ledger_entries l on l.settlement_ref = s.id
         where s.seller_id = $1 and s.settlement_id = $2 group by s.id`,
        [sellerId, settlementId],
      )
    ).rows[0];
  /** Every stored settlement has exactly the rows it announced: nothing partial. */
  const assertNoPartialSettlement = async () => {
    const { rows } = await database.pool.query(
      `select s.settlement_id from settlements s left join ledger_entries l on l.settlement_ref = s.id
       group by s.id having count(l.id) <> s.row_count`,
    );
    expect(rows).toEqual([]);
    const orphans = await database.pool.query(
      `select count(*)::int as n from ledger_entries where settlement_ref is null`,
    );
    expect(orphans.rows[0].n).toBe(0);
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-import-'));
    database = await createTestDatabase();
    sellerId = await resolveCliSeller(database.db, 'importer-test', true);
  });
  afterAll(async () => {
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  const samples = settlementSamples();
  it.skipIf(samples.length === 0)(
    `imports every settlement sample of ${samplesDir} with exact row counts and totals`,
    async () => {
      for (const path of samples) {
        const outcome = await importFileFromCli(database.db, sellerId, path, noProgress);
        expect(outcome, relative(samplesDir, path)).toMatchObject({ status: 'succeeded', errors: [] });
        for (const [settlementId, expected] of expectedFromSample(path)) {
          const stored = await settlementRows(settlementId);
          expect(stored.stored, `${path} ${settlementId}`).toBe(expected.rows);
          expect(stored.row_count).toBe(expected.rows);
          expect(stored.total).toBe(`${decimal(expected.total)}00`);
          expect(stored.rows_total).toBe(expected.rows === 0 ? '0' : `${decimal(expected.sum)}00`);
        }
      }
      await assertNoPartialSettlement();
    },
  );
  if (samples.length === 0) it.skip(`no settlement samples: ${samplesDir} is absent`, () => undefined);

  it.skipIf(!existsSync(join(samplesDir, 'airbyte-source-amazon-seller-partner')))(
    'reads the airbyte V1 sample exactly (a synthetic file whose total does not match its one order row)',
    async () => {
      const stored = await settlementRows('12345678901');
      expect(stored).toEqual({ total: '1234.5600', row_count: 2, rows_total: '16.7700', stored: 2 });
      const { rows } = await database.pool.query(
        `select pnl_line, amount::text, marketplace_id, sku, posted_date::text, source from ledger_entries l join settlements s on s.id = l.settlement_ref where s.settlement_id = '12345678901' order by l.id`,
      );
      expect(rows).toEqual([
        {
          pnl_line: 'fullPriceFulfilledProductSales',
          amount: '19.9900',
          marketplace_id: 'ATVPDKIKX0DER',
          sku: 'SKU-1',
          posted_date: '2023-01-03',
          source: 'settlement_v1',
        },
        {
          pnl_line: 'fbaFulfilmentFees',
          amount: '-3.2200',
          marketplace_id: 'ATVPDKIKX0DER',
          sku: 'SKU-1',
          posted_date: '2023-01-03',
          source: 'settlement_v1',
        },
      ]);
    },
  );

  const arbitraryRow = fc.record({
    kind: fc.integer({ min: 0, max: ROW_KINDS.length - 1 }),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    marketplaceName: fc.constantFrom('Amazon.com', 'Amazon.ca', 'Amazon.de', 'Non-Amazon CA', ''),
    day: fc.integer({ min: 1, max: 28 }),
  });
  const arbitraryStyle = fc.record({
    layout: fc.constantFrom<FileLayout>('v2-24', 'v2-23', 'v1-36', 'v1-33'),
    decimalComma: fc.boolean(),
    dayFirst: fc.boolean(),
    crlf: fc.boolean(),
    bom: fc.boolean(),
  });
  let nextSettlementId = 40_000_000;
  const toSettlement = (
    rows: Array<{ kind: number; cents: number; marketplaceName: string; day: number }>,
    currency: string,
  ): GeneratedSettlement => {
    nextSettlementId += 1;
    return {
      settlementId: String(nextSettlementId),
      currency,
      rows: rows.map((row) => {
        const kind = ROW_KINDS[row.kind] ?? ROW_KINDS[0];
        return {
          transactionType: kind?.transactionType ?? 'Order',
          amountType: kind?.amountType ?? 'ItemPrice',
          amountDescription: kind?.amountDescription ?? 'Principal',
          cents: (kind?.sign ?? 1) * row.cents,
          ...(kind?.sku ? { sku: kind.sku } : {}),
          marketplaceName: row.marketplaceName,
          posted: [2024, 3, row.day],
        };
      }),
    };
  };

  it('reconciles any generated settlement to 0.00, in every layout and locale (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.array(arbitraryRow, { minLength: 0, maxLength: 25 }),
            fc.constantFrom('USD', 'EUR', 'CAD', 'GBP'),
          ),
          { minLength: 1, maxLength: 3 },
        ),
        arbitraryStyle,
        async (drafts, style) => {
          const settlements = drafts.map(([rows, currency]) => toSettlement(rows, currency));
          const outcome = await importText(settlementFileText(settlements, style));
          expect(outcome).toMatchObject({ status: 'succeeded', settlementsImported: settlements.length });
          for (const settlement of settlements) {
            const stored = await settlementRows(settlement.settlementId);
            expect(stored.total).toBe(stored.rows_total === '0' ? '0.0000' : stored.rows_total);
            expect(stored.stored).toBe(settlement.rows.length);
          }
        },
      ),
      { numRuns: 25 },
    );
    await assertNoPartialSettlement();
  });

  it('never crashes on a fuzzed file: it fails with a line and a reason, and stores nothing of a failed file', async () => {
    const base = settlementFileText(
      [
        toSettlement(
          [
            { kind: 0, cents: 1999, marketplaceName: 'Amazon.com', day: 3 },
            { kind: 2, cents: 300, marketplaceName: 'Amazon.com', day: 3 },
          ],
          'USD',
        ),
      ],
      { layout: 'v2-24', decimalComma: false, dayFirst: false, crlf: false, bom: false },
    );
    const mutation = fc.oneof(
      fc.record({ at: fc.nat(), insert: fc.string({ maxLength: 8 }) }),
      fc.record({
        at: fc.nat(),
        insert: fc.constantFrom('\t', '\n', '\r\n', ',', '.', '-', '\u0000', 'é', '\uFEFF', '99/99/99'),
      }),
      fc.record({ at: fc.nat(), remove: fc.integer({ min: 1, max: 40 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (mutations) => {
        nextSettlementId += 1;
        let text = base
          .replaceAll(/\t\d{8}\t/g, `\t${nextSettlementId}\t`)
          .replaceAll(/^\d{8}\t/gm, `${nextSettlementId}\t`);
        for (const change of mutations) {
          const at = change.at % (text.length + 1);
          text =
            'insert' in change
              ? text.slice(0, at) + change.insert + text.slice(at)
              : text.slice(0, at) + text.slice(at + change.remove);
        }
        const before = (await database.pool.query(`select count(*)::int as n from ledger_entries`)).rows[0].n;
        const outcome = await importText(text);
        if (outcome.status === 'failed') {
          expect(outcome.errors).toHaveLength(1);
          expect(outcome.errors[0]?.reason).toMatch(/\S/);
          expect(outcome.errors[0]?.reason).not.toContain('The import stopped');
          expect((await database.pool.query(`select count(*)::int as n from ledger_entries`)).rows[0].n).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
    await assertNoPartialSettlement();
  });

  it('re-importing a file says already imported and changes nothing', async () => {
    const text = settlementFileText([
      toSettlement([{ kind: 0, cents: 500, marketplaceName: 'Amazon.com', day: 5 }], 'USD'),
    ]);
    expect(await importText(text)).toMatchObject({
      status: 'succeeded',
      settlementsImported: 1,
      settlementsSkipped: 0,
    });
    const before = (
      await database.pool.query(
        `select (select count(*) from ledger_entries)::int as l, (select sum(amount) from ledger_daily_rollups)::text as r`,
      )
    ).rows[0];
    expect(await importText(text)).toMatchObject({
      status: 'succeeded',
      settlementsImported: 0,
      settlementsSkipped: 1,
    });
    expect(
      (
        await database.pool.query(
          `select (select count(*) from ledger_entries)::int as l, (select sum(amount) from ledger_daily_rollups)::text as r`,
        )
      ).rows[0],
    ).toEqual(before);
  });

  it('refuses a file that mixes MM/DD/YY and DD/MM/YY, naming the line', async () => {
    const settlement = toSettlement(
      [
        { kind: 0, cents: 100, marketplaceName: 'Amazon.com', day: 13 },
        { kind: 0, cents: 100, marketplaceName: 'Amazon.com', day: 14 },
      ],
      'USD',
    );
    const lines = settlementFileText([settlement]).split('\n');
    lines[3] = (lines[3] ?? '').replace('03/14/24', '14/03/24');
    const outcome = await importText(lines.join('\n'));
    expect(outcome).toMatchObject({
      status: 'failed',
      errors: [{ line: 4, reason: expect.stringContaining('mixes MM/DD/YY (line 3) and DD/MM/YY (line 4)') }],
    });
  });
});
