import { MESSAGES } from '@brandlens/contracts';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { BRAND_NAME } from '../../../config/app-config';
import { useSession } from '../../../lib/session/get-session';
import { useAcceptTerms } from '../api/accept-terms';
import { shouldShowTerms } from '../utils/should-show-terms';

const noop = () => {};

/** Blocking: no close button, no outside click, no Escape; accepting is the only way on. */
export function TermsDialog() {
  const { data: session } = useSession();
  const accept = useAcceptTerms();

  return (
    <Modal
      opened={shouldShowTerms(session)}
      onClose={noop}
      size={480}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={`Autopilot is now ${BRAND_NAME}`}
    >
      <Stack gap="md">
        <Text>
          Welcome to {BRAND_NAME}! Autopilot has a new name: the same team and the same reports for your brands, now as{' '}
          {BRAND_NAME}.
        </Text>
        <Text size="sm" c="dimmed">
          To keep using your dashboard, please accept our terms and conditions.
        </Text>
        {accept.isError ? (
          <Alert color="red" variant="light">
            {MESSAGES.invalidSession}
          </Alert>
        ) : null}
        <Button onClick={() => accept.mutate()} loading={accept.isPending}>
          Accept Terms and Conditions
        </Button>
      </Stack>
    </Modal>
  );
}
