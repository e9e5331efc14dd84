// The worker's reader of the Notifications API's SQS queue: long polls
// (20 s, up to 10 messages), asks for the syncs the messages call for, then
// deletes the messages done with in one batch. A received message stays
// hidden from other workers for the visibility timeout, so any number of
// workers may read the queue; one not deleted comes back after it.
//
// How Amazon is told to write to the queue (done once per application and
// region, by an operator, not by this server): the queue's access policy lets
// Amazon's principal 437568002678 send messages; the Notifications API's
// createDestination (a grantless call, with a client-credentials token of
// scope sellingpartnerapi::notifications) registers the queue's ARN as a
// destination; then createSubscription, with each seller's own access token,
// subscribes that seller to ORDER_CHANGE, FBA_INVENTORY_AVAILABILITY_CHANGES
// and REPORT_PROCESSING_FINISHED at the destination. A redrive policy on the
// queue is a good guard, but a message is never retried forever here anyway.
import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { Database } from '@brandlens/db';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Env } from '../../../platform/env.ts';
import type { JobSender } from '../../../platform/jobs/define-job.ts';
import { requestSellerSync } from '../sync-requests.ts';
import { handleNotifications, type ReceivedMessage } from './notification-handler.service.ts';
import { notificationsQueueFrom, type NotificationsQueue } from './notifications-queue.ts';

export interface NotificationConsumerOptions {
  waitTimeSeconds: number;
  maxMessages: number;
  /** Long enough to request the syncs of a batch; a message not deleted by then is delivered again. */
  visibilityTimeoutSeconds: number;
  /** After a failed receive or delete: doubled on each failure in a row, up to maxErrorDelayMs. */
  errorDelayMs: number;
  maxErrorDelayMs: number;
}

const DEFAULT_OPTIONS: NotificationConsumerOptions = {
  waitTimeSeconds: 20,
  maxMessages: 10,
  visibilityTimeoutSeconds: 60,
  errorDelayMs: 1_000,
  maxErrorDelayMs: 60_000,
};

export interface NotificationConsumerDeps {
  db: Database;
  jobs: JobSender;
  logger: Logger;
  queue: NotificationsQueue;
  /** The lead's requestSellerSync; tests pass their own. */
  requestSync?: typeof requestSellerSync;
}

export interface NotificationConsumer {
  /** Ends the poll in flight, lets the batch in hand finish and be deleted, and closes the client. */
  stop(): Promise<void>;
}

/** Starts reading the queue when AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL is set; undefined otherwise. */
export function startSpApiNotifications(deps: {
  db: Database;
  env: Env;
  jobs: JobSender;
  logger: Logger;
}): NotificationConsumer | undefined {
  const queue = notificationsQueueFrom(deps.env);
  if (!queue) return undefined;
  deps.logger.info({ queueUrl: queue.queueUrl }, 'reading Seller Central notifications');
  return startNotificationConsumer({ db: deps.db, jobs: deps.jobs, logger: deps.logger, queue });
}

export function startNotificationConsumer(
  deps: NotificationConsumerDeps,
  options: Partial<NotificationConsumerOptions> = {},
): NotificationConsumer {
  const settings = { ...DEFAULT_OPTIONS, ...options };
  const handlerDeps = { ...deps, requestSync: deps.requestSync ?? requestSellerSync };
  const stopping = new AbortController();
  const loop = (async () => {
    let failuresInARow = 0;
    while (!stopping.signal.aborted) {
      try {
        const messages = await receive(deps.queue, settings, stopping.signal);
        if (messages.length > 0) await deleteMessages(deps, await handleNotifications(handlerDeps, messages));
        failuresInARow = 0;
      } catch (error) {
        if (stopping.signal.aborted) break;
        failuresInARow += 1;
        const delayMs = Math.min(settings.errorDelayMs * 2 ** (failuresInARow - 1), settings.maxErrorDelayMs);
        deps.logger.error({ err: sqsErrorOf(error), delayMs }, 'reading the notifications queue failed');
        await sleep(delayMs, undefined, { signal: stopping.signal }).catch(() => undefined);
      }
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await loop;
      deps.queue.client.destroy();
    },
  };
}

async function receive(
  queue: NotificationsQueue,
  settings: NotificationConsumerOptions,
  signal: AbortSignal,
): Promise<ReceivedMessage[]> {
  const answer = await queue.client.send(
    new ReceiveMessageCommand({
      QueueUrl: queue.queueUrl,
      WaitTimeSeconds: settings.waitTimeSeconds,
      MaxNumberOfMessages: settings.maxMessages,
      VisibilityTimeout: settings.visibilityTimeoutSeconds,
      MessageSystemAttributeNames: ['ApproximateReceiveCount'],
    }),
    { abortSignal: signal },
  );
  return (answer.Messages ?? []).flatMap((message) =>
    message.MessageId && message.ReceiptHandle
      ? [
          {
            messageId: message.MessageId,
            receiptHandle: message.ReceiptHandle,
            body: message.Body ?? '',
            receiveCount: Number(message.Attributes?.ApproximateReceiveCount ?? 1),
          },
        ]
      : [],
  );
}

/** Not cut short by a stop: the syncs are requested, so their messages must go. */
async function deleteMessages(deps: NotificationConsumerDeps, messages: readonly ReceivedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const answer = await deps.queue.client.send(
    new DeleteMessageBatchCommand({
      QueueUrl: deps.queue.queueUrl,
      Entries: messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.receiptHandle })),
    }),
  );
  // A message left undeleted comes back after its visibility timeout and asks again: harmless.
  for (const failed of answer.Failed ?? [])
    deps.logger.warn(
      { messageId: messages[Number(failed.Id)]?.messageId, code: failed.Code, reason: failed.Message },
      'a handled notification could not be deleted from the queue',
    );
}

/** The SDK's error without the raw HTTP response it may carry. */
function sqsErrorOf(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return { type: error.name, message: error.message, ...(status ? { status } : {}) };
}
