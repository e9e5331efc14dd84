import { describe, expect, it } from 'vitest';
import { buildXlsxFixture, cogsFixtureRow, withDeclaredSheetSize } from '../../test/xlsx-fixture.ts';
import { readCogsFile } from './cogs-file.ts';
import { cogsFileReaderStats, readCogsFileInWorker } from './cogs-file-reader.ts';
import { COGS_FILE_RULES } from './cogs-upload-limits.ts';

const HEADER = 'sku,unit landed cost,currency,valid from\n';
const csvOf = (rows: number, blankEvery = 0) => {
  const lines = [HEADER];
  for (let row = 1; row <= rows; row += 1) {
    lines.push(`SKU-${row},1.00,USD,2025-01-01\n`);
    if (blankEvery && row % blankEvery === 0) lines.push('\n,,,\n');
  }
  return Buffer.from(lines.join(''));
};
const TOO_MANY = 'The file has more than 20,000 rows; split it into files of at most 20,000 rows.';
const SAME_ROW = ['SKU-1', 1.5, 'USD', '2025-01-01'];
// 3,000,000 identical rows without references: 1.8 MB zipped, about 150 MB of XML.
const millionsOfRows = () =>
  buildXlsxFixture({
    rowCount: 3_000_000,
    cellsOf: (row) => (row === 1 ? cogsFixtureRow(1) : SAME_ROW),
    withReferences: false,
  });

describe('readCogsFile', () => {
  it('counts rows with a value while reading a CSV, and refuses the one past 20,000', async () => {
    const full = await readCogsFile(csvOf(20_000, 100), COGS_FILE_RULES);
    expect(full.ok && full.rows.length).toBe(20_000);
    expect(full.ok && full.rows.at(-1)?.row).toBe(1 + 20_000 + 2 * 199);
    expect(await readCogsFile(csvOf(20_001), COGS_FILE_RULES)).toEqual({ ok: false, message: TOO_MANY, errors: [] });
  });

  it('refuses an XLSX past 20,000 rows, and reads one of 20,000', async () => {
    const full = await readCogsFile(
      await buildXlsxFixture({ rowCount: 20_001, cellsOf: cogsFixtureRow }),
      COGS_FILE_RULES,
    );
    expect(full.ok && full.rows.length).toBe(20_000);
    const over = await readCogsFile(
      await buildXlsxFixture({ rowCount: 20_002, cellsOf: cogsFixtureRow }),
      COGS_FILE_RULES,
    );
    expect(over).toEqual({ ok: false, message: TOO_MANY, errors: [] });
  });

  it('refuses a 1.8 MB workbook of 3 million rows quickly: by its size once unpacked, or by its rows when it lies', async () => {
    const honest = await millionsOfRows();
    expect(honest.length).toBeLessThan(2_000_000);
    let started = performance.now();
    const bySize = await readCogsFile(honest, COGS_FILE_RULES);
    const bySizeMs = performance.now() - started;
    expect(bySize).toMatchObject({ ok: false, message: expect.stringContaining('larger than 64 MB once unpacked') });

    started = performance.now();
    const byRows = await readCogsFile(withDeclaredSheetSize(honest, 60_000_000), COGS_FILE_RULES);
    const byRowsMs = performance.now() - started;
    expect(byRows).toEqual({ ok: false, message: TOO_MANY, errors: [] });
    console.log(
      `1.8 MB XLSX of 3,000,000 rows refused in ${Math.round(bySizeMs)} ms (declared size), ` +
        `${Math.round(byRowsMs)} ms (forged size, stopped at row 20,002)`,
    );
  }, 30_000);
});

describe('readCogsFileInWorker', () => {
  it('reads in a worker thread, with dates and numbers as the file has them', async () => {
    const before = cogsFileReaderStats().started;
    const result = await readCogsFileInWorker(Buffer.from(`${HEADER}MUG-1,2.50,usd,2025-03-01\n`));
    expect(result).toEqual({
      ok: true,
      rows: [{ row: 2, sku: 'MUG-1', unitLandedCost: '2.50', currency: 'usd', validFrom: '2025-03-01' }],
      columns: { sku: 'sku', unitLandedCost: 'unit landed cost', currency: 'currency', validFrom: 'valid from' },
    });
    expect(cogsFileReaderStats().started).toBe(before + 1);
  });
});
