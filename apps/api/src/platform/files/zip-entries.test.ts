import { describe, expect, it } from 'vitest';
import { buildXlsxFixture, cogsFixtureRow, withDeclaredSheetSize } from '../../test/xlsx-fixture.ts';
import { InflateBudget, inflateZipEntry, listZipEntries, streamZipEntry, ZipLimitError } from './zip-entries.ts';

const SHEET = 'xl/worksheets/sheet1.xml';
const archiveOf = () => buildXlsxFixture({ rowCount: 2_000, cellsOf: cogsFixtureRow });

function reasonOf(read: () => unknown) {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ZipLimitError);
    return (error as ZipLimitError).reason;
  }
  throw new Error('expected a refusal');
}

describe('zip entries', () => {
  it('lists the directory and inflates an entry to the size it declares', async () => {
    const archive = await archiveOf();
    const sheet = listZipEntries(archive).find((entry) => entry.name === SHEET)!;
    expect(sheet.method).toBe(8);
    const xml = inflateZipEntry(archive, sheet, new InflateBudget(10_000_000, 'too large'));
    expect(xml.length).toBe(sheet.uncompressedSize);
    expect(xml.toString()).toContain('<c r="A2000" t="inlineStr"><is><t>SKU-2000</t></is></c>');
  });

  it('stops inflating at the declared size, or at the budget, whichever comes first', async () => {
    const archive = await archiveOf();
    const forged = withDeclaredSheetSize(archive, 1_000);
    const sheetOf = (zip: Buffer) => listZipEntries(zip).find((entry) => entry.name === SHEET)!;
    expect(reasonOf(() => inflateZipEntry(forged, sheetOf(forged), new InflateBudget(10_000_000, 'x')))).toBe(
      'unreadable',
    );
    expect(reasonOf(() => inflateZipEntry(archive, sheetOf(archive), new InflateBudget(5_000, 'x')))).toBe('too-large');
    expect(reasonOf(() => new InflateBudget(5_000, 'x').checkDeclared([sheetOf(archive)]))).toBe('too-large');
  });

  it('streams an entry chunk by chunk and stops the stream past the budget', async () => {
    const archive = await archiveOf();
    const sheet = listZipEntries(archive).find((entry) => entry.name === SHEET)!;
    let streamed = 0;
    for await (const chunk of streamZipEntry(archive, sheet, new InflateBudget(10_000_000, 'x')))
      streamed += chunk.length;
    expect(streamed).toBe(sheet.uncompressedSize);
    const chunks = streamZipEntry(archive, sheet, new InflateBudget(70_000, 'x'));
    await expect(
      (async () => {
        for await (const _ of chunks);
      })(),
    ).rejects.toMatchObject({ reason: 'too-large' });
  });

  it('refuses what is not a zip archive', () => {
    expect(reasonOf(() => listZipEntries(Buffer.from('sku,cost\nA,1\n'.repeat(10))))).toBe('unreadable');
  });
});
