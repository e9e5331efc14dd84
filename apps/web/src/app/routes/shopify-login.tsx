import { useSearchParams } from 'react-router';
import { RouteTitle } from '../../components/layouts/route-title';
import { ShopifyLogin } from '../../features/auth/components/shopify-login';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <RouteTitle />
      <ShopifyLogin shop={searchParams.get('shop')} />
    </>
  );
}
