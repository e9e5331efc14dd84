// The demo seller's history on first start: two years of settlement files and
// the All Orders reports of the same orders from the deterministic generator,
// queued through the real importer (the worker imports them, with progress on
// the seller's settings page), plus its catalog, costs of goods, demo FX rates,
// the brand valuation sources (reviews, best seller ranks, account health,
// customers, Shopify revenue) of the same period, the daily FBA stock of
// the last months, consistent with the same orders, and the advertising
// history whose spend the settlements bill as Cost of Advertising, and the
// Sales and Traffic days of the last months with orders, and the customer returns behind its
// settlements' refunds.
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Database } from '@brandlens/db';
import {
  demoAdsHistory,
  demoCatalog,
  demoCatalogContent,
  demoCostOfGoods,
  demoInventoryHistory,
  demoReturnsHistory,
  demoTrafficHistory,
  demoValuationSources,
  writeDemoSettlementFiles,
  type DemoDataOptions,
} from '@brandlens/db/demo';
import type { Env } from '../../platform/env.ts';
import type { JobProducer } from '../../platform/jobs/job-producer.ts';
import { upsertCostOfGoods } from '../cogs/cogs.queries.ts';
import { storeDemoRates } from '../fx/fx.service.ts';
import { insertImport } from '../ingestion/imports.queries.ts';
import { importSettlementJob } from '../ingestion/jobs/import-settlement.job.ts';
import { storeDemoAccountHealth } from './demo-account-health.service.ts';
import { replaceDemoAds, type DemoAdsStored } from './demo-ads.queries.ts';
import { replaceDemoCatalogContent } from './demo-catalog-content.queries.ts';
import { replaceDemoInventory } from './demo-inventory.queries.ts';
import { replaceDemoReturns } from './demo-returns.queries.ts';
import { insertDemoTraffic } from './demo-traffic.queries.ts';
import { insertDemoValuationSources, upsertDemoProducts } from './demo.queries.ts';

export const DEMO_SEED = 20_261_122;

export interface DemoDataSummary {
  files: number;
  orderFiles: number;
  settlements: number;
  orderItems: number;
  firstDay: string;
  lastDay: string;
}

/** The brand valuation sources of the demo seller for [firstDay, lastDay] (YYYY-MM-DD). */
export async function storeDemoValuationSources(
  db: Database,
  sellerId: string,
  firstDay: string,
  lastDay: string,
  seed = DEMO_SEED,
): Promise<void> {
  await insertDemoValuationSources(db, sellerId, demoValuationSources(seed, firstDay, lastDay));
}

/**
 * The demo seller's daily FBA stock over the last months ending on `options.now`'s day, from the
 * orders the same options generate (source 'demo'); a second run replaces the first. Returns the rows stored.
 */
export async function storeDemoInventory(
  db: Database,
  sellerId: string,
  options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'orders' | 'endDate'>,
): Promise<number> {
  return replaceDemoInventory(db, sellerId, demoInventoryHistory(options).rows);
}

/**
 * The demo seller's campaigns and their daily figures over the demo period (source 'demo'); a second
 * run replaces the first. No ad spend estimate is built here: each settlement file's import rebuilds
 * its currency's, and the demo's settlements bill every ads day (docs/advertising.md).
 */
export async function storeDemoAds(
  db: Database,
  sellerId: string,
  options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'orders' | 'endDate'>,
): Promise<DemoAdsStored> {
  return replaceDemoAds(db, sellerId, demoAdsHistory(options));
}

/**
 * The demo seller's Sales and Traffic of the last days with orders, from the orders the same
 * options generate (docs/products.md); days already stored are kept. Returns the rows stored.
 */
export async function storeDemoTraffic(
  db: Database,
  sellerId: string,
  options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'orders' | 'endDate'>,
): Promise<number> {
  return insertDemoTraffic(db, sellerId, demoTrafficHistory(options));
}

/**
 * The demo seller's FBA customer returns: one per refunded order item of the settlements the same
 * options generate, with its reason (docs/customer-satisfaction.md); a second run replaces the first.
 * Returns the rows stored.
 */
export async function storeDemoReturns(
  db: Database,
  sellerId: string,
  options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'orders' | 'endDate'>,
): Promise<number> {
  return replaceDemoReturns(db, sellerId, demoReturnsHistory(options));
}

/**
 * Three demo listings' catalog items and the content changes (title, main image, bullet points)
 * that led to them within the demo period (docs/products.md); a second run replaces the first.
 */
export async function storeDemoCatalogContent(
  db: Database,
  sellerId: string,
  options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'endDate'>,
): Promise<{ items: number; changes: number }> {
  return replaceDemoCatalogContent(db, sellerId, demoCatalogContent(options));
}

export async function seedDemoSellerData(
  deps: { db: Database; env: Pick<Env, 'DATA_DIR'>; jobs: JobProducer },
  sellerId: string,
  now: Date,
): Promise<DemoDataSummary> {
  const directory = join(deps.env.DATA_DIR, 'demo-data');
  const written = await writeDemoSettlementFiles(directory, { seed: DEMO_SEED, now, split: 'marketplace' });
  await upsertDemoProducts(deps.db, sellerId, demoCatalog(DEMO_SEED));
  await upsertCostOfGoods(deps.db, sellerId, demoCostOfGoods(DEMO_SEED, written.firstDay));
  await storeDemoRates(deps.db, written.firstDay, written.lastDay);
  await storeDemoValuationSources(deps.db, sellerId, written.firstDay, written.lastDay);
  await storeDemoAccountHealth(deps.db, sellerId, {
    seed: DEMO_SEED,
    firstDay: written.firstDay,
    lastDay: written.lastDay,
  });
  await storeDemoInventory(deps.db, sellerId, { seed: DEMO_SEED, now });
  await storeDemoAds(deps.db, sellerId, { seed: DEMO_SEED, now });
  await storeDemoTraffic(deps.db, sellerId, { seed: DEMO_SEED, now });
  await storeDemoCatalogContent(deps.db, sellerId, { seed: DEMO_SEED, now });
  await storeDemoReturns(deps.db, sellerId, { seed: DEMO_SEED, now });
  // Orders reports first: each settlement then dates its rows by order day as it is written, so the
  // orders imports have no ledger rows to move (the figures are the same in either order).
  const files = [
    ...written.orderFiles.map((path) => ({ path, kind: 'orders' as const })),
    ...written.files.map((path) => ({ path, kind: 'settlement' as const })),
  ];
  for (const { path, kind } of files) {
    const { size } = await stat(path);
    const row = await insertImport(deps.db, {
      sellerId,
      kind,
      fileName: `demo ${basename(path)}`,
      fileSize: size,
      storagePath: path,
      createdByUserId: null,
    });
    await deps.jobs.send(importSettlementJob, { importId: row.id });
  }
  return {
    files: written.files.length,
    orderFiles: written.orderFiles.length,
    settlements: written.totals.settlements,
    orderItems: written.totals.orderItems,
    firstDay: written.firstDay,
    lastDay: written.lastDay,
  };
}
