import { and, desc, eq, imports, inArray, sql, type Database } from '@brandlens/db';
import type { TReportKind } from '@brandlens/reporting-core';

export type ImportRow = typeof imports.$inferSelect;
export interface ImportError {
  line: number | null;
  reason: string;
}
/** Decimal strings with 2 decimals; difference = totalAmount − rowsTotal. */
export interface UnreconciledSettlement {
  settlementId: string;
  currency: string;
  totalAmount: string;
  rowsTotal: string;
  difference: string;
}

export async function insertImport(
  db: Database,
  values: {
    sellerId: string;
    kind: TReportKind;
    fileName: string;
    fileSize: number;
    storagePath: string;
    createdByUserId: string | null;
  },
): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  if (!row) throw new Error('import row not created');
  return row;
}

export async function findImport(db: Database, sellerId: string, importId: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.sellerId, sellerId)));
  return row;
}

export async function findImportById(db: Database, importId: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, importId));
  return row;
}

export async function findImports(db: Database, sellerId: string): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(eq(imports.sellerId, sellerId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(200);
}

/** Marks a queued import, or a running one whose worker died, as running; undefined when it has already ended. */
export async function claimImport(db: Database, importId: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({ status: 'running', startedAt: sql`now()`, errors: [], bytesRead: 0, rowsRead: 0 })
    .where(and(eq(imports.id, importId), inArray(imports.status, ['queued', 'running'])))
    .returning();
  return row;
}

export async function updateImportProgress(
  db: Database,
  importId: string,
  progress: { rowsRead: number; bytesRead: number },
): Promise<void> {
  await db.update(imports).set(progress).where(eq(imports.id, importId));
}

export async function finishImport(
  db: Database,
  importId: string,
  outcome: {
    status: 'succeeded' | 'failed';
    rowsRead: number;
    bytesRead: number;
    settlementsImported: number;
    settlementsSkipped: number;
    ordersImported: number;
    ordersUpdated: number;
    ordersSkipped: number;
    errors: ImportError[];
    unreconciledSettlements: UnreconciledSettlement[];
    storagePath: string | null;
  },
): Promise<void> {
  await db
    .update(imports)
    .set({ ...outcome, finishedAt: sql`now()` })
    .where(eq(imports.id, importId));
}
