// Writes the product table's kept months (ADR 0048): whole months computed by a read, and months
// mended where a change of a few SKUs outdated their lines. Each in one transaction, in key order.
import { productKeptLines, productKeptMonths, sql, type Database } from '@brandlens/db';
import { skuOfProduct } from './asin-product-sums.queries.ts';
import { productScopeConditions, type ProductMonth, type ProductScope } from './product-table-kept.queries.ts';

/** Inserts the lines of `scope`'s months, one row per month and product, in one statement. */
async function insertLines(db: Pick<Database, 'execute'>, scope: ProductScope, months: readonly ProductMonth[]) {
  const rows: Array<{
    month: string;
    product: string;
    sku: string;
    lines: string[];
    minorUnits: Array<string | null>;
    quantities: number[];
    estimated: boolean[];
  }> = [];
  for (const month of months) {
    const byProduct = new Map<string, (typeof rows)[number]>();
    for (const line of month.lines) {
      let row = byProduct.get(line.group);
      if (!row) {
        row = {
          month: month.month,
          product: line.group,
          sku: skuOfProduct(line.group),
          lines: [],
          minorUnits: [],
          quantities: [],
          estimated: [],
        };
        byProduct.set(line.group, row);
        rows.push(row);
      }
      row.lines.push(line.line);
      row.minorUnits.push(line.minorUnits?.toString() ?? null);
      row.quantities.push(line.quantity);
      row.estimated.push(line.isEstimated);
    }
  }
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${productKeptLines} (seller_id, basis, marketplace_id, brand, currency, month, sku, product, lines,
      minor_units, quantities, estimated)
    select ${scope.sellerId}, ${scope.basis}, ${scope.marketplaceId}, ${scope.brand}, ${scope.currency},
      x.month, x.sku, x.product, x.lines, x."minorUnits", x.quantities, x.estimated
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) x(month date, sku text, product text, lines text[],
      "minorUnits" numeric[], quantities numeric[], estimated boolean[])`);
}

/** Stores whole months computed at `snapshot`, replacing what was kept of them, in one transaction. */
export async function storeKeptProductMonths(
  db: Database,
  scope: ProductScope,
  snapshot: string,
  months: readonly ProductMonth[],
): Promise<void> {
  if (months.length === 0) return;
  const k = productKeptMonths;
  // In key order, so that two reads keeping the same months lock their rows in the same order.
  const sorted = [...months].sort((a, b) => (a.month < b.month ? -1 : 1));
  await db.transaction(async (tx) => {
    await tx
      .insert(k)
      .values(sorted.map((month) => ({ ...scope, month: month.month, conversions: month.conversions, snapshot })))
      .onConflictDoUpdate({
        target: [k.sellerId, k.basis, k.marketplaceId, k.brand, k.currency, k.month],
        set: { conversions: sql`excluded.conversions`, snapshot: sql`excluded.snapshot`, computedAt: sql`now()` },
      });
    const l = productKeptLines;
    const firstDays = sorted.map(({ month }) => month);
    await tx.execute(sql`delete from ${l} where ${productScopeConditions(l, scope, firstDays)}`);
    await insertLines(tx, scope, sorted);
  });
}

/** A kept month mended: the lines of `skus` computed again at a later snapshot, and the legs it uses now. */
export interface ProductMonthMend extends ProductMonth {
  /** The snapshot of the kept row the mend was read against. */
  keptSnapshot: string;
  skus: string[];
}

/**
 * Writes mends computed at `snapshot`: the SKUs' lines replaced and the month's snapshot moved to
 * `snapshot`, only where the month is still the row the mend was read against (else another read
 * replaced it meanwhile, and the mend is left out). One transaction.
 */
export async function mendKeptProductMonths(
  db: Database,
  scope: ProductScope,
  snapshot: string,
  mends: readonly ProductMonthMend[],
): Promise<void> {
  if (mends.length === 0) return;
  const k = productKeptMonths;
  const l = productKeptLines;
  const sorted = [...mends].sort((a, b) => (a.month < b.month ? -1 : 1));
  const wanted = sorted.map(({ month, keptSnapshot, conversions }) => ({ month, keptSnapshot, conversions }));
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ month: string }>(sql`
      update ${k} set snapshot = ${snapshot}, conversions = mend.conversions, computed_at = now()
      from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) mend(month date, "keptSnapshot" text, conversions jsonb)
      where ${productScopeConditions(
        k,
        scope,
        wanted.map(({ month }) => month),
      )}
        and ${k.month} = mend.month and ${k.snapshot} = mend."keptSnapshot"
      returning ${k.month}::text as month`);
    const updated = new Set(rows.map((row) => row.month));
    const mended = sorted.filter((mend) => updated.has(mend.month));
    if (mended.length === 0) return;
    const changed = mended.flatMap((mend) => mend.skus.map((sku) => ({ month: mend.month, sku })));
    const mendedMonths = mended.map(({ month }) => month);
    await tx.execute(sql`
      delete from ${l} where ${productScopeConditions(l, scope, mendedMonths)}
        and (${l.month}, ${l.sku}) in (select * from unnest(${sql.param(changed.map((c) => c.month))}::date[],
          ${sql.param(changed.map((c) => c.sku))}::text[]))`);
    await insertLines(tx, scope, mended);
  });
}
