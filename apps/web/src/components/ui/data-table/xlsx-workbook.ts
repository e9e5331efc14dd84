import type { TExportCell, TExportSheet } from './export-sheet';
import { createZip } from './zip-archive';

// A one-sheet SpreadsheetML workbook (ECMA-376 part 1), written by hand: numbers are number cells
// whose text is the exact decimal of the table, dates are date serials with a date format, text
// is inline. Loaded only when a user exports (docs/decisions/0026).

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

// Cell formats, regular then bold: general, money with two decimals (built-in 4), a calendar day.
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="4" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// XML 1.0 cannot hold most C0 controls, U+FFFE/U+FFFF or lone surrogates, even escaped: they are dropped.
const isXmlCodePoint = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

function xmlCharacters(text: string): string {
  let kept = '';
  for (const character of text) if (isXmlCodePoint(character.codePointAt(0) ?? 0)) kept += character;
  return kept;
}

const escapeXml = (text: string): string =>
  xmlCharacters(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Days since 1899-12-30, the spreadsheet epoch: '2024-03-01' → 45352. */
export function dateSerial(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const epochDays = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  return Number.isFinite(epochDays) ? epochDays + 25_569 : null;
}

const inlineText = (ref: string, text: string, style: number) =>
  `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;

function cellXml(cell: TExportCell, ref: string, isBold: boolean): string {
  const bold = isBold ? 1 : 0;
  if (cell === null) return '';
  if (cell.type === 'text') return inlineText(ref, cell.value, bold);
  if (cell.type === 'date') {
    const serial = dateSerial(cell.value);
    return serial === null ? inlineText(ref, cell.value, bold) : `<c r="${ref}" s="${4 + bold}"><v>${serial}</v></c>`;
  }
  const style = cell.kind === 'money' ? 2 + bold : bold;
  return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${cell.value.replace(/^\+/, '')}</v></c>`;
}

function rowXml(cells: readonly TExportCell[], rowNumber: number, isBold: boolean): string {
  const content = cells.map((cell, index) => cellXml(cell, `${columnLetters(index)}${rowNumber}`, isBold)).join('');
  return `<row r="${rowNumber}">${content}</row>`;
}

function columnWidths(sheet: TExportSheet): string {
  const widths = sheet.header.map((title, index) => {
    const longest = Math.max(title.length, ...sheet.rows.map((row) => row[index]?.value.length ?? 0));
    return Math.min(60, Math.max(8, longest + 2));
  });
  const cols = widths.map(
    (width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
  );
  return cols.length ? `<cols>${cols.join('')}</cols>` : '';
}

export function worksheetXml(sheet: TExportSheet): string {
  const header = rowXml(
    sheet.header.map((value) => ({ type: 'text', value })),
    1,
    true,
  );
  const rows = sheet.rows.map((cells, index) => rowXml(cells, index + 2, index === sheet.totalsRowIndex));
  // Header row and first column stay in view while scrolling, as on the screen.
  const pane = '<pane xSplit="1" ySplit="1" topLeftCell="B2" activePane="bottomRight" state="frozen"/>';
  return `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>${columnWidths(sheet)}<sheetData>${header}${rows.join('')}</sheetData></worksheet>`;
}

export async function buildXlsx(sheet: TExportSheet, sheetName: string): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const name = escapeXml(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Table');
  const workbook = `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return createZip([
    { name: '[Content_Types].xml', data: encoder.encode(CONTENT_TYPES) },
    { name: '_rels/.rels', data: encoder.encode(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: encoder.encode(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: encoder.encode(WORKBOOK_RELS) },
    { name: 'xl/styles.xml', data: encoder.encode(STYLES) },
    { name: 'xl/worksheets/sheet1.xml', data: encoder.encode(worksheetXml(sheet)) },
  ]);
}
