import { eq, imports, sellers, userEmailSettings, users, type Database } from '@brandlens/db';

/**
 * A finished import with whoever uploaded it and whether they want its
 * result by mail (null: they never saved their settings, so the default).
 * Undefined when the import is gone or nobody uploaded it (CLI, demo data).
 */
export async function findImportResultRecipient(db: Database, importId: string) {
  const [row] = await db
    .select({
      fileName: imports.fileName,
      kind: imports.kind,
      status: imports.status,
      settlementsImported: imports.settlementsImported,
      settlementsSkipped: imports.settlementsSkipped,
      ordersImported: imports.ordersImported,
      ordersUpdated: imports.ordersUpdated,
      ordersSkipped: imports.ordersSkipped,
      inventoryDay: imports.inventoryDay,
      inventoryRows: imports.inventoryRows,
      returnRows: imports.returnRows,
      adRows: imports.adRows,
      adFirstDay: imports.adFirstDay,
      adLastDay: imports.adLastDay,
      adDaysSkipped: imports.adDaysSkipped,
      errors: imports.errors,
      unreconciledSettlements: imports.unreconciledSettlements,
      sellerName: sellers.name,
      sellerSlug: sellers.slug,
      email: users.email,
      wantsImportResults: userEmailSettings.importResults,
    })
    .from(imports)
    .innerJoin(users, eq(users.id, imports.createdByUserId))
    .innerJoin(sellers, eq(sellers.id, imports.sellerId))
    .leftJoin(userEmailSettings, eq(userEmailSettings.userId, users.id))
    .where(eq(imports.id, importId));
  return row;
}
