// Parses the ECB euro foreign exchange reference rates documents
// (eurofxref-daily.xml, eurofxref-hist-90d.xml, eurofxref-hist.xml). The
// format is small and fixed, so a strict reader of its Cube elements replaces
// an XML dependency: anything unexpected fails loudly instead of storing a
// wrong rate.
import { isDecimalString, isIsoDate, type FxRate } from '@brandlens/reporting-core';

export const ECB_SOURCE = 'ecb';

export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) attributes.set(match[1] as string, match[2] ?? match[3] ?? '');
  return attributes;
}

/** Strips the prolog, comments and character data, which carry no rates. */
function tagsOf(
  xml: string,
): Array<{ closing: boolean; name: string; attributes: Map<string, string>; empty: boolean }> {
  const body = xml
    .replace(/^\uFEFF/, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const tags = [];
  let position = 0;
  while (position < body.length) {
    const next = body.indexOf('<', position);
    if (next === -1) break;
    TAG.lastIndex = next;
    const match = TAG.exec(body);
    if (!match) throw new FeedFormatError(`Unreadable markup at character ${next}: ${body.slice(next, next + 40)}`);
    const [, closing, name, attributes, empty] = match;
    tags.push({
      closing: closing === '/',
      name: name as string,
      attributes: attributesOf(attributes ?? ''),
      empty: empty === '/',
    });
    position = TAG.lastIndex;
  }
  return tags;
}

/**
 * Every rate of the document, source 'ecb'. Strict: a day needs a valid
 * `time`, a rate a three-letter currency and a positive decimal, a currency
 * appears once per day, and the Cube elements nest as the ECB writes them.
 */
export function parseEcbXml(xml: string): FxRate[] {
  const rates: FxRate[] = [];
  const stack: string[] = [];
  let day: string | undefined;
  let dayCurrencies = new Set<string>();
  let cubeDepth = 0;
  for (const tag of tagsOf(xml)) {
    if (tag.closing) {
      if (stack.pop() !== tag.name) throw new FeedFormatError(`Unexpected closing tag </${tag.name}>`);
      if (tag.name === 'Cube') {
        cubeDepth -= 1;
        if (cubeDepth === 1) day = undefined;
      }
      continue;
    }
    if (tag.name === 'Cube') {
      const level = cubeDepth + 1;
      if (level === 2) {
        const time = tag.attributes.get('time');
        if (!time || !isIsoDate(time)) throw new FeedFormatError(`A day has no valid time: "${time ?? ''}"`);
        day = time;
        dayCurrencies = new Set();
      } else if (level === 3) {
        const currency = tag.attributes.get('currency') ?? '';
        const rate = tag.attributes.get('rate') ?? '';
        if (!day) throw new FeedFormatError('A rate appears outside a day');
        if (!/^[A-Z]{3}$/.test(currency)) throw new FeedFormatError(`Invalid currency "${currency}" on ${day}`);
        if (!isDecimalString(rate) || rate.startsWith('-') || !/[1-9]/.test(rate))
          throw new FeedFormatError(`Invalid ${currency} rate "${rate}" on ${day}`);
        if (dayCurrencies.has(currency)) throw new FeedFormatError(`${currency} appears twice on ${day}`);
        dayCurrencies.add(currency);
        rates.push({ rateDate: day, currency, ratePerEur: rate, source: ECB_SOURCE });
      } else if (level > 3) {
        throw new FeedFormatError('Cube elements nest deeper than the ECB format');
      }
      if (!tag.empty) cubeDepth = level;
    }
    if (!tag.empty) stack.push(tag.name);
  }
  if (stack.length > 0) throw new FeedFormatError(`Unclosed element <${stack.at(-1)}>: the document is truncated`);
  if (rates.length === 0) throw new FeedFormatError('The document holds no rates');
  return rates;
}
