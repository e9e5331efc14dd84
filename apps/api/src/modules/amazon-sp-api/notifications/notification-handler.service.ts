// Turns a batch of queue messages into sync requests and says which messages
// are done with. A notification only asks for the seller's sync of what
// changed (the sync reads Amazon itself), so the messages of one batch that
// ask the same of one seller make one request, and the job's singleton key
// collapses requests across batches. A message that can never be acted on
// (malformed, another notification type, an account no seller has connected)
// is done with at once; one whose request failed stays for SQS to deliver
// again, up to MAX_RECEIVES times, after which the schedule's sync covers it.
import type { Database } from '@brandlens/db';
import type { Logger } from 'pino';
import type { JobSender } from '../../../platform/jobs/define-job.ts';
import type { requestSellerSync } from '../sync-requests.ts';
import type { TSyncStep } from '../sync-step.ts';
import { readNotification } from './notification-message.ts';
import { findSellersOfSellingPartner } from './notifications.queries.ts';

/** About half an hour of failed requests at the queue's visibility timeout. */
export const MAX_RECEIVES = 30;

export interface ReceivedMessage {
  messageId: string;
  receiptHandle: string;
  body: string;
  /** SQS's ApproximateReceiveCount: 1 the first time. */
  receiveCount: number;
}

export interface NotificationHandlerDeps {
  db: Database;
  jobs: JobSender;
  logger: Logger;
  requestSync: typeof requestSellerSync;
}

interface SyncRequest {
  sellingPartnerId: string;
  steps: TSyncStep[];
  messages: ReceivedMessage[];
}

/** The messages to delete from the queue: acted on, or never to be. */
export async function handleNotifications(
  deps: NotificationHandlerDeps,
  messages: readonly ReceivedMessage[],
): Promise<ReceivedMessage[]> {
  const done: ReceivedMessage[] = [];
  const requests = new Map<string, SyncRequest>();
  for (const message of messages) {
    const action = readNotification(message.body);
    if (action.kind === 'sync') {
      const key = `${action.sellingPartnerId}\n${action.steps.join(',')}`;
      const request = requests.get(key) ?? {
        sellingPartnerId: action.sellingPartnerId,
        steps: action.steps,
        messages: [],
      };
      request.messages.push(message);
      requests.set(key, request);
      deps.logger.debug(
        { messageId: message.messageId, notificationType: action.notificationType, subject: action.subject },
        'notification received',
      );
      continue;
    }
    if (action.kind === 'malformed')
      deps.logger.warn(
        { messageId: message.messageId, notificationType: action.notificationType, problem: action.problem },
        'notification dropped: it cannot be read',
      );
    else
      deps.logger.info(
        { messageId: message.messageId, notificationType: action.notificationType, reason: action.reason },
        'notification ignored',
      );
    done.push(message);
  }
  for (const request of requests.values()) {
    if (await requestSyncOf(deps, request)) done.push(...request.messages);
    else done.push(...request.messages.filter((message) => message.receiveCount >= MAX_RECEIVES));
  }
  return done;
}

/** True when the request was made or can never be: its messages are done with. */
async function requestSyncOf(deps: NotificationHandlerDeps, request: SyncRequest): Promise<boolean> {
  const messageIds = request.messages.map((message) => message.messageId);
  try {
    const sellerIds = await findSellersOfSellingPartner(deps.db, request.sellingPartnerId);
    if (sellerIds.length === 0) {
      deps.logger.warn(
        { messageIds, sellingPartnerId: request.sellingPartnerId },
        'notification dropped: no seller has this Seller Central account connected',
      );
      return true;
    }
    for (const sellerId of sellerIds)
      await deps.requestSync({ db: deps.db, jobs: deps.jobs }, sellerId, request.steps, 'notification');
    deps.logger.info({ messageIds, sellerIds, steps: request.steps }, 'sync requested by a notification');
    return true;
  } catch (error) {
    const isGivingUp = request.messages.every((message) => message.receiveCount >= MAX_RECEIVES);
    deps.logger.error(
      { err: error, messageIds, steps: request.steps },
      isGivingUp
        ? `requesting a sync for a notification failed ${MAX_RECEIVES} times: dropped, the scheduled sync will cover it`
        : 'requesting a sync for a notification failed: SQS will deliver it again',
    );
    return false;
  }
}
