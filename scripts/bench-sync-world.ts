// The world of the sync benchmark: sellers each connected with a selling
// partner account of its own (own refresh token, own rate buckets) to one
// paced fake Amazon, in the state of a connection whose backfill is done
// (marketplaces known, orders synced up to a moment), and the few changes a
// pass finds: new orders placed, the previous pass's orders shipped with their
// money in the open financial event group. The fake's data is not per
// account: every seller sees the same orders and events, which each stores as
// its own.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@brandlens/db';
import { saveConnection } from '../apps/api/src/modules/connections/connections.queries.ts';
import { resolveCliSeller } from '../apps/api/src/modules/ingestion/cli-import.service.ts';
import { LAST_UPDATE_LAG_MS } from '../apps/api/src/modules/amazon-sp-api/orders-api.ts';
import { processAccessTokens } from '../apps/api/src/modules/amazon-sp-api/lwa-access-tokens.ts';
import { spApiConfigFrom } from '../apps/api/src/modules/amazon-sp-api/sp-api-config.ts';
import { findActiveSpApiConnection } from '../apps/api/src/modules/amazon-sp-api/sp-api-sync.queries.ts';
import {
  claimSyncStep,
  markBackfillCompleted,
  recordStepEnd,
  saveMarketplaceIds,
} from '../apps/api/src/modules/amazon-sp-api/sync-state.queries.ts';
import { sealSecret } from '../apps/api/src/platform/crypto/secret-box.ts';
import { parseEnv, type Env } from '../apps/api/src/platform/env.ts';
import { installEveryFakeOperation } from '../apps/api/src/test/fake-amazon-all.ts';
import { fakeOrder } from '../apps/api/src/test/fake-amazon-orders.ts';
import { startPacedFakeAmazon, type PacedFakeOptions } from '../apps/api/src/test/fake-amazon-paced.ts';

const MARKETPLACE = 'ATVPDKIKX0DER';
const OPEN_GROUP = 'bench-open-group';
const DAY_MS = 24 * 3600 * 1000;
const LWA = { AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.bench', AMAZON_LWA_CLIENT_SECRET: 'bench-secret' };

export interface WorldOptions {
  latencyMs: number;
  /** Orders placed between two passes (as many of the previous pass's ship). */
  ordersPerPass: number;
  /** Events already in the open financial event group (a page holds 100). */
  groupEvents: number;
}

export type SyncWorld = Awaited<ReturnType<typeof startSyncWorld>>;

const usd = (amount: number) => ({ CurrencyCode: 'USD', CurrencyAmount: amount });
/** A shipment event as financesV0.json has it: the item's price and its fees. */
const shipmentEvent = (orderId: string, posted: Date) => ({
  AmazonOrderId: orderId,
  MarketplaceName: 'Amazon.com',
  PostedDate: posted.toISOString(),
  ShipmentItemList: [
    {
      SellerSKU: 'BENCH-1',
      QuantityShipped: 1,
      ItemChargeList: [{ ChargeType: 'Principal', ChargeAmount: usd(24.99) }],
      ItemFeeList: [
        { FeeType: 'Commission', FeeAmount: usd(-3.75) },
        { FeeType: 'FBAPerUnitFulfillmentFee', FeeAmount: usd(-4.12) },
      ],
    },
  ],
});
const orderId = (pass: number, index: number) =>
  `114-${String(pass).padStart(7, '0')}-${String(index).padStart(7, '0')}`;

export async function startSyncWorld(options: WorldOptions) {
  const paced: PacedFakeOptions = { latencyMs: options.latencyMs, isRateLimited: true };
  const running = await startPacedFakeAmazon(paced);
  const parts = installEveryFakeOperation(running.fake);
  // Amazon's published plans, not the generous one the sync tests use.
  running.fake.grantedRate = undefined;
  const key = randomBytes(32);
  const dataDir = await mkdtemp(join(tmpdir(), 'brandlens-bench-sync-'));
  const env: Env = parseEnv({
    ...LWA,
    AMAZON_LWA_TOKEN_URL: running.tokenUrl,
    AMAZON_SP_API_ENDPOINT: running.endpoint,
    CONNECTIONS_ENCRYPTION_KEY: key.toString('base64'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const groupStart = new Date(Date.now() - 10 * DAY_MS);
  parts.finances.addGroup({ id: OPEN_GROUP, start: groupStart.toISOString(), currency: 'USD' });
  for (let index = 0; index < options.groupEvents; index += 1)
    parts.finances.addEvents(
      OPEN_GROUP,
      'ShipmentEventList',
      shipmentEvent(orderId(0, index), new Date(groupStart.getTime() + index * 60_000)),
    );
  let pass = 0;

  /** A seller connected with an account of its own; `isBackfilled` leaves it as after its backfill. */
  async function connectSeller(db: Database, slug: string, isBackfilled: boolean): Promise<string> {
    const sellerId = await resolveCliSeller(db, slug, true);
    const refreshToken = `Atzr|${slug}`;
    running.fake.refreshTokens.add(refreshToken);
    await saveConnection(db, {
      sellerId,
      provider: 'autopilot_spapi_basic',
      providerFamily: ['autopilot_spapi_basic', 'autopilot_spapi_ops'],
      region: 'na',
      externalAccountId: `A1${slug.toUpperCase().replace(/[^A-Z0-9]/g, '')}`,
      refreshTokenEncrypted: sealSecret(refreshToken, key),
    });
    if (!isBackfilled) return sellerId;
    const connection = await findActiveSpApiConnection(db, sellerId);
    if (!connection) throw new Error(`${slug} is not connected`);
    await saveMarketplaceIds(db, connection.id, [MARKETPLACE]);
    await markBackfillCompleted(db, connection.id);
    // Orders are synced up to now: the next pass asks Amazon what changed since.
    await claimSyncStep(db, sellerId, 'orders');
    const through = new Date(Date.now() - LAST_UPDATE_LAG_MS).toISOString();
    await recordStepEnd(db, sellerId, 'orders', { status: 'idle', cursor: { lastUpdatedAfter: through } });
    return sellerId;
  }

  /** The access tokens a worker holds for its hour, fetched ten at a time (one per seller per hour in a steady state). */
  async function warmAccessTokens(db: Database, slugs: readonly string[]): Promise<void> {
    const config = spApiConfigFrom(env);
    if (!config) throw new Error('the benchmark environment does not configure Amazon');
    for (let start = 0; start < slugs.length; start += 10)
      await Promise.all(
        slugs.slice(start, start + 10).map(async (slug) => {
          const connection = await findActiveSpApiConnection(db, await resolveCliSeller(db, slug, false));
          if (!connection) throw new Error(`${slug} is not connected`);
          await processAccessTokens(config).getAccessToken({
            connectionId: connection.id,
            refreshToken: `Atzr|${slug}`,
          });
        }),
      );
  }

  /**
   * What happens between two passes: new orders, the previous ones shipped and their money in the
   * open group. Dated just inside the period the next pass asks for (Amazon answers orders up to
   * two minutes old), and after the period of the pass before.
   */
  function placeOrders(): void {
    pass += 1;
    const changedAt = new Date(Date.now() - LAST_UPDATE_LAG_MS - 50);
    for (let index = 0; index < options.ordersPerPass; index += 1) {
      const placed = { sku: 'BENCH-1', quantity: 1, itemPrice: '24.99', marketplaceId: MARKETPLACE };
      parts.orders.put(
        fakeOrder({ ...placed, orderId: orderId(pass, index), purchaseDate: changedAt, status: 'Unshipped' }),
      );
      if (pass === 1) continue;
      const shipped = orderId(pass - 1, index);
      const purchaseDate = new Date(parts.orders.orders.get(shipped)?.PurchaseDate ?? changedAt);
      parts.orders.put(fakeOrder({ ...placed, orderId: shipped, purchaseDate, lastUpdate: changedAt }));
      parts.finances.addEvents(OPEN_GROUP, 'ShipmentEventList', shipmentEvent(shipped, changedAt));
    }
  }

  async function close(): Promise<void> {
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  return { running, parts, env, paced, connectSeller, warmAccessTokens, placeOrders, close };
}
