import { useSearchParams } from 'react-router';
import { RouteTitle } from '../../components/layouts/route-title';
import { SignUp } from '../../features/auth/components/sign-up';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <RouteTitle />
      <SignUp token={searchParams.get('token')} aggregatorSlug={searchParams.get('aggregator')} />
    </>
  );
}
