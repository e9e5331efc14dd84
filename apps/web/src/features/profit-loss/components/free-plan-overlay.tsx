import { Box, Button, Overlay, Paper, Stack, Text } from '@mantine/core';
import { paths } from '../../../config/paths';

/**
 * Free plan: the server returns the last 3 complete months only. The older months sit behind
 * this overlay. The upgrade dialog belongs to the user menu feature, which this feature may not
 * import, so UPGRADE writes to support.
 */
export function FreePlanOverlay() {
  return (
    <Paper withBorder radius="md" pos="relative" mih={140} data-testid="free-plan-overlay">
      <Box p="md" aria-hidden style={{ filter: 'blur(4px)' }}>
        <Text c="dimmed">Older months · Older months · Older months · Older months</Text>
        <Text c="dimmed">EUR 0,000.00 · EUR 0,000.00 · EUR 0,000.00 · EUR 0,000.00</Text>
      </Box>
      <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.7} blur={2} radius="md" zIndex={2}>
        <Stack align="center" justify="center" h="100%" gap="xs" p="md">
          <Text fw={600} ta="center">
            Your plan shows the last 3 complete months. Upgrade to see the older months.
          </Text>
          <Button component="a" href={paths.external.supportEmail.getHref('Upgrade my plan: Operations Assistant')}>
            UPGRADE
          </Button>
        </Stack>
      </Overlay>
    </Paper>
  );
}
