import { Writable } from 'node:stream';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../platform/env.ts';
import type { JobSender } from '../../../platform/jobs/define-job.ts';
import { startFakeSqs, type RunningFakeSqs } from '../../../test/fake-sqs.ts';
import { saveConnection } from '../../connections/connections.queries.ts';
import { resolveCliSeller } from '../../ingestion/cli-import.service.ts';
import type { requestSellerSync } from '../sync-requests.ts';
import { MAX_RECEIVES } from './notification-handler.service.ts';
import {
  startNotificationConsumer,
  startSpApiNotifications,
  type NotificationConsumer,
  type NotificationConsumerOptions,
} from './notification-consumer.service.ts';
import { notificationsQueueFrom } from './notifications-queue.ts';

// The queue reader against a fake SQS speaking the SDK's own protocol: what each notification
// asks of the sync (requestSellerSync stands in for the lead's job), which messages leave the
// queue, and a clean stop in the middle of a long poll.
const SELLING_PARTNER = 'A3TH9S8BH6GOGM';
const POSTAL_CODE = '48110';

const orderChange = (sellerId: string, orderId = '903-8868176-2219830') => ({
  NotificationVersion: '1.0',
  NotificationType: 'ORDER_CHANGE',
  PayloadVersion: '1.0',
  EventTime: '2026-11-20T10:05:00.000Z',
  Payload: {
    OrderChangeNotification: {
      NotificationLevel: 'OrderLevel',
      SellerId: sellerId,
      AmazonOrderId: orderId,
      OrderChangeType: 'OrderStatusChange',
      OrderChangeTrigger: { TimeOfOrderChange: '2026-11-20T10:04:58.000Z', ChangeReason: 'Order status changed' },
      Summary: { MarketplaceId: 'ATVPDKIKX0DER', OrderStatus: 'Pending', DestinationPostalCode: POSTAL_CODE },
    },
  },
  NotificationMetadata: {
    ApplicationId: 'amzn1.sellerapps.app.test',
    SubscriptionId: 'subscription-1',
    PublishTime: '2026-11-20T10:05:01.000Z',
    NotificationId: 'notification-1',
  },
});

const inventoryChange = (sellerId: string) => ({
  NotificationVersion: '1.0',
  NotificationType: 'FBA_INVENTORY_AVAILABILITY_CHANGES',
  PayloadVersion: '1.0',
  EventTime: '2026-11-20T10:05:00.000Z',
  Payload: {
    SellerId: sellerId,
    FNSKU: 'X001ABCDEF',
    ASIN: 'B00001ABCD',
    SKU: 'MUG-1',
    FulfillmentInventoryByMarketplace: [],
  },
  NotificationMetadata: {},
});

const settlementFinished = (sellerId: string) => ({
  notificationVersion: '2020-09-04',
  notificationType: 'REPORT_PROCESSING_FINISHED',
  payloadVersion: '2020-09-04',
  eventTime: '2026-11-20T10:05:00.000Z',
  payload: {
    reportProcessingFinishedNotification: {
      sellerId,
      accountId: `amzn1.merchant.o.${sellerId}`,
      reportId: '54517018502',
      reportType: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2',
      processingStatus: 'DONE',
      reportDocumentId: 'amzn1.tortuga.3.doc',
    },
  },
  notificationMetadata: {},
});

type SyncCall = { sellerId: string; steps: readonly string[]; reason: string };

describe(`the Seller Central notifications queue on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let sqs: RunningFakeSqs;
  let connectedId: string;
  let consumer: NotificationConsumer | undefined;
  let syncCalls: SyncCall[];
  let failingSyncs: number;
  let logLines: string[];
  const jobs: JobSender = { send: () => Promise.reject(new Error('the test requests syncs itself')) };

  const requestSync: typeof requestSellerSync = async (deps, sellerId, steps, reason) => {
    expect(deps.jobs).toBe(jobs);
    if (failingSyncs > 0) {
      failingSyncs -= 1;
      throw new Error('the job queue is unreachable');
    }
    syncCalls.push({ sellerId, steps, reason });
  };

  const start = (options: Partial<NotificationConsumerOptions> = {}) => {
    const env = parseEnv({
      LOG_LEVEL: 'silent',
      AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.test',
      AMAZON_LWA_CLIENT_SECRET: 'lwa-secret',
      CONNECTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: sqs.fake.queueUrl,
      AMAZON_SQS_ENDPOINT: sqs.endpoint,
    });
    const queue = notificationsQueueFrom(env, { accessKeyId: 'AKIDTEST', secretAccessKey: 'sqs-secret-key' });
    if (!queue) throw new Error('the queue should be configured');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    consumer = startNotificationConsumer(
      { db: database.db, jobs, logger: pino({ level: 'debug' }, sink), queue, requestSync },
      { waitTimeSeconds: 1, errorDelayMs: 50, ...options },
    );
    return consumer;
  };
  const untilDeleted = (count: number) =>
    vi.waitFor(() => expect(sqs.fake.deleted).toHaveLength(count), { timeout: 10_000, interval: 20 });

  beforeAll(async () => {
    database = await createTestDatabase();
    connectedId = await resolveCliSeller(database.db, 'notified-seller', true);
    const otherId = await resolveCliSeller(database.db, 'same-account-later', true);
    for (const sellerId of [connectedId, otherId])
      await saveConnection(database.db, {
        sellerId,
        provider: 'autopilot_spapi_basic',
        providerFamily: ['autopilot_spapi_basic', 'autopilot_spapi_ops'],
        region: 'na',
        externalAccountId: SELLING_PARTNER,
        refreshTokenEncrypted: 'sealed',
      });
    const lostId = await resolveCliSeller(database.db, 'authorisation-lost', true);
    await saveConnection(database.db, {
      sellerId: lostId,
      provider: 'autopilot_spapi_basic',
      providerFamily: ['autopilot_spapi_basic', 'autopilot_spapi_ops'],
      region: 'eu',
      externalAccountId: 'A1LOSTACCOUNT',
      refreshTokenEncrypted: 'sealed',
    });
    await database.pool.query(
      `update seller_connections set reauthorization_required_at = now() where seller_id = $1`,
      [lostId],
    );
  });
  beforeEach(async () => {
    sqs = await startFakeSqs();
    syncCalls = [];
    failingSyncs = 0;
    logLines = [];
  });
  afterEach(async () => {
    await consumer?.stop();
    consumer = undefined;
    await sqs.close();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('asks for the orders sync of the connected seller within one poll and deletes the message', async () => {
    const message = sqs.fake.send(orderChange(SELLING_PARTNER));
    start();
    await untilDeleted(1);
    // The second seller's connection to the same account is inactive: only the first is synced.
    expect(syncCalls).toEqual([{ sellerId: connectedId, steps: ['orders'], reason: 'notification' }]);
    expect(sqs.fake.deleted[0]).toMatchObject({ messageId: message.messageId, receiveCount: 1 });
    expect(sqs.fake.messages).toHaveLength(0);
    const receives = sqs.fake.callsOf('ReceiveMessage');
    expect(receives[0]?.returned).toEqual([message.messageId]);
    expect(receives[0]?.input).toMatchObject({ WaitTimeSeconds: 1, MaxNumberOfMessages: 10, VisibilityTimeout: 60 });
  });

  it('makes one request per seller and step set of a batch, each notification type to its step', async () => {
    for (const orderId of ['111-1', '111-2', '111-3']) sqs.fake.send(orderChange(SELLING_PARTNER, orderId));
    sqs.fake.send(inventoryChange(SELLING_PARTNER));
    sqs.fake.send(settlementFinished(SELLING_PARTNER));
    start();
    await untilDeleted(5);
    expect(syncCalls).toEqual([
      { sellerId: connectedId, steps: ['orders'], reason: 'notification' },
      { sellerId: connectedId, steps: ['inventory'], reason: 'notification' },
      { sellerId: connectedId, steps: ['settlements'], reason: 'notification' },
    ]);
    expect(sqs.fake.callsOf('DeleteMessageBatch')).toHaveLength(1);
  });

  it('deletes without a sync what is malformed, for no connected seller, or not synced, and logs it without the payload', async () => {
    sqs.fake.send('not json at all');
    sqs.fake.send({
      NotificationType: 'ORDER_CHANGE',
      Payload: { OrderChangeNotification: { SellerId: SELLING_PARTNER } },
    });
    sqs.fake.send(orderChange('A0UNKNOWNSELLER'));
    sqs.fake.send(orderChange('A1LOSTACCOUNT'));
    sqs.fake.send({ NotificationType: 'ANY_OFFER_CHANGED', Payload: {} });
    start();
    await untilDeleted(5);
    expect(syncCalls).toEqual([]);
    const log = logLines.join('');
    expect(log).toContain('notification dropped: it cannot be read');
    expect(log).toContain('invalid payload at OrderChangeNotification.AmazonOrderId');
    expect(log).toContain('no seller has this Seller Central account connected');
    expect(log).toContain('notification ignored');
    expect(log).not.toContain(POSTAL_CODE);
    expect(log).not.toContain('sqs-secret-key');
  });

  it('leaves a message whose sync request failed for SQS to deliver again, then deletes it', async () => {
    failingSyncs = 1;
    const message = sqs.fake.send(orderChange(SELLING_PARTNER));
    start();
    await vi.waitFor(() => expect(message.receiveCount).toBe(1), { timeout: 10_000, interval: 20 });
    // Until its visibility timeout passes the message stays hidden and on the queue.
    await vi.waitFor(() => expect(sqs.fake.callsOf('ReceiveMessage').length).toBeGreaterThan(1), { timeout: 10_000 });
    expect(sqs.fake.messages).toEqual([message]);
    expect(sqs.fake.callsOf('DeleteMessageBatch')).toHaveLength(0);
    expect(syncCalls).toEqual([]);
    expect(logLines.join('')).toContain('SQS will deliver it again');

    sqs.fake.expireVisibility();
    await untilDeleted(1);
    expect(message.receiveCount).toBe(2);
    expect(syncCalls).toEqual([{ sellerId: connectedId, steps: ['orders'], reason: 'notification' }]);
  });

  it('drops a message whose sync request keeps failing after MAX_RECEIVES deliveries', async () => {
    failingSyncs = 1;
    const message = sqs.fake.send(orderChange(SELLING_PARTNER));
    message.receiveCount = MAX_RECEIVES - 1;
    start();
    await untilDeleted(1);
    expect(syncCalls).toEqual([]);
    expect(logLines.join('')).toContain(`failed ${MAX_RECEIVES} times: dropped`);
  });

  it('keeps polling after the queue fails to answer', async () => {
    // The SDK tries a call 3 times before the consumer sees the failure.
    sqs.fake.receiveFailures.push(500, 500, 500);
    sqs.fake.send(orderChange(SELLING_PARTNER));
    start();
    await untilDeleted(1);
    expect(sqs.fake.callsOf('ReceiveMessage').length).toBeGreaterThanOrEqual(4);
    expect(logLines.join('')).toContain('reading the notifications queue failed');
    expect(syncCalls).toHaveLength(1);
  });

  it('stops cleanly in the middle of a long poll', async () => {
    const running = start({ waitTimeSeconds: 20 });
    await vi.waitFor(() => expect(sqs.fake.waitingReceives).toBe(1), { timeout: 10_000, interval: 20 });
    const startedAt = Date.now();
    await running.stop();
    consumer = undefined;
    expect(Date.now() - startedAt).toBeLessThan(900);
    await vi.waitFor(() => expect(sqs.fake.waitingReceives).toBe(0), { timeout: 5_000, interval: 20 });
    const receivesAtStop = sqs.fake.callsOf('ReceiveMessage').length;
    sqs.fake.send(orderChange(SELLING_PARTNER));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sqs.fake.callsOf('ReceiveMessage')).toHaveLength(receivesAtStop);
    expect(sqs.fake.messages[0]?.receiveCount).toBe(0);
    expect(syncCalls).toEqual([]);
    expect(logLines.join('')).not.toContain('reading the notifications queue failed');
  });

  it('does not start without a queue URL', () => {
    const env = parseEnv({ LOG_LEVEL: 'silent' });
    expect(startSpApiNotifications({ db: database.db, env, jobs, logger: pino({ level: 'silent' }) })).toBeUndefined();
  });
});
