import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { RouteTitle } from '../../components/layouts/route-title';
import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function Component() {
  return (
    <>
      <RouteTitle />
      <ForgotPasswordForm />
      <Anchor component={Link} to={paths.login.getHref()} size="sm" mt="md" display="inline-block">
        Back to log in
      </Anchor>
    </>
  );
}
