import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { ProductProfitLoss } from '../../../features/profit-loss/components/product-profit-loss';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ImportActivityBanner sellerId={sellerId} /> : null}
      {sellerId ? <ProductProfitLoss sellerId={sellerId} /> : null}
    </>
  );
}
