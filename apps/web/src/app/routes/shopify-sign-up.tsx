import { useSearchParams } from 'react-router';
import { RouteTitle } from '../../components/layouts/route-title';
import { ShopifySignUp } from '../../features/auth/components/shopify-sign-up';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <RouteTitle />
      <ShopifySignUp shop={searchParams.get('shop')} aggregatorSlug={searchParams.get('aggregator')} />
    </>
  );
}
