import { Center, Loader, Stack, Text } from '@mantine/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { resolveShopifyInstall } from '../../features/auth/utils/resolve-shopify-install';

// The Shopify app install lands here with ?token=<signed session token>. The loader has the server
// verify it and authenticate the shop, then sends the browser on: sign-up, login or the error page.
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(await resolveShopifyInstall(new URL(request.url).searchParams.get('token')));
}

export function Component() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-label="Checking your Shopify installation" />
        <Text c="dimmed">Checking your Shopify installation…</Text>
      </Stack>
    </Center>
  );
}
