import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { operationsStatementQueryOptions } from '../../../features/profit-loss/api/get-operations-statement';
import { OperationsAssistant } from '../../../features/profit-loss/components/operations-assistant';
import { parseStatementFilters } from '../../../lib/profit-loss/statement-filters';
import { queryClientContext } from '../../router-context';

/**
 * Starts the statement's request with the seller's, instead of after the page has rendered: the
 * statement is the page's largest content. Not awaited: the page shows its loader meanwhile, and
 * a failure is the page's to show.
 */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!params.sellerId) return null;
  const filters = parseStatementFilters(new URL(request.url).searchParams);
  void context.get(queryClientContext).prefetchQuery(operationsStatementQueryOptions(params.sellerId, filters));
  return null;
}

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ImportActivityBanner sellerId={sellerId} /> : null}
      {sellerId ? <OperationsAssistant sellerId={sellerId} /> : null}
    </>
  );
}
