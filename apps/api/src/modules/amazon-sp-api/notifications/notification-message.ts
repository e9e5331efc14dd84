// What a message of the notifications queue asks for: the Notifications API
// delivers one notification per SQS message, its JSON as the body. Only the
// selling partner and what changed matter here, as the sync fetches the data
// itself; the rest of a payload (an order's items, a SKU's quantities) is not
// read. ORDER_CHANGE and FBA_INVENTORY_AVAILABILITY_CHANGES spell their keys
// in PascalCase, REPORT_PROCESSING_FINISHED in camelCase (Amazon's schemas).
import { z } from 'zod';
import type { TSyncStep } from '../sync-step.ts';

export const NOTIFICATION_TYPES = [
  'ORDER_CHANGE',
  'FBA_INVENTORY_AVAILABILITY_CHANGES',
  'REPORT_PROCESSING_FINISHED',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The sync step that asks for each report type, so that a finished report is picked up at once. */
export const REPORT_TYPE_STEPS: Readonly<Record<string, TSyncStep>> = {
  GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2: 'settlements',
  GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL: 'orders',
  GET_SALES_AND_TRAFFIC_REPORT: 'traffic',
  GET_V2_SELLER_PERFORMANCE_REPORT: 'health',
  GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA: 'inventory',
  GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA: 'returns',
};

const ZId = z.string().trim().min(1).max(200);

const ZEnvelope = z.union([
  z.object({ NotificationType: z.string(), Payload: z.unknown() }),
  z.object({ notificationType: z.string(), payload: z.unknown() }),
]);

const ZOrderChangePayload = z.object({
  OrderChangeNotification: z.object({ SellerId: ZId, AmazonOrderId: ZId, OrderChangeType: z.string().optional() }),
});

const ZInventoryChangePayload = z.object({ SellerId: ZId });

const ZReportFinishedPayload = z.object({
  reportProcessingFinishedNotification: z.object({
    // Absent for a vendor group; a seller's accountId is 'amzn1.merchant.o.' + its seller id.
    sellerId: ZId.optional(),
    accountId: ZId,
    reportId: ZId,
    reportType: ZId,
    processingStatus: z.string(),
  }),
});

const MERCHANT_ACCOUNT_PREFIX = 'amzn1.merchant.o.';

export type TNotificationAction =
  | {
      kind: 'sync';
      notificationType: TNotificationType;
      /** seller_connections.external_account_id of the account it is about. */
      sellingPartnerId: string;
      steps: TSyncStep[];
      /** What it is about, for the log: an order id, a report id and type. */
      subject: string;
    }
  /** Not JSON, or not shaped as its type says: nothing will ever make it readable. */
  | { kind: 'malformed'; notificationType: string | undefined; problem: string }
  /** Readable, but nothing this server syncs (another notification type, a report type no step asks for). */
  | { kind: 'ignored'; notificationType: string; reason: string };

/** Reads a message body; never throws. */
export function readNotification(body: string): TNotificationAction {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'malformed', notificationType: undefined, problem: 'the body is not JSON' };
  }
  const envelope = ZEnvelope.safeParse(json);
  if (!envelope.success)
    return { kind: 'malformed', notificationType: undefined, problem: 'no NotificationType and Payload' };
  const [notificationType, payload] =
    'NotificationType' in envelope.data
      ? [envelope.data.NotificationType, envelope.data.Payload]
      : [envelope.data.notificationType, envelope.data.payload];
  switch (notificationType) {
    case 'ORDER_CHANGE':
      return readOrderChange(payload);
    case 'FBA_INVENTORY_AVAILABILITY_CHANGES':
      return readInventoryChange(payload);
    case 'REPORT_PROCESSING_FINISHED':
      return readReportFinished(payload);
    default:
      return { kind: 'ignored', notificationType, reason: 'a notification type this server does not subscribe to' };
  }
}

/** Where the payload fails its schema, by path only: the values may be a buyer's data. */
function problemOf(error: z.ZodError): string {
  const paths = error.issues.map((issue) => issue.path.join('.') || '(payload)');
  return `invalid payload at ${[...new Set(paths)].join(', ')}`;
}

function readOrderChange(payload: unknown): TNotificationAction {
  const parsed = ZOrderChangePayload.safeParse(payload);
  if (!parsed.success) return { kind: 'malformed', notificationType: 'ORDER_CHANGE', problem: problemOf(parsed.error) };
  const change = parsed.data.OrderChangeNotification;
  return {
    kind: 'sync',
    notificationType: 'ORDER_CHANGE',
    sellingPartnerId: change.SellerId,
    steps: ['orders'],
    subject: `order ${change.AmazonOrderId}${change.OrderChangeType ? ` (${change.OrderChangeType})` : ''}`,
  };
}

function readInventoryChange(payload: unknown): TNotificationAction {
  const parsed = ZInventoryChangePayload.safeParse(payload);
  if (!parsed.success)
    return {
      kind: 'malformed',
      notificationType: 'FBA_INVENTORY_AVAILABILITY_CHANGES',
      problem: problemOf(parsed.error),
    };
  return {
    kind: 'sync',
    notificationType: 'FBA_INVENTORY_AVAILABILITY_CHANGES',
    sellingPartnerId: parsed.data.SellerId,
    steps: ['inventory'],
    subject: 'FBA inventory',
  };
}

function readReportFinished(payload: unknown): TNotificationAction {
  const notificationType = 'REPORT_PROCESSING_FINISHED';
  const parsed = ZReportFinishedPayload.safeParse(payload);
  if (!parsed.success) return { kind: 'malformed', notificationType, problem: problemOf(parsed.error) };
  const report = parsed.data.reportProcessingFinishedNotification;
  const step = Object.hasOwn(REPORT_TYPE_STEPS, report.reportType) ? REPORT_TYPE_STEPS[report.reportType] : undefined;
  if (!step) return { kind: 'ignored', notificationType, reason: `report type ${report.reportType} is not synced` };
  const sellingPartnerId =
    report.sellerId ??
    (report.accountId.startsWith(MERCHANT_ACCOUNT_PREFIX)
      ? report.accountId.slice(MERCHANT_ACCOUNT_PREFIX.length)
      : '');
  if (!sellingPartnerId) return { kind: 'ignored', notificationType, reason: 'a report of a vendor account' };
  return {
    kind: 'sync',
    notificationType,
    sellingPartnerId,
    // Whatever its status: the step that asked for it learns it is DONE, CANCELLED or FATAL and moves on.
    steps: [step],
    subject: `report ${report.reportId} ${report.reportType} ${report.processingStatus}`,
  };
}
