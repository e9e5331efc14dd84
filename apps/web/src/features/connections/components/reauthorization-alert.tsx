import { Alert, Button, Group, Stack, Text } from '@mantine/core';

interface ReauthorizationAlertProps {
  providerName: string;
  /** The server's words for the refusal. */
  message: string;
  isConnecting: boolean;
  isDisabled: boolean;
  /** Starts the same Connect flow as the card's button (for Seller Central: region, then Amazon's consent page). */
  onReauthorize: () => void;
}

/** The provider refused the stored authorisation: nothing syncs until the seller grants it again. */
export function ReauthorizationAlert({
  providerName,
  message,
  isConnecting,
  isDisabled,
  onReauthorize,
}: ReauthorizationAlertProps) {
  return (
    <Alert color="orange" variant="light" title={`${providerName} no longer accepts the authorisation`} mt="md">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Text size="sm">Nothing is synced until you authorise Brandlens again; the data already synced stays.</Text>
        <Group>
          <Button size="xs" onClick={onReauthorize} loading={isConnecting} disabled={isDisabled}>
            Re-authorise
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
