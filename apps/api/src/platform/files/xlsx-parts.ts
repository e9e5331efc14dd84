// The small parts of an XLSX workbook that give a sheet's cells their values:
// relationships (where each part is), styles (which numbers are dates) and
// shared strings. Each is parsed whole, after zip-entries.ts has inflated it
// within the budget; names are matched without their namespace prefix.
import { posix } from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses a whole small XML part, calling back on each element opened and closed and on text. */
export function parseXml(xml: string, handlers: XmlHandlers): void {
  createParser(handlers).write(xml).close();
}

type PlainParser = SaxesParser<{ xmlns: false; position: false }>;

export interface XmlHandlers {
  open?: (tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** A parser without namespace processing (names keep their prefix), calling back on elements and text. */
export function createParser(handlers: XmlHandlers): PlainParser {
  const parser: PlainParser = new SaxesParser({ xmlns: false, position: false });
  if (handlers.open) parser.on('opentag', handlers.open);
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  return parser;
}

interface Relationship {
  type: string;
  target: string;
}

export function relationships(xml: string, partDirectory: string): Map<string, Relationship> {
  const found = new Map<string, Relationship>();
  parseXml(xml, {
    open(tag) {
      if (localName(tag.name) !== 'Relationship' || tag.attributes.TargetMode === 'External') return;
      const target = tag.attributes.Target ?? '';
      const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(partDirectory, target));
      found.set(tag.attributes.Id ?? '', { type: tag.attributes.Type ?? '', target: path });
    },
  });
  return found;
}

// Built-in number formats that show a date or a time (ECMA-376 part 1, 18.8.30, with the East Asian ones).
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A custom format code shows a date when, outside quoted text and brackets, it has a date or time letter. */
const isDateFormatCode = (code: string) => /[ymdhs]/i.test(code.replace(/"[^"]*"/g, '').replace(/\[[^\]]*]/g, ''));

/** For each cell style index, whether its number format shows a date. */
export function dateStyles(xml: string): boolean[] {
  const customIsDate = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  parseXml(xml, {
    open(tag) {
      const name = localName(tag.name);
      if (name === 'numFmt')
        customIsDate.set(Number(tag.attributes.numFmtId), isDateFormatCode(tag.attributes.formatCode ?? ''));
      else if (name === 'cellXfs') inCellXfs = !tag.isSelfClosing;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0);
        styles.push(customIsDate.get(id) ?? BUILT_IN_DATE_FORMATS.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** The text of each `si`: its `t`, or its rich-text runs joined, leaving out phonetic guides. */
export function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let current: string[] | undefined;
  let depthInPhonetic = 0;
  let isInText = false;
  parseXml(xml, {
    open(tag) {
      const name = localName(tag.name);
      if (name === 'si') current = [];
      else if (name === 'rPh') depthInPhonetic += tag.isSelfClosing ? 0 : 1;
      else if (name === 't' && !tag.isSelfClosing) isInText = true;
    },
    close(name) {
      if (name === 'si') strings.push((current ?? []).join(''));
      else if (name === 'rPh') depthInPhonetic = Math.max(0, depthInPhonetic - 1);
      else if (name === 't') isInText = false;
    },
    text(text) {
      if (isInText && depthInPhonetic === 0) current?.push(text);
    },
  });
  return strings;
}
