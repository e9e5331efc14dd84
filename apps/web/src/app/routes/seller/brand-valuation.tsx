import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { BrandValuationOverview } from '../../../features/brand-valuation/components/brand-valuation-overview';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <BrandValuationOverview sellerId={sellerId} /> : null}
    </>
  );
}
