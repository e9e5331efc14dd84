// Who owns the brand valuation's ledger sums and how they are grouped (brand-ledger.service.ts):
// owners (the whole seller or a brand, through the products' brands), group keys by scope (a
// window, a month, a product's window) and owner (a brand, the unbranded products, the rows of no
// product, everything), the lines that make up net sales, and small figure helpers.
import {
  STATEMENT_LINES,
  type GroupInputs,
  type StatementFigure,
  type StatementLineDefinition,
} from '@brandlens/reporting-core';

export const productKey = (marketplaceId: string, sku: string) => `${marketplaceId}\t${sku}`;

/** Owner of a ledger row: the whole seller, or one brand key. */
export const WHOLE_SELLER = Symbol('whole seller');
export type Owner = string | typeof WHOLE_SELLER;

/** Brand key of a product (marketplace × SKU); null when it has no brand. */
export interface ProductBrands {
  brandOf(marketplaceId: string, sku: string): string | null;
  /** The brand of a catalog brand key; null when no brand has it. */
  brandOfCatalogKey(brandKey: string): string | null;
  asinOf(marketplaceId: string, sku: string): string | null;
  /** Names the brands and products the three functions above answer from: same signature, same answers. */
  readonly signature: string;
}

export const SEP = '\u0000';
export const ALL = `${SEP}all`;
export const SELLER_LEVEL = `${SEP}seller`;
export const UNBRANDED = `${SEP}unbranded`;
export const brandOwner = (key: string) => `b${SEP}${key}`;
export const groupKey = (scope: string, owner: string) => `${scope}${SEP}${owner}`;
export const monthScope = (month: string) => `m${SEP}${month}`;
/** Adds up every group of the converted sums; not used. */
export const EVERY_GROUP = `${SEP}every`;
export const PRODUCT_T12 = 'p';
export const PRODUCT_LAST_30 = 'q';
export const productGroup = (scope: string, marketplaceId: string, sku: string) =>
  groupKey(scope, `${marketplaceId}${SEP}${sku}`);

export const MONEY_LINES = ['netSales', 'totalEbitda', 'contributionMargin3', 'totalAdExpenses'] as const;
export type MoneyLine = (typeof MONEY_LINES)[number];
export type MoneyFigures = Record<MoneyLine, StatementFigure>;

/** Code-unit order of ISO days and currency codes. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A cost line (negative) as a positive cost. */
export const asCost = (figure: StatementFigure): StatementFigure => {
  const { amount } = figure;
  const isZero = /^-?0(\.0*)?$/.test(amount);
  const negated = amount.startsWith('-') ? amount.slice(1) : isZero ? amount : `-${amount}`;
  return { amount: negated, status: figure.status };
};

/** The ledger lines that make up net sales (a derived statement line), and the units sold. */
function productLines(): string[] {
  const byKey = new Map<string, StatementLineDefinition>(
    (STATEMENT_LINES as readonly StatementLineDefinition[]).map((line) => [line.key, line]),
  );
  const lines = new Set<string>(['fullPriceFulfilledProductSales']);
  const expand = (key: string) => {
    const line = byKey.get(key);
    if (line?.kind === 'ledger' && line.ledgerLine) lines.add(line.ledgerLine);
    for (const part of line?.sumOf ?? []) expand(part);
  };
  expand('netSales');
  return [...lines];
}
export const PRODUCT_LINES = productLines();

export function hasUnitsSold(group: GroupInputs): boolean {
  return (group.inputs.ledger.fullPriceFulfilledProductSales?.quantity ?? 0) > 0;
}
