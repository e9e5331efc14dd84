import { Center, Loader, Stack, Text } from '@mantine/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { resolveOauthCallback } from '../../features/connections/utils/resolve-oauth-callback';
import { notificationStore } from '../../lib/notification-store';

// The provider (Seller Central) sends the browser back here with its query. The auth guard has
// checked the session; the loader has the server complete the connection, then moves on.
export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = await resolveOauthCallback(new URL(request.url).searchParams);
  if (outcome.connected)
    notificationStore.show({ message: `Your ${outcome.connected.name} account is connected.`, type: 'success' });
  return redirect(outcome.to);
}

export function Component() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-label="Connecting your account" />
        <Text c="dimmed">Connecting your account…</Text>
      </Stack>
    </Center>
  );
}
