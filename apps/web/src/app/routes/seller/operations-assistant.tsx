import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { OperationsAssistant } from '../../../features/profit-loss/components/operations-assistant';

// The statement's request starts with the navigation (prefetchOperationsAssistant in ./seller-prefetch).

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
