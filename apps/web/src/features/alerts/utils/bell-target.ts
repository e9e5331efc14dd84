import { paths } from '../../../config/paths';
import type { TSellerAlertCounts } from '../api/list-alerts-per-seller';

export interface BellTarget {
  /** Open alerts the bell counts; null while the counts are unknown. */
  openCount: number | null;
  href: string;
}

/**
 * On a seller's page the bell counts that seller's open alerts and leads to its alert centre. On
 * the dashboard it counts every seller's and leads to the first seller with open alerts (the
 * first seller when none has any); without a seller there is nowhere to lead, so no bell.
 */
export function getBellTarget(
  sellers: readonly TSellerAlertCounts[] | undefined,
  sellerIdOrSlug: string | undefined,
): BellTarget | null {
  if (sellerIdOrSlug) {
    const seller = sellers?.find((entry) => entry.sellerId === sellerIdOrSlug || entry.slug === sellerIdOrSlug);
    return {
      openCount: sellers ? (seller?.open ?? 0) : null,
      href: paths.seller.alerts.getHref(sellerIdOrSlug),
    };
  }
  const first = sellers?.find((entry) => entry.open > 0) ?? sellers?.[0];
  if (!sellers || !first) return null;
  return {
    openCount: sellers.reduce((total, entry) => total + entry.open, 0),
    href: paths.seller.alerts.getHref(first.slug),
  };
}

/** The bell's accessible name, which includes the count it shows. */
export const bellLabel = (openCount: number | null): string =>
  openCount === null ? 'Alerts' : `Alerts: ${openCount} open`;
