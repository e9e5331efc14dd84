// What the page shows beyond the stored columns, read from the marketplace's part of the seller
// performance report as Amazon wrote it (account_health_reports.metrics): each metric's window and
// counts, and the order defect rate per fulfilment channel with its parts (negative feedback,
// A-to-z claims, chargebacks). Amazon adds and drops fields, so each is optional.
import { z } from 'zod';

const ZCount = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);
const ZRange = z.object({ reportingDateFrom: z.string().optional(), reportingDateTo: z.string().optional() });
const ZCounted = z.object({ count: ZCount.optional() });
const ZRateMetric = z.looseObject({
  reportingDateRange: ZRange.optional(),
  orderCount: ZCount.optional(),
  shipmentCount: ZCount.optional(),
  lateShipmentCount: ZCount.optional(),
  cancellationCount: ZCount.optional(),
  validTrackingCount: ZCount.optional(),
});
const ZChannel = ZRateMetric.extend({
  orderWithDefects: ZCounted.optional(),
  negativeFeedback: ZCounted.optional(),
  claims: ZCounted.optional(),
  chargebacks: ZCounted.optional(),
});
const ZEntry = z.looseObject({
  accountHealthRating: z.looseObject({ reportingDateRange: ZRange.optional() }).optional(),
  orderDefectRate: z.looseObject({ afn: ZChannel.optional(), mfn: ZChannel.optional() }).optional(),
  lateShipmentRate: ZRateMetric.optional(),
  preFulfillmentCancellationRate: ZRateMetric.optional(),
  prefulfillmentCancelRate: ZRateMetric.optional(),
  validTrackingRate: ZRateMetric.optional(),
});
const ZDocument = z.looseObject({ performanceMetrics: z.array(z.unknown()).optional() });

export interface HealthWindow {
  from: string;
  to: string;
}

export interface ChannelFigures {
  channel: 'afn' | 'mfn';
  orderCount: number | null;
  defectCount: number | null;
  negativeFeedback: number | null;
  claims: number | null;
  chargebacks: number | null;
  window: HealthWindow | null;
}

export interface DocumentFigures {
  windows: Partial<
    Record<'rating' | 'lateShipmentRate' | 'preFulfillmentCancellationRate' | 'validTrackingRate', HealthWindow>
  >;
  lateShipments: { count: number | null; of: number | null };
  cancellations: { count: number | null; of: number | null };
  validTracking: { count: number | null; of: number | null };
  channels: ChannelFigures[];
}

/** '2026-09-06T00:00Z' → '2026-09-06'; both ends or no window. */
function windowOf(range: z.infer<typeof ZRange> | undefined): HealthWindow | null {
  const from = range?.reportingDateFrom?.slice(0, 10);
  const to = range?.reportingDateTo?.slice(0, 10);
  const isDay = (text: string | undefined): text is string => text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text);
  return isDay(from) && isDay(to) ? { from, to } : null;
}

const EMPTY: DocumentFigures = {
  windows: {},
  lateShipments: { count: null, of: null },
  cancellations: { count: null, of: null },
  validTracking: { count: null, of: null },
  channels: [],
};

/** The figures of the document's first entry (a stored document holds one marketplace). */
export function readHealthDocument(document: unknown): DocumentFigures {
  const parsedDocument = ZDocument.safeParse(document);
  const parsed = ZEntry.safeParse(parsedDocument.success ? parsedDocument.data.performanceMetrics?.[0] : undefined);
  if (!parsed.success) return EMPTY;
  const entry = parsed.data;
  const cancellation = entry.preFulfillmentCancellationRate ?? entry.prefulfillmentCancelRate;
  const windows: DocumentFigures['windows'] = {};
  const named = [
    ['rating', entry.accountHealthRating?.reportingDateRange],
    ['lateShipmentRate', entry.lateShipmentRate?.reportingDateRange],
    ['preFulfillmentCancellationRate', cancellation?.reportingDateRange],
    ['validTrackingRate', entry.validTrackingRate?.reportingDateRange],
  ] as const;
  for (const [key, range] of named) {
    const window = windowOf(range);
    if (window) windows[key] = window;
  }
  const channels = (['afn', 'mfn'] as const).flatMap((channel) => {
    const figures = entry.orderDefectRate?.[channel];
    if (!figures) return [];
    return [
      {
        channel,
        orderCount: figures.orderCount ?? null,
        defectCount: figures.orderWithDefects?.count ?? null,
        negativeFeedback: figures.negativeFeedback?.count ?? null,
        claims: figures.claims?.count ?? null,
        chargebacks: figures.chargebacks?.count ?? null,
        window: windowOf(figures.reportingDateRange),
      },
    ];
  });
  return {
    windows,
    lateShipments: {
      count: entry.lateShipmentRate?.lateShipmentCount ?? null,
      of: entry.lateShipmentRate?.orderCount ?? null,
    },
    cancellations: { count: cancellation?.cancellationCount ?? null, of: cancellation?.orderCount ?? null },
    validTracking: {
      count: entry.validTrackingRate?.validTrackingCount ?? null,
      of: entry.validTrackingRate?.shipmentCount ?? null,
    },
    channels,
  };
}
