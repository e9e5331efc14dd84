// Builds XLSX files of any length for upload tests without holding the sheet
// in memory: rows are deflated as they are written, so a test can make a
// 3-million-row workbook in a second or two. Cells are inline strings or numbers.
import { crc32, createDeflateRaw } from 'node:zlib';

export type XlsxFixtureCell = string | number | null;

export interface XlsxFixtureOptions {
  rowCount: number;
  /** The cells of a 1-based row number. */
  cellsOf: (rowNumber: number) => readonly XlsxFixtureCell[];
  /** Writes `r` references on rows and cells, as spreadsheet programs do. */
  withReferences?: boolean;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SMALL_PARTS: Array<[string, string]> = [
  [
    '[Content_Types].xml',
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Costs" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function rowXml(rowNumber: number, cells: readonly XlsxFixtureCell[], withReferences: boolean): string {
  const content = cells
    .map((cell, index) => {
      if (cell === null) return '';
      const ref = withReferences ? ` r="${columnLetters(index)}${rowNumber}"` : '';
      return typeof cell === 'number'
        ? `<c${ref}><v>${cell}</v></c>`
        : `<c${ref} t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
    })
    .join('');
  return `<row${withReferences ? ` r="${rowNumber}"` : ''}>${content}</row>`;
}

interface Part {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
  method: 0 | 8;
}

async function deflatedSheet(options: XlsxFixtureOptions): Promise<Part> {
  const deflate = createDeflateRaw({ level: 6 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = (text: string) => {
    const bytes = Buffer.from(text);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) return new Promise<void>((resolve) => deflate.once('drain', () => resolve()));
    return undefined;
  };
  await write(`${HEAD}<worksheet xmlns="${MAIN}"><sheetData>`);
  const withReferences = options.withReferences ?? true;
  const batch: string[] = [];
  // Without references, a row returning the same cells array as the one before is the same XML.
  let last: { cells: readonly XlsxFixtureCell[]; xml: string } | undefined;
  for (let rowNumber = 1; rowNumber <= options.rowCount; rowNumber += 1) {
    const cells = options.cellsOf(rowNumber);
    if (withReferences || last?.cells !== cells) last = { cells, xml: rowXml(rowNumber, cells, withReferences) };
    batch.push(last.xml);
    if (batch.length === 5_000 || rowNumber === options.rowCount) {
      await write(batch.join(''));
      batch.length = 0;
    }
  }
  await write('</sheetData></worksheet>');
  deflate.end();
  await done;
  return { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(chunks), crc, size, method: 8 };
}

function zip(parts: readonly Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An XLSX workbook of one sheet holding `rowCount` rows. */
export async function buildXlsxFixture(options: XlsxFixtureOptions): Promise<Buffer> {
  const small = SMALL_PARTS.map(([name, text]): Part => {
    const data = Buffer.from(text);
    return { name, data, crc: crc32(data), size: data.length, method: 0 };
  });
  return zip([...small, await deflatedSheet(options)]);
}

/** A copy of the archive whose sheet declares `size` bytes once inflated, as a forged file would. */
export function withDeclaredSheetSize(archive: Buffer, size: number): Buffer {
  const forged = Buffer.from(archive);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  for (let at = forged.indexOf(name); at !== -1; at = forged.indexOf(name, at + 1)) {
    // The name follows a local header (30 bytes, size at 22) or a directory entry (46 bytes, size at 24).
    if (forged.readUInt32LE(at - 30) === 0x04034b50) forged.writeUInt32LE(size, at - 30 + 22);
    else if (forged.readUInt32LE(at - 46) === 0x02014b50) forged.writeUInt32LE(size, at - 46 + 24);
  }
  return forged;
}

/** A cost-of-goods row for row number n (the header is row 1). */
export const cogsFixtureRow = (rowNumber: number): XlsxFixtureCell[] =>
  rowNumber === 1
    ? ['sku', 'unit landed cost', 'currency', 'valid from']
    : [`SKU-${rowNumber}`, (100 + (rowNumber % 997)) / 100, 'USD', '2025-01-01'];
