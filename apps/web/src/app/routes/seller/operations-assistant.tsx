import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { OperationsAssistant } from '../../../features/profit-loss/components/operations-assistant';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <OperationsAssistant sellerId={sellerId} /> : null}
    </>
  );
}
