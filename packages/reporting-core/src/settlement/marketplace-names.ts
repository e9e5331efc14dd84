// Settlement files name the marketplace by domain ('Amazon.ca'); the ledger
// stores the marketplace id (DOMAIN.md, seeded by migration 0003).
import { remembered } from '../remembered.ts';
const MARKETPLACE_ID_BY_DOMAIN: Readonly<Record<string, string>> = {
  'amazon.com': 'ATVPDKIKX0DER',
  'amazon.ca': 'A2EUQ1WTGCTBG2',
  'amazon.com.mx': 'A1AM78C64UM0Y8',
  'amazon.com.br': 'A2Q3Y263D00KWC',
  'amazon.co.uk': 'A1F83G8C2ARO7P',
  'amazon.de': 'A1PA6795UKMFR9',
  'amazon.fr': 'A13V1IB3VIYZZH',
  'amazon.it': 'APJ6JRA9NG5V4',
  'amazon.es': 'A1RKKUPIHCS9HS',
  'amazon.nl': 'A1805IZSGTT6HS',
  'amazon.se': 'A2NODRKZP88ZB9',
  'amazon.pl': 'A1C3SOZRARQ6R3',
  'amazon.com.be': 'AMEN7PMS3EDWL',
  'amazon.ie': 'A28R8C7NBKEWEA',
  'amazon.com.tr': 'A33AVAJ2PDY3EV',
  'amazon.eg': 'ARBP9OOSHTCHU',
  'amazon.sa': 'A17E79C6D8DWNP',
  'amazon.ae': 'A2VIGQ35RCS4UG',
  'amazon.co.za': 'AE08WJ6YKNBMC',
  'amazon.in': 'A21TJRUUN4KGV',
  'amazon.sg': 'A19VAU5U5O7RUS',
  'amazon.com.au': 'A39IBJ37TRP1C6',
  'amazon.co.jp': 'A1VC38T7YXB528',
};

export const NON_AMAZON_MARKETPLACE_ID = 'NON_AMAZON';

// A file names a handful of marketplaces over millions of rows: each name is read once.
const idsByName = new Map<string, string | null>();

/** 'Amazon.ca' → A2EUQ1WTGCTBG2, 'Non-Amazon CA' → NON_AMAZON; null when empty or not a known marketplace. */
export function marketplaceIdForName(name: string): string | null {
  return remembered(idsByName, name, () => readMarketplaceName(name), 1024);
}

function readMarketplaceName(name: string): string | null {
  const value = name.trim().toLowerCase();
  if (!value) return null;
  if (value.startsWith('non-amazon')) return NON_AMAZON_MARKETPLACE_ID;
  return MARKETPLACE_ID_BY_DOMAIN[value.replace(/^www\./, '')] ?? null;
}
