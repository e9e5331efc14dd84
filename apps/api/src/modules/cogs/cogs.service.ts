// Cost of goods sold: storing unit landed costs (JSON or file, all rows or
// none), listing them, and how much of what was sold has a known cost.
import {
  COGS_FILE_COLUMNS,
  type TCogsRejected,
  type TCogsStatus,
  type TCogsStored,
  type TCostOfGoodsSold,
  type TCostOfGoodsSoldInput,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { formatDecimalTrimmed, isoDateOfDayNumber, isoDayNumber, parseDecimal } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { toCsv } from '../../platform/files/spreadsheet-cells.ts';
import { getSeller, listSellers } from '../sellers/sellers.service.ts';
import { checkCogsRows, JSON_COLUMNS, type CogsColumnNames, type RawCogsRow } from './cogs-rows.ts';
import { readCogsFileInWorker } from './cogs-file-reader.ts';
import { COGS_FILE_UNREADABLE, COGS_ROWS_INVALID, cogsRejected } from './cogs.errors.ts';
import { findCostOfGoods, findUnitsWithCostBySku, upsertCostOfGoods } from './cogs.queries.ts';

export type CogsStoreResult = { status: 'stored'; body: TCogsStored } | { status: 'rejected'; body: TCogsRejected };

async function store(db: Database, sellerId: string, rows: RawCogsRow[], columns: CogsColumnNames) {
  const checked = checkCogsRows(rows, columns);
  if (!checked.ok) {
    const message = `${checked.errors.length} problem(s) in the rows; nothing was stored.`;
    return { status: 'rejected', body: cogsRejected(COGS_ROWS_INVALID, message, checked.errors) } as const;
  }
  const counts = await upsertCostOfGoods(db, sellerId, checked.entries);
  return { status: 'stored', body: { rowsReceived: rows.length, ...counts } } as const;
}

export async function createCostOfGoodsSold(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  input: TCostOfGoodsSoldInput[],
): Promise<CogsStoreResult> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const rows = input.map((entry, index) => ({ row: index + 1, ...entry }));
  return store(db, seller.id, rows, JSON_COLUMNS);
}

export async function uploadCostOfGoodsSold(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  file: Buffer | undefined,
): Promise<CogsStoreResult> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  if (!file) {
    const message = 'Send the file as multipart/form-data in a field named "file".';
    return { status: 'rejected', body: cogsRejected(COGS_FILE_UNREADABLE, message, []) };
  }
  const read = await readCogsFileInWorker(file);
  if (!read.ok) return { status: 'rejected', body: cogsRejected(COGS_FILE_UNREADABLE, read.message, read.errors) };
  return store(db, seller.id, read.rows, read.columns);
}

/** Every cost of the seller by SKU and validFrom, with the last day each one applies. */
export async function listCostOfGoodsSold(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TCostOfGoodsSold[]> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const rows = await findCostOfGoods(db, seller.id);
  return rows.map((row, index) => {
    const next = rows[index + 1];
    return {
      ...row,
      unitLandedCost: formatDecimalTrimmed(parseDecimal(row.unitLandedCost), 2),
      validUntil: next && next.sku === row.sku ? isoDateOfDayNumber(isoDayNumber(next.validFrom) - 1) : null,
    };
  });
}

export async function getCostOfGoodsSoldTemplate(db: Database, auth: AuthContext, sellerIdOrSlug: string) {
  await getSeller(db, auth, sellerIdOrSlug);
  return toCsv([
    COGS_FILE_COLUMNS,
    ['MY-SKU-1', { decimal: '12.50' }, 'USD', '2025-01-01'],
    ['MY-SKU-1', { decimal: '13.10' }, 'USD', '2025-07-01'],
  ]);
}

const MAX_SKUS_LISTED = 50;

function statusOf(rows: Array<{ sku: string | null; units: number; unitsWithCost: number }>): TCogsStatus {
  const unitsSold = rows.reduce((sum, row) => sum + row.units, 0);
  const unitsWithCost = rows.reduce((sum, row) => sum + row.unitsWithCost, 0);
  const skusWithoutCost = rows
    .filter((row) => row.units > row.unitsWithCost)
    .map((row) => ({ sku: row.sku, unitsSold: row.units - row.unitsWithCost }))
    .sort((a, b) => b.unitsSold - a.unitsSold || String(a.sku).localeCompare(String(b.sku)))
    .slice(0, MAX_SKUS_LISTED);
  const share = unitsSold > 0 ? Math.round((unitsWithCost / unitsSold) * 10_000) / 10_000 : null;
  return { unitsSold, unitsWithCost, share, skusWithoutCost };
}

export async function getCogsStatus(db: Database, auth: AuthContext, sellerIdOrSlug: string): Promise<TCogsStatus> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  return statusOf(await findUnitsWithCostBySku(db, [seller.id]));
}

/** The status of each seller the caller may see whose externalId is asked for; others are left out. */
export async function findCogsStatusByExternalIds(db: Database, auth: AuthContext, externalIds: readonly string[]) {
  const wanted = new Set(externalIds);
  const sellers = (await listSellers(db, auth)).filter((seller) => seller.externalId && wanted.has(seller.externalId));
  const rows = await findUnitsWithCostBySku(
    db,
    sellers.map((seller) => seller.id),
  );
  return sellers.map((seller) => ({
    sellerId: seller.id,
    slug: seller.slug,
    externalId: seller.externalId as string,
    ...statusOf(rows.filter((row) => row.sellerId === seller.id)),
  }));
}
