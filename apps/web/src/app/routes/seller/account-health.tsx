import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { accountHealthQueryOptions } from '../../../features/account-health/api/get-account-health';
import { AccountHealthPage } from '../../../features/account-health/components/account-health-page';
import { parseHealthFilters } from '../../../features/account-health/utils/health-filters';
import { queryClientContext } from '../../router-context';

/** Starts the page's request with the seller's; not awaited: the page shows its loader meanwhile. */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!params.sellerId) return null;
  const filters = parseHealthFilters(new URL(request.url).searchParams);
  void context.get(queryClientContext).prefetchQuery(accountHealthQueryOptions(params.sellerId, filters.currency));
  return null;
}

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <AccountHealthPage sellerId={sellerId} /> : null}
    </>
  );
}
