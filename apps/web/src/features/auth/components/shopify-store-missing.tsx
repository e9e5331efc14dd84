import { Alert, Text } from '@mantine/core';

/** Shown when a Shopify page is opened without the store it is for (not from the Shopify admin). */
export function ShopifyStoreMissing() {
  return (
    <Alert color="yellow" variant="light" title="Open Brandlens from your Shopify admin">
      <Text size="sm">
        This page connects a Shopify store after you install the Brandlens app. Open the app from your Shopify admin to
        start again.
      </Text>
    </Alert>
  );
}
