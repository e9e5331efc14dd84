import { RouteTitle } from '../../components/layouts/route-title';
import { LoginForm } from '../../features/auth/components/login-form';

export function Component() {
  return (
    <>
      <RouteTitle />
      <LoginForm kind="admin" />
    </>
  );
}
