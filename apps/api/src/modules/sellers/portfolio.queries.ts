// The portfolio's list of sellers (ADR 0027): one statement for every seller of
// an organization, each column a lookup through an index that starts with the seller.
import {
  imports,
  ledgerDailyRollups,
  organizationSellers,
  sellerConnections,
  sellers,
  settlements,
  sql,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { SellerScope } from '../../platform/tenancy/seller-scope.ts';

export interface PortfolioConnectionRow {
  provider: string;
  status: 'active' | 'inactive';
  hasError: boolean;
  isReauthorizationRequired: boolean;
}

export interface PortfolioSellerRow {
  id: string;
  slug: string;
  name: string;
  lastLedgerDay: string | null;
  lastImportFinishedAt: Date | null;
  unreconciledSettlements: number;
  connections: PortfolioConnectionRow[];
}

type SellerRow = {
  id: string;
  slug: string;
  name: string;
  last_ledger_day: string | null;
  last_import_finished_at: Date | string | null;
  unreconciled_settlements: number;
  connections: PortfolioConnectionRow[] | null;
};

/**
 * Every seller of the scope's organization with what is known of it without
 * its figures: each column a correlated lookup through an index that starts
 * with the seller (the latest rollup day, the seller's imports, settlements
 * and connections), so the statement grows with the sellers, not their data.
 * Connections come without their tokens.
 */
export async function findPortfolioSellers(
  reader: DatabaseReader,
  scope: SellerScope & { organizationId: string },
): Promise<PortfolioSellerRow[]> {
  const r = ledgerDailyRollups;
  const c = sellerConnections;
  const { rows } = await reader.execute<SellerRow>(sql`
    select ${sellers.id} as id, ${sellers.slug} as slug, ${sellers.name} as name,
      (select ${r.day}::text from ${r} where ${r.sellerId} = ${sellers.id} order by ${r.day} desc limit 1)
        as last_ledger_day,
      (select max(${imports.finishedAt}) from ${imports}
        where ${imports.sellerId} = ${sellers.id} and ${imports.status} = 'succeeded') as last_import_finished_at,
      (select count(*)::int from ${settlements}
        where ${settlements.sellerId} = ${sellers.id} and ${settlements.reconciliation} = 'unreconciled')
        as unreconciled_settlements,
      (select json_agg(json_build_object('provider', ${c.provider}, 'status', ${c.status},
          'hasError', ${c.lastError} is not null,
          'isReauthorizationRequired', ${c.reauthorizationRequiredAt} is not null))
        from ${c} where ${c.sellerId} = ${sellers.id}) as connections
    from ${organizationSellers} join ${sellers} on ${sellers.id} = ${organizationSellers.sellerId}
    where ${organizationSellers.organizationId} = ${scope.organizationId}`);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    lastLedgerDay: row.last_ledger_day,
    lastImportFinishedAt: row.last_import_finished_at === null ? null : new Date(row.last_import_finished_at),
    unreconciledSettlements: Number(row.unreconciled_settlements),
    connections: row.connections ?? [],
  }));
}
