// The product table's figures per product (marketplace × SKU), converted and summed per product
// in SQL (ADR 0041) from kept-ready months and live days (product-table-sums.service.ts, ADR 0048),
// kept in this process per seller and filters, and used again while nothing they are made of has
// changed unseen by the snapshot they were computed at (keptValue, ADR 0037). Kept as figures, so
// a kept read computes no statement.
import type { Database } from '@brandlens/db';
import {
  computeStatement,
  FxRateMissingError,
  inputsFromConvertedSums,
  PRODUCT_STATEMENT_LINES,
  type Statement,
} from '@brandlens/reporting-core';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { KeptValues, keptValue } from './kept-values.service.ts';
import { todayUtc, type StatementFilters } from './profit-loss-params.ts';
import { mendKeptProductMonths, storeKeptProductMonths } from './product-table-kept-writes.queries.ts';
import { loadProductSums } from './product-table-sums.service.ts';
import { fxRateMissing } from './profit-loss.errors.ts';
import { STATEMENT_READ_DEADLINE_MS } from './statement-sums.service.ts';

/** The lines of the statement the product table shows. */
export type ProductFigures = Pick<Statement, (typeof PRODUCT_STATEMENT_LINES)[number]>;

export function productFiguresOf(statement: Statement): ProductFigures {
  return Object.fromEntries(PRODUCT_STATEMENT_LINES.map((key) => [key, statement[key]])) as ProductFigures;
}

/** A few hundred kB each for a seller with a thousand products. */
const kept = new KeptValues<Map<string, ProductFigures>>(100);

/** The group inputsFromConvertedSums adds up every product in, and the legs' group: no product's key. */
const ALL_PRODUCTS = '';

/** The product sums hash per product and day in memory, not in batches on disk (about 50,000 keys a year). */
const settings = { work_mem: '32MB' } as const;

/**
 * The figures per product key (marketplace, tab, SKU) of `filters`, under the statement's
 * read deadline, in one snapshot. Rows without a SKU belong to no product; a day without a usable
 * rate answers 422 as the statement does. The months the read computed or mended are kept once
 * its transaction is over, before it answers.
 */

export async function loadKeptProductFigures(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
  today = todayUtc(),
): Promise<Map<string, ProductFigures>> {
  const key = `${sellerId}|${JSON.stringify(filters)}`;
  let keep: (() => Promise<void>) | undefined;
  const figures = await withReadDeadline(
    db,
    { ms: STATEMENT_READ_DEADLINE_MS, what: 'The product figures', settings },
    (reader) =>
      keptValue(kept, reader, key, { sellerId, period: filters.period }, async () => {
        const { scope, lines, conversions, toKeep, toMend, snapshot } = await loadProductSums(
          reader,
          sellerId,
          filters,
          today,
        );
        // Written once the read-only transaction is over; failing to keep them does not fail the read.
        keep = async () => {
          await storeKeptProductMonths(db, scope, snapshot, toKeep).catch(() => undefined);
          await mendKeptProductMonths(db, scope, snapshot, toMend).catch(() => undefined);
        };
        try {
          const groups = inputsFromConvertedSums(lines, conversions, {
            targetCurrency: filters.currency,
            totalGroup: ALL_PRODUCTS,
          });
          groups.delete(ALL_PRODUCTS);
          const figures = new Map<string, ProductFigures>();
          for (const [product, group] of groups) {
            figures.set(product, productFiguresOf(computeStatement(group.inputs, filters.currency)));
          }
          return figures;
        } catch (error) {
          if (error instanceof FxRateMissingError) throw fxRateMissing(error.currency, error.date);
          throw error;
        }
      }),
  );
  await keep?.();
  return figures;
}
