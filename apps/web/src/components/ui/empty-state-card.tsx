import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface EmptyStateAction {
  label: string;
  /** An in-app path, built by config/paths. */
  href: string;
}

interface EmptyStateCardProps {
  heading?: string;
  children: ReactNode;
  /** Where to get what the screen needs: shown as a link styled as a button. */
  action?: EmptyStateAction;
}

/** Says plainly what a screen needs before it can show anything, and where to get it. */
export function EmptyStateCard({ heading, children, action }: EmptyStateCardProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state">
      <Stack gap="xs">
        {heading ? (
          <Title order={2} size="h4">
            {heading}
          </Title>
        ) : null}
        <Text c="dimmed">{children}</Text>
        {action ? (
          <Group mt="xs">
            <Button component={Link} to={action.href}>
              {action.label}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
