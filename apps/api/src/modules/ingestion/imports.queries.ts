import { and, desc, eq, imports, inArray, isNotNull, ne, or, sql, type Database } from '@brandlens/db';
import type { TImportKind } from '@brandlens/contracts';

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
    kind: TImportKind;
    fileName: string;
    fileSize: number;
    storagePath: string;
    createdByUserId: string | null;
    /** FBA inventory reports: the day the stock is for (YYYY-MM-DD). */
    inventoryDay?: string;
    /** FBA inventory reports: the marketplace the stock is for; advertising reports: the marketplace they are stored under. */
    inventoryMarketplaceId?: string;
    /** Advertising reports: which report the header says it is (e.g. sp-campaigns). */
    adReportType?: string;
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

/**
 * Marks a queued import, or a running one whose worker died, as running by `workerId` (null: the CLI);
 * undefined when it has already ended, or when this same worker is running it (a duplicate delivery of its job).
 */
export async function claimImport(
  db: Database,
  importId: string,
  workerId: string | null,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({ status: 'running', startedAt: sql`now()`, errors: [], bytesRead: 0, rowsRead: 0, workerId })
    .where(
      and(
        eq(imports.id, importId),
        workerId === null
          ? inArray(imports.status, ['queued', 'running'])
          : or(
              eq(imports.status, 'queued'),
              and(eq(imports.status, 'running'), sql`${imports.workerId} is distinct from ${workerId}`),
            ),
      ),
    )
    .returning();
  return row;
}

/** Running imports that a job worker claimed, with that worker's id (CLI runs have none and are left alone). */
export async function findRunningWorkerImports(db: Database): Promise<Array<{ id: string; workerId: string }>> {
  const rows = await db
    .select({ id: imports.id, workerId: imports.workerId })
    .from(imports)
    .where(and(eq(imports.status, 'running'), isNotNull(imports.workerId)));
  return rows.flatMap((row) => (row.workerId ? [{ id: row.id, workerId: row.workerId }] : []));
}

/** Queues a running import again, once: only while `workerId` still holds it; false when another worker did it first. */
export async function markImportInterrupted(db: Database, importId: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(imports)
    .set({ status: 'queued', workerId: null, interruptedAt: sql`now()` })
    .where(and(eq(imports.id, importId), eq(imports.status, 'running'), eq(imports.workerId, workerId)))
    .returning({ id: imports.id });
  return rows.length > 0;
}

/** Undoes markImportInterrupted when its job could not be sent. */
export async function restoreImportHolder(db: Database, importId: string, workerId: string): Promise<void> {
  await db
    .update(imports)
    .set({ status: 'running', workerId })
    .where(and(eq(imports.id, importId), eq(imports.status, 'queued')));
}

/** Files that imports still wait for or read: an upload in the directory that is not one of them is an orphan. */
export async function findPendingImportFiles(db: Database): Promise<string[]> {
  const rows = await db
    .select({ storagePath: imports.storagePath })
    .from(imports)
    .where(and(inArray(imports.status, ['queued', 'running']), isNotNull(imports.storagePath)));
  return rows.flatMap((row) => (row.storagePath ? [row.storagePath] : []));
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
    inventoryRows: number;
    returnRows: number;
    /** Set when the run decided the day (a report the CLI read); uploads have it from the start. */
    inventoryDay?: string;
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

/** Whether the seller has another import queued or running (a burst of uploads, the demo history). */
export async function hasOtherUnfinishedImports(db: Database, sellerId: string, importId: string): Promise<boolean> {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(eq(imports.sellerId, sellerId), inArray(imports.status, ['queued', 'running']), ne(imports.id, importId)),
    )
    .limit(1);
  return rows.length > 0;
}
