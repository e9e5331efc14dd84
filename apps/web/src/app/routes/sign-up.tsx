import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { RouteTitle } from '../../components/layouts/route-title';
import { EmptyStateCard } from '../../components/ui/empty-state-card';

export function Component() {
  const [searchParams] = useSearchParams();
  const aggregator = searchParams.get('aggregator');
  return (
    <>
      <RouteTitle />
      {aggregator ? (
        <Text mb="md" data-testid="invite-aggregator">
          You were invited by partner <strong>{aggregator}</strong>.
        </Text>
      ) : null}
      <EmptyStateCard>
        The sign-up form (email address, password, password confirmation and an optional seller name) will appear here
        once accounts are available.
      </EmptyStateCard>
    </>
  );
}
