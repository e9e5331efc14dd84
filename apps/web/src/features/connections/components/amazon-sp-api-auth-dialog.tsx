import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useId, type FormEvent } from 'react';
import { ZRegion } from '@brandlens/contracts';
import { uiStore, useUiState, type AmazonSpApiAuthDialog as AuthDialogState } from '../../../lib/ui-store';
import { REGION_OPTIONS } from '../utils/describe-connection';

interface AmazonSpApiAuthDialogProps {
  isSubmitting: boolean;
  /** A failure to show in the dialog (the 503 'not available' answers are shown on the tab instead). */
  error: string | null;
  onSubmit: (request: AuthDialogState) => void;
}

// The same region choice serves both Amazon accounts; only the words differ.
const ACCOUNT_WORDS = {
  sellerCentral: {
    title: 'Connect Amazon Seller Central',
    intro:
      'Choose the region of your Seller Central account. You then log in to Seller Central and authorise Brandlens to read your account; Amazon sends you back to these settings.',
    regionLabel: 'Seller Central region',
    submit: 'Continue to Seller Central',
  },
  advertising: {
    title: 'Connect Amazon Advertising',
    intro:
      'Choose the region of your Amazon Advertising account. You then log in with Amazon and authorise Brandlens to read your campaigns and reports; Amazon sends you back to these settings.',
    regionLabel: 'Amazon Advertising region',
    submit: 'Continue to Amazon',
  },
};

const close = () => uiStore.setAmazonSpApiAuthDialog(null);

/**
 * SPEC §4 Amazon SP API auth dialog: the seller picks the region of their Seller Central (or Amazon
 * Advertising) account (the store holds it), then is sent to that region's consent page.
 */
export function AmazonSpApiAuthDialog({ isSubmitting, error, onSubmit }: AmazonSpApiAuthDialogProps) {
  const dialog = useUiState((state) => state.amazonSpApiAuthDialog);
  const words = ACCOUNT_WORDS[dialog?.provider === 'autopilot_amazon_ads' ? 'advertising' : 'sellerCentral'];
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
    <Modal opened={dialog !== null} onClose={close} title={words.title} size="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" id={descriptionId}>
            {words.intro}
          </Text>
          <Radio.Group
            label={words.regionLabel}
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
              {words.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
