import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { ProductPage } from '../../../features/products/components/product-page';

export function Component() {
  const { sellerId, productId } = useParams();
  if (!sellerId || !productId) return null;
  return (
    <>
      <RouteTitle />
      <ProductPage sellerId={sellerId} productId={productId} />
    </>
  );
}
