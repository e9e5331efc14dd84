// The seller's planning defaults and the SKUs' own lead times: read, set, and given back to the
// defaults. Every call resolves the seller through the caller's scope first (404 when unseen).
import type {
  TInventoryPlanning,
  TInventoryPlanningSettings,
  TSkuLeadTime,
  TSkuLeadTimeInput,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import {
  deleteSkuLeadTime,
  findPlanningSettings,
  findSkuLeadTimes,
  upsertPlanningSettings,
  upsertSkuLeadTime,
  type SkuLeadTimeRow,
} from './inventory-planning.queries.ts';
import { settingsOrDefaults } from './planning-inputs.ts';

const PLANNING_READ_DEADLINE_MS = 5_000;

const shapeLeadTime = (row: SkuLeadTimeRow): TSkuLeadTime => ({
  sku: row.sku,
  productionDays: row.productionDays,
  transitDays: row.transitDays,
  checkInDays: row.checkInDays,
  safetyStockDays: row.safetyStockDays,
  updatedAt: row.updatedAt.toISOString(),
});

async function readPlanning(reader: DatabaseReader, sellerId: string): Promise<TInventoryPlanning> {
  const settings = await findPlanningSettings(reader, sellerId);
  const leadTimes = await findSkuLeadTimes(reader, sellerId);
  return {
    settings: settingsOrDefaults(settings),
    isDefault: settings === null,
    skuLeadTimes: leadTimes.map(shapeLeadTime),
  };
}

function planningOf(db: Database, sellerId: string): Promise<TInventoryPlanning> {
  const deadline = { ms: PLANNING_READ_DEADLINE_MS, what: 'The inventory planning' };
  return withReadDeadline(db, deadline, (reader) => readPlanning(reader, sellerId));
}

export async function getInventoryPlanning(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TInventoryPlanning> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  return planningOf(db, seller.id);
}

export async function setInventoryPlanning(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  settings: TInventoryPlanningSettings,
): Promise<TInventoryPlanning> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  await upsertPlanningSettings(db, seller.id, settings);
  return planningOf(db, seller.id);
}

export async function setSkuLeadTime(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  sku: string,
  legs: TSkuLeadTimeInput,
): Promise<TSkuLeadTime> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  return shapeLeadTime(await upsertSkuLeadTime(db, seller.id, sku, legs));
}

/** Gives the SKU the seller's defaults again; nothing to remove is no error. */
export async function removeSkuLeadTime(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  sku: string,
): Promise<void> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  await deleteSkuLeadTime(db, seller.id, sku);
}
