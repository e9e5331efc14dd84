import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { paths } from '../../../config/paths';

interface UpgradePlanModalProps {
  opened: boolean;
  onClose: () => void;
}

// Online checkout arrives with the billing issue; until then upgrading goes through support,
// and the dialog says so rather than showing prices it cannot sell.
export function UpgradePlanModal({ opened, onClose }: UpgradePlanModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Upgrade Your Plan" size="md">
      <Stack gap="md">
        <Text>Contact us to discuss your paid plan options.</Text>
        <Text size="sm" c="dimmed">
          Paid plans add the Operations Assistant and weekly insights for every seller in your organization.
        </Text>
        <Group justify="flex-end">
          <Button component="a" href={paths.external.supportEmail.getHref('Upgrade my Brandlens plan')}>
            Contact Us
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
