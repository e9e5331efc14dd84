import { Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { findRouteTitle } from '../../lib/route-handle';

/** The page heading, taken from the same route metadata as the document title. */
export function RouteTitle() {
  const title = findRouteTitle(useMatches());
  if (!title) return null;
  return (
    <Title order={1} size="h2" mb="md">
      {title}
    </Title>
  );
}
