import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SupportLink } from './support-link';

interface ErrorScreenProps {
  status?: number | undefined;
  message: string;
}

export function ErrorScreen({ status, message }: ErrorScreenProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="error-screen">
      <Stack gap="md">
        <Title order={1} size="h2">
          An error occurred
        </Title>
        {status === undefined ? null : (
          <Text fw={700} size="xl" data-testid="error-status">
            {status}
          </Text>
        )}
        <Text data-testid="error-message">{message}</Text>
        <Text c="dimmed" size="sm">
          If this keeps happening, contact our support team at <SupportLink />.
        </Text>
        <Button component={Link} to={paths.dashboard.getHref()} variant="light">
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
