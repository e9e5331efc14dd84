// One marketplace's latest report as the page shows it: each headline metric with its target,
// status, counts and window; the order defect rate per fulfilment channel with its parts; the
// open policy violations by type (largest first). The flag is the worst of the metrics and the
// account status; policy violations weigh through the rating, as Amazon counts them.
import type {
  TAccountHealthMetric,
  TAccountHealthRateKey,
  TMarketplaceAccountHealth,
  TOrderDefectChannel,
} from '@brandlens/contracts';
import { combineOrderDefects, parseAccountHealthReport } from '../amazon-sp-api/account-health-report.ts';
import { readHealthDocument, type DocumentFigures } from './account-health-document.ts';
import type { StoredHealthReport } from './account-health.queries.ts';
import {
  accountStatusStatus,
  flagOf,
  rateStatus,
  ratingStatus,
  targetText,
  worstStatus,
} from './account-health-status.ts';

/** The document's account status and its afn/mfn parts in document order; none when it is not a report. */
function parsedDocument(metrics: string) {
  try {
    const [health] = parseAccountHealthReport(metrics);
    return { accountStatus: health?.accountStatus ?? null, parts: health?.orderDefectParts ?? [] };
  } catch {
    return { accountStatus: null, parts: [] };
  }
}

function rateMetric(
  key: TAccountHealthRateKey,
  value: string | null,
  counted: { count: number | null; of: number | null },
  window: TAccountHealthMetric['window'],
): TAccountHealthMetric {
  return { key, value, status: rateStatus(key, value), target: targetText(key), ...counted, window };
}

function channelsOf(figures: DocumentFigures, metrics: string): TOrderDefectChannel[] {
  const { parts } = parsedDocument(metrics);
  // Both lists hold the channels the document gives, afn before mfn.
  return figures.channels.map((channel, index) => {
    const part = parts[index];
    const rate = part ? combineOrderDefects([part]).rate : null;
    const { window, ...counts } = channel;
    return { ...counts, rate, status: rateStatus('orderDefectRate', rate), window };
  });
}

export function marketplaceHealthOf(report: StoredHealthReport): TMarketplaceAccountHealth {
  const figures = readHealthDocument(JSON.parse(report.metrics));
  const channels = channelsOf(figures, report.metrics);
  const { accountStatus } = parsedDocument(report.metrics);
  const orderWindow = channels.find((channel) => channel.window !== null)?.window ?? null;
  const defects = channels.some((channel) => channel.defectCount !== null)
    ? channels.reduce((sum, channel) => sum + (channel.defectCount ?? 0), 0)
    : null;
  const orders = channels.some((channel) => channel.orderCount !== null)
    ? channels.reduce((sum, channel) => sum + (channel.orderCount ?? 0), 0)
    : null;
  const rating = report.healthRating;
  const metrics: TAccountHealthMetric[] = [
    rateMetric('orderDefectRate', report.orderDefectRate, { count: defects, of: orders }, orderWindow),
    rateMetric(
      'lateShipmentRate',
      report.lateShipmentRate,
      figures.lateShipments,
      figures.windows.lateShipmentRate ?? null,
    ),
    rateMetric(
      'preFulfillmentCancellationRate',
      report.preFulfillmentCancellationRate,
      figures.cancellations,
      figures.windows.preFulfillmentCancellationRate ?? null,
    ),
    rateMetric(
      'validTrackingRate',
      report.validTrackingRate,
      figures.validTracking,
      figures.windows.validTrackingRate ?? null,
    ),
    {
      key: 'accountHealthRating',
      value: rating === null ? null : String(rating),
      status: ratingStatus(rating, report.healthStatus),
      target: targetText('accountHealthRating'),
      count: null,
      of: null,
      window: figures.windows.rating ?? null,
    },
  ];
  const violations = Object.entries(report.policyViolations ?? {})
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1));
  return {
    marketplaceId: report.marketplaceId,
    day: report.day,
    accountStatus,
    healthStatus: report.healthStatus,
    flag: flagOf(worstStatus([...metrics.map((metric) => metric.status), accountStatusStatus(accountStatus)])),
    metrics,
    orderDefectChannels: channels,
    policyViolations: violations,
  };
}
