import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundScreen() {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="not-found">
      <Stack gap="md">
        <Text fw={700} size="xl" c="dimmed">
          404
        </Text>
        <Title order={1} size="h2">
          This page could not be found
        </Title>
        <Button component={Link} to={paths.dashboard.getHref()} variant="light">
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
