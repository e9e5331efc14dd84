import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { RouteTitle } from '../../components/layouts/route-title';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';

export function Component() {
  return (
    <>
      <RouteTitle />
      <LoginForm />
      <Group justify="space-between" mt="md">
        <Anchor component={Link} to={paths.signUp.getHref()} size="sm">
          Create an account
        </Anchor>
        <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </>
  );
}
