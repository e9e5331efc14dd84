// Reads the rows of the first sheet of an XLSX workbook as a stream: the sheet
// is inflated and parsed chunk by chunk, each row handed over as soon as it
// ends, and reading stops at the first row past the limit. Only the parts
// needed for values are read (workbook, relationships, shared strings, styles
// for dates), within one budget of inflated bytes. Values are what a
// spreadsheet shows: strings, numbers, and dates for numbers in a date format.
import { posix } from 'node:path';
import { createParser, dateStyles, localName, parseXml, relationships, sharedStrings } from './xlsx-parts.ts';
import {
  InflateBudget,
  inflateZipEntry,
  listZipEntries,
  streamZipEntry,
  ZipLimitError,
  type ZipEntry,
} from './zip-entries.ts';

export type XlsxCell = string | number | Date | null;

export interface XlsxReadLimits {
  /** Inflated bytes of every part read, together. */
  maxUncompressedBytes: number;
  /** Rows with at least one value; the next one stops the reading. */
  maxRows: number;
}

export class XlsxLimitError extends Error {
  readonly reason: 'unreadable' | 'too-large' | 'too-many-rows';

  constructor(reason: 'unreadable' | 'too-large' | 'too-many-rows', message: string) {
    super(message);
    this.name = 'XlsxLimitError';
    this.reason = reason;
  }
}

/** 'A' → 0, 'AB' → 27; undefined when the reference has no letters. */
function columnIndex(reference: string | undefined): number | undefined {
  const letters = reference ? /^[A-Z]+/i.exec(reference)?.[0] : undefined;
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

const MS_PER_DAY = 86_400_000;
/** A date serial of the 1900 system (days since 1899-12-30) or of the 1904 system. */
const dateOfSerial = (serial: number, is1904: boolean) =>
  new Date(Math.round((serial - 25_569 + (is1904 ? 1_462 : 0)) * MS_PER_DAY));

interface SheetContext {
  strings: string[];
  isDateStyle: boolean[];
  is1904: boolean;
}

function cellValue(type: string | undefined, style: number, text: string, context: SheetContext): XlsxCell {
  switch (type) {
    case 's': {
      const value = context.strings[Number(text)];
      return value ?? null;
    }
    case 'inlineStr':
    case 'str':
    case 'e':
      return text;
    case 'b':
      return text === '1' ? 'true' : text === '0' ? 'false' : text;
    case 'd': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : date;
    }
    default: {
      if (text.trim() === '') return null;
      const number = Number(text);
      if (!Number.isFinite(number)) return text;
      return context.isDateStyle[style] ? dateOfSerial(number, context.is1904) : number;
    }
  }
}

const hasValue = (cell: XlsxCell) => cell !== null && (typeof cell !== 'string' || cell.trim() !== '');

/** Parses the sheet's XML as it is inflated, calling `onRow` with each row that holds a value. */
async function readSheet(
  chunks: AsyncIterable<Buffer>,
  context: SheetContext,
  limits: XlsxReadLimits,
  onRow: (rowNumber: number, cells: XlsxCell[]) => void,
): Promise<void> {
  let rowsWithValues = 0;
  let lastRowNumber = 0;
  let row: XlsxCell[] | undefined;
  let rowNumber = 0;
  let cell: { column: number; type: string | undefined; style: number; text: string[] } | undefined;
  let textTarget: 'v' | 't' | undefined;
  let depthInPhonetic = 0;
  const parser = createParser({
    open(tag) {
      const name = localName(tag.name);
      const attributes = tag.attributes;
      if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : lastRowNumber + 1;
        if (!Number.isSafeInteger(rowNumber) || rowNumber < 1) rowNumber = lastRowNumber + 1;
        lastRowNumber = rowNumber;
        row = [];
        if (tag.isSelfClosing) row = undefined;
      } else if (name === 'c' && row) {
        const column = columnIndex(attributes.r) ?? row.length;
        cell = { column, type: attributes.t, style: Number(attributes.s ?? 0), text: [] };
        if (tag.isSelfClosing) cell = undefined;
      } else if (name === 'v' && cell) textTarget = 'v';
      else if (name === 't' && cell?.type === 'inlineStr') textTarget = 't';
      else if (name === 'rPh') depthInPhonetic += tag.isSelfClosing ? 0 : 1;
    },
    close(name) {
      if (name === 'v' || name === 't') textTarget = undefined;
      else if (name === 'rPh') depthInPhonetic = Math.max(0, depthInPhonetic - 1);
      else if (name === 'c' && cell && row) {
        // A column past the spreadsheet's last (XFD) is a broken reference, not a reason to allocate.
        if (cell.column < 16_384) row[cell.column] = cellValue(cell.type, cell.style, cell.text.join(''), context);
        cell = undefined;
      } else if (name === 'row' && row) {
        const cells = Array.from(row, (value) => value ?? null);
        row = undefined;
        if (!cells.some(hasValue)) return;
        rowsWithValues += 1;
        if (rowsWithValues > limits.maxRows) throw new XlsxLimitError('too-many-rows', 'too many rows');
        onRow(rowNumber, cells);
      }
    },
    text(text) {
      if (cell && textTarget && depthInPhonetic === 0) cell.text.push(text);
    },
  });
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode()).close();
}

function entryNamed(entries: readonly ZipEntry[], name: string): ZipEntry | undefined {
  return (
    entries.find((entry) => entry.name === name) ??
    entries.find((entry) => entry.name.toLowerCase() === name.toLowerCase())
  );
}

const relsPathOf = (part: string) => posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);

/**
 * Reads the first sheet of the workbook, calling `onRow` with the 1-based row
 * number and the cells (index 0 is column A) of each row that has a value.
 * Throws XlsxLimitError when the workbook is not an XLSX, is larger than the
 * budget once inflated, or has more rows than allowed.
 */
export async function readXlsxRows(
  archive: Buffer,
  limits: XlsxReadLimits,
  onRow: (rowNumber: number, cells: XlsxCell[]) => void,
): Promise<void> {
  try {
    const entries = listZipEntries(archive);
    const limitText = `larger than ${Math.round(limits.maxUncompressedBytes / 1_048_576)} MB once unpacked`;
    const budget = new InflateBudget(limits.maxUncompressedBytes, limitText);
    const text = (entry: ZipEntry) => inflateZipEntry(archive, entry, budget).toString('utf8');

    const rootRels = entryNamed(entries, '_rels/.rels');
    const workbookPath =
      (rootRels &&
        [...relationships(text(rootRels), '').values()].find((rel) => rel.type.endsWith('/officeDocument'))?.target) ??
      'xl/workbook.xml';
    const workbookEntry = entryNamed(entries, workbookPath);
    const workbookRelsEntry = entryNamed(entries, relsPathOf(workbookPath));
    if (!workbookEntry || !workbookRelsEntry) throw new XlsxLimitError('unreadable', 'not a workbook');

    const rels = relationships(text(workbookRelsEntry), posix.dirname(workbookPath));
    let firstSheetRel: string | undefined;
    let is1904 = false;
    parseXml(text(workbookEntry), {
      open(tag) {
        const name = localName(tag.name);
        if (name === 'workbookPr') is1904 = ['1', 'true'].includes(tag.attributes.date1904 ?? '');
        // The relationship id is `r:id` in every writer seen, but the prefix is the file's choice.
        if (name === 'sheet' && firstSheetRel === undefined)
          firstSheetRel = Object.entries(tag.attributes).find(([key]) => localName(key) === 'id')?.[1];
      },
    });
    const sheetEntry = entryNamed(entries, rels.get(firstSheetRel ?? '')?.target ?? '');
    if (!sheetEntry) throw new XlsxLimitError('unreadable', 'the workbook has no sheet');
    const partOfType = (type: string) =>
      entryNamed(entries, [...rels.values()].find((rel) => rel.type.endsWith(type))?.target ?? '');
    const stringsEntry = partOfType('/sharedStrings');
    const stylesEntry = partOfType('/styles');
    // Before inflating the large parts: what they declare must fit what is left of the budget.
    budget.checkDeclared(
      [rootRels, workbookEntry, workbookRelsEntry, sheetEntry, stringsEntry, stylesEntry].filter(
        (entry): entry is ZipEntry => entry !== undefined,
      ),
    );
    const context: SheetContext = {
      strings: stringsEntry ? sharedStrings(text(stringsEntry)) : [],
      isDateStyle: stylesEntry ? dateStyles(text(stylesEntry)) : [],
      is1904,
    };
    await readSheet(streamZipEntry(archive, sheetEntry, budget), context, limits, onRow);
  } catch (error) {
    if (error instanceof XlsxLimitError) throw error;
    if (error instanceof ZipLimitError) throw new XlsxLimitError(error.reason, error.message);
    // Anything else is malformed XML or a part that is not what it says.
    throw new XlsxLimitError('unreadable', error instanceof Error ? error.message : String(error));
  }
}
