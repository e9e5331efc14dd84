import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminDetailSectionProps {
  title: string;
  /** One line under the title: what the section is for. */
  description?: string;
  /** Buttons at the section's top right (they wrap under the title on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One block of an admin detail page: a titled card. */
export function AdminDetailSection({ title, description, actions, children }: AdminDetailSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </div>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

interface AdminFieldListProps {
  fields: readonly { label: string; value: ReactNode }[];
}

/** Label and value pairs of a record, two columns wide, stacked on a phone. */
export function AdminFieldList({ fields }: AdminFieldListProps) {
  return (
    <Stack gap={6} component="dl" m={0}>
      {fields.map((field) => (
        <Group key={field.label} gap="sm" wrap="wrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" w={160}>
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
