import type { UIMatch } from 'react-router';
import { paths } from '../../config/paths';
import { readRouteHandle } from '../../lib/route-handle';

// SPEC §2: Dashboard home, then the seller (linking to its settings), then the page labels of
// the matched routes. The seller shows its name once GET /v2/sellers/:sellerId has answered, its
// id or slug from the URL until then.

export interface Breadcrumb {
  label: string;
  to: string;
}

type BreadcrumbMatch = Pick<UIMatch, 'handle' | 'params' | 'pathname'>;

export function buildSellerBreadcrumbs(matches: readonly BreadcrumbMatch[], sellerName?: string): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ label: 'Dashboard', to: paths.dashboard.getHref() }];
  const sellerId = matches.at(-1)?.params.sellerId;
  if (sellerId) crumbs.push({ label: sellerName || sellerId, to: paths.seller.settings.getHref(sellerId) });

  for (const match of matches) {
    const { breadcrumb } = readRouteHandle(match.handle);
    const label = typeof breadcrumb === 'function' ? breadcrumb(match.params) : breadcrumb;
    if (label) crumbs.push({ label, to: match.pathname });
  }
  return crumbs;
}
