import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readNotification, REPORT_TYPE_STEPS } from './notification-message.ts';

const SAMPLES = new URL('../../../../../../../shared/samples/', import.meta.url);
const REPORT_FINISHED_SCHEMA = new URL(
  'amzn-selling-partner-api-models/ReportProcessingFinishedNotification.json',
  SAMPLES,
);
const hasSamples = existsSync(REPORT_FINISHED_SCHEMA);

const reportFinished = (fields: Record<string, unknown>) =>
  JSON.stringify({
    notificationVersion: '2020-09-04',
    notificationType: 'REPORT_PROCESSING_FINISHED',
    payloadVersion: '2020-09-04',
    eventTime: '2026-11-20T10:05:00.000Z',
    payload: {
      reportProcessingFinishedNotification: {
        sellerId: 'A3TH9S8BH6GOGM',
        accountId: 'amzn1.merchant.o.A3TH9S8BH6GOGM',
        reportId: '54517018502',
        reportType: 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2',
        processingStatus: 'DONE',
        ...fields,
      },
    },
    notificationMetadata: {},
  });

describe('reading a notification', () => {
  it('reads ORDER_CHANGE as an orders sync of its seller', () => {
    const body = JSON.stringify({
      NotificationVersion: '1.0',
      NotificationType: 'ORDER_CHANGE',
      Payload: {
        OrderChangeNotification: {
          SellerId: 'A3TH9S8BH6GOGM',
          AmazonOrderId: '903-8868176-2219830',
          OrderChangeType: 'BuyerRequestedChange',
        },
      },
    });
    expect(readNotification(body)).toEqual({
      kind: 'sync',
      notificationType: 'ORDER_CHANGE',
      sellingPartnerId: 'A3TH9S8BH6GOGM',
      steps: ['orders'],
      subject: 'order 903-8868176-2219830 (BuyerRequestedChange)',
    });
  });

  it('reads FBA_INVENTORY_AVAILABILITY_CHANGES as an inventory sync', () => {
    const body = JSON.stringify({
      NotificationType: 'FBA_INVENTORY_AVAILABILITY_CHANGES',
      Payload: { SellerId: 'A3TH9S8BH6GOGM', FNSKU: 'X001ABCDEF', ASIN: 'B00001ABCD', SKU: 'SELLERSKU-1' },
    });
    expect(readNotification(body)).toMatchObject({
      kind: 'sync',
      sellingPartnerId: 'A3TH9S8BH6GOGM',
      steps: ['inventory'],
    });
  });

  it('sends a finished report to the step that owns its type, whatever its status', () => {
    for (const [reportType, step] of Object.entries(REPORT_TYPE_STEPS))
      for (const processingStatus of ['DONE', 'CANCELLED', 'FATAL'])
        expect(readNotification(reportFinished({ reportType, processingStatus }))).toMatchObject({
          kind: 'sync',
          sellingPartnerId: 'A3TH9S8BH6GOGM',
          steps: [step],
        });
    expect(Object.values(REPORT_TYPE_STEPS).sort()).toEqual([
      'health',
      'inventory',
      'orders',
      'returns',
      'settlements',
      'traffic',
    ]);
  });

  it("takes the seller from a merchant accountId when sellerId is absent, and ignores a vendor's report", () => {
    expect(readNotification(reportFinished({ sellerId: undefined }))).toMatchObject({
      kind: 'sync',
      sellingPartnerId: 'A3TH9S8BH6GOGM',
    });
    expect(readNotification(reportFinished({ sellerId: undefined, accountId: 'amzn1.vg.6213651' }))).toMatchObject({
      kind: 'ignored',
    });
  });

  it('ignores report types no step asks for and notification types it does not act on', () => {
    expect(readNotification(reportFinished({ reportType: 'GET_FLAT_FILE_ACTIONABLE_ORDER_DATA' }))).toEqual({
      kind: 'ignored',
      notificationType: 'REPORT_PROCESSING_FINISHED',
      reason: 'report type GET_FLAT_FILE_ACTIONABLE_ORDER_DATA is not synced',
    });
    expect(readNotification(reportFinished({ reportType: 'constructor' }))).toMatchObject({ kind: 'ignored' });
    expect(readNotification(JSON.stringify({ NotificationType: 'ANY_OFFER_CHANGED', Payload: {} }))).toMatchObject({
      kind: 'ignored',
      notificationType: 'ANY_OFFER_CHANGED',
    });
  });

  it('calls malformed what is not JSON, has no envelope, or misses the fields it needs, naming paths only', () => {
    expect(readNotification('{"NotificationType": ')).toMatchObject({
      kind: 'malformed',
      problem: 'the body is not JSON',
    });
    expect(readNotification('[1,2]')).toMatchObject({ kind: 'malformed', notificationType: undefined });
    expect(readNotification('null')).toMatchObject({ kind: 'malformed' });
    const blankSeller = readNotification(
      JSON.stringify({
        NotificationType: 'ORDER_CHANGE',
        Payload: { OrderChangeNotification: { SellerId: '  ', AmazonOrderId: 'secret-buyer@example.com' } },
      }),
    );
    expect(blankSeller).toEqual({
      kind: 'malformed',
      notificationType: 'ORDER_CHANGE',
      problem: 'invalid payload at OrderChangeNotification.SellerId',
    });
    expect(readNotification(JSON.stringify({ NotificationType: 'FBA_INVENTORY_AVAILABILITY_CHANGES' }))).toMatchObject({
      kind: 'malformed',
      problem: 'no NotificationType and Payload',
    });
    expect(
      readNotification(JSON.stringify({ NotificationType: 'FBA_INVENTORY_AVAILABILITY_CHANGES', Payload: 'x' })),
    ).toMatchObject({ kind: 'malformed', problem: 'invalid payload at (payload)' });
    expect(
      readNotification(JSON.stringify({ NotificationType: 'FBA_INVENTORY_AVAILABILITY_CHANGES', Payload: {} })),
    ).toMatchObject({ kind: 'malformed', problem: 'invalid payload at SellerId' });
    expect(readNotification(reportFinished({ reportId: 42 }))).toMatchObject({
      kind: 'malformed',
      problem: 'invalid payload at reportProcessingFinishedNotification.reportId',
    });
  });
});

describe.skipIf(!hasSamples)("REPORT_PROCESSING_FINISHED in Amazon's schema examples (../shared/samples)", () => {
  it('reads each example: a seller one as a sync request when its report type is synced, a vendor one as ignored', () => {
    const schema = JSON.parse(readFileSync(REPORT_FINISHED_SCHEMA, 'utf8')) as { examples: Record<string, unknown>[] };
    const [sellerExample, vendorExample] = schema.examples;
    expect(readNotification(JSON.stringify(sellerExample))).toMatchObject({
      kind: 'ignored',
      reason: 'report type GET_FLAT_FILE_ACTIONABLE_ORDER_DATA is not synced',
    });
    const asSettlement = structuredClone(sellerExample) as {
      payload: { reportProcessingFinishedNotification: { reportType: string } };
    };
    asSettlement.payload.reportProcessingFinishedNotification.reportType = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
    expect(readNotification(JSON.stringify(asSettlement))).toMatchObject({
      kind: 'sync',
      sellingPartnerId: 'A3TH9S8BH6GOGM',
      steps: ['settlements'],
      subject: 'report 54517018502 GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2 CANCELLED',
    });
    const vendorAsSettlement = structuredClone(vendorExample) as typeof asSettlement;
    vendorAsSettlement.payload.reportProcessingFinishedNotification.reportType =
      'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
    expect(readNotification(JSON.stringify(vendorAsSettlement))).toMatchObject({ kind: 'ignored' });
  });
});

if (!hasSamples) console.warn('../shared/samples is absent: the schema example test is skipped');
