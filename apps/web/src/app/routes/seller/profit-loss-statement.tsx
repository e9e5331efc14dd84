import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { ProductProfitLoss } from '../../../features/profit-loss/components/product-profit-loss';

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ProductProfitLoss sellerId={sellerId} /> : null}
    </>
  );
}
