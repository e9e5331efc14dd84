import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateCardProps {
  heading?: string;
  children: ReactNode;
}

/** Says plainly what a screen will show, for screens whose data is not available yet. */
export function EmptyStateCard({ heading, children }: EmptyStateCardProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state">
      <Stack gap="xs">
        {heading ? (
          <Title order={2} size="h4">
            {heading}
          </Title>
        ) : null}
        <Text c="dimmed">{children}</Text>
      </Stack>
    </Paper>
  );
}
