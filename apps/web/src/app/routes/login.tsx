import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';
import { paths } from '../../config/paths';

export function Component() {
  return (
    <>
      <RouteTitle />
      <EmptyStateCard>
        The sign-in form with your email address and password will appear here once accounts are available.
      </EmptyStateCard>
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
