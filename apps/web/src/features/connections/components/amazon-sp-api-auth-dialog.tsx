import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useId, type FormEvent } from 'react';
import { ZRegion, type TRegion } from '@brandlens/contracts';
import { uiStore, useUiState } from '../../../lib/ui-store';
import { REGION_OPTIONS } from '../utils/describe-connection';

interface AmazonSpApiAuthDialogProps {
  isSubmitting: boolean;
  /** A failure to show in the dialog (the 503 'not available' answers are shown on the tab instead). */
  error: string | null;
  onSubmit: (request: { provider: 'autopilot_spapi_basic' | 'autopilot_spapi_ops'; region: TRegion }) => void;
}

const close = () => uiStore.setAmazonSpApiAuthDialog(null);

/**
 * SPEC §4 Amazon SP API auth dialog: the seller picks the region of their Seller Central account
 * (the store holds it), then is sent to that region's consent page.
 */
export function AmazonSpApiAuthDialog({ isSubmitting, error, onSubmit }: AmazonSpApiAuthDialogProps) {
  const dialog = useUiState((state) => state.amazonSpApiAuthDialog);
  const descriptionId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dialog) onSubmit(dialog);
  };
  const setRegion = (value: string) => {
    const region = ZRegion.safeParse(value);
    if (dialog && region.success) uiStore.setAmazonSpApiAuthDialog({ ...dialog, region: region.data });
  };

  return (
    <Modal opened={dialog !== null} onClose={close} title="Connect Amazon Seller Central" size="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" id={descriptionId}>
            Choose the region of your Seller Central account. You then log in to Seller Central and authorise Brandlens
            to read your account; Amazon sends you back to these settings.
          </Text>
          <Radio.Group
            label="Seller Central region"
            aria-describedby={descriptionId}
            value={dialog?.region ?? null}
            onChange={setRegion}
          >
            <Stack gap="sm" mt="xs">
              {REGION_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} description={option.marketplaces} />
              ))}
            </Stack>
          </Radio.Group>
          {error ? (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Continue to Seller Central
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
