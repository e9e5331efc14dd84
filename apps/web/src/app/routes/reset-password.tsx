import { useSearchParams } from 'react-router';
import { RouteTitle } from '../../components/layouts/route-title';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <RouteTitle />
      <ResetPasswordForm token={searchParams.get('token')} />
    </>
  );
}
