import {
  DEFAULT_SUBSCRIPTION_CURRENCY,
  TRIAL_PERIOD_DAYS,
  type TBillingInterval,
  type TSessionOrganization,
  type TSubscriptionCurrency,
} from '@brandlens/contracts';
import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useCreateCheckoutSession, useCreatePortalSession, usePrices } from '../api/billing';
import { formatPriceAmount, pricesFor, reselectPrice } from '../utils/subscription-prices';

interface SubscriptionDialogProps {
  opened: boolean;
  onClose: () => void;
  organization: Pick<TSessionOrganization, 'stripeSubscriptionId'>;
}

const FEATURES = [
  'Operations Assistant: the monthly P&L statement over your whole history, with every figure traced to its ledger rows',
  'Insights: weekly performance metrics for every seller of your organization',
];
const INTERVAL_LABEL: Record<TBillingInterval, string> = { month: 'month', year: 'year' };

/** SPEC §2 and §4 subscription dialog: choose a GMV range, currency and interval, then start the trial in Stripe Checkout. */
export function SubscriptionDialog({ opened, onClose, organization }: SubscriptionDialogProps) {
  const isSubscribed = organization.stripeSubscriptionId !== null;
  return (
    <Modal opened={opened} onClose={onClose} title="Upgrade Your Plan" size={isSubscribed ? 'md' : 'xl'}>
      {isSubscribed ? <SubscribedContent /> : <PlanChooser enabled={opened} />}
    </Modal>
  );
}

function ContactUsButton() {
  return (
    <Button component="a" href={paths.external.supportEmail.getHref('Upgrade my Brandlens plan')}>
      Contact Us
    </Button>
  );
}

function SubscribedContent() {
  const portal = useCreatePortalSession();
  return (
    <Stack gap="md">
      <Text>Contact us to discuss your paid plan options.</Text>
      {portal.isError ? (
        <Alert color="red" variant="light">
          {portal.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          variant="default"
          loading={portal.isPending || portal.isSuccess}
          onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
        >
          Manage billing
        </Button>
        <ContactUsButton />
      </Group>
    </Stack>
  );
}

function PlanChooser({ enabled }: { enabled: boolean }) {
  const prices = usePrices(enabled);
  const checkout = useCreateCheckoutSession();
  const [currency, setCurrency] = useState<TSubscriptionCurrency>(DEFAULT_SUBSCRIPTION_CURRENCY);
  const [interval, setInterval] = useState<TBillingInterval>('month');
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const all = prices.data ?? [];
  const cards = pricesFor(all, interval, currency);
  const change = (next: { interval?: TBillingInterval; currency?: TSubscriptionCurrency }) => {
    const nextInterval = next.interval ?? interval;
    const nextCurrency = next.currency ?? currency;
    setSelectedId(reselectPrice(all, selectedId, nextInterval, nextCurrency));
    setInterval(nextInterval);
    setCurrency(nextCurrency);
  };
  const start = () => {
    if (!selectedId) return;
    checkout.mutate({ priceId: selectedId, currency }, { onSuccess: ({ url }) => window.location.assign(url) });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Paper withBorder p="md" radius="md" h="100%" data-testid="subscription-features">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Upgrade Your Plan
            </Title>
            <List size="sm" spacing="xs">
              {FEATURES.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              {TRIAL_PERIOD_DAYS} days free, then billed by Stripe. Cancel any time during the trial.
            </Text>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Stack gap="md">
          <Group justify="space-between">
            <SegmentedControl
              aria-label="Currency"
              value={currency}
              onChange={(value) => change({ currency: value as TSubscriptionCurrency })}
              data={[
                { value: 'eur', label: 'EUR' },
                { value: 'usd', label: 'USD' },
              ]}
            />
            <SegmentedControl
              aria-label="Billing interval"
              value={interval}
              onChange={(value) => change({ interval: value as TBillingInterval })}
              data={[
                { value: 'month', label: 'Month' },
                { value: 'year', label: 'Year' },
              ]}
            />
          </Group>
          {prices.isPending ? (
            <Center py="lg">
              <Loader aria-label="Loading prices" />
            </Center>
          ) : prices.isError ? (
            <Alert color="yellow" variant="light" title="Prices are not available">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{prices.error.message}</Text>
                <ContactUsButton />
              </Stack>
            </Alert>
          ) : cards.length === 0 ? (
            <Text c="dimmed" size="sm">
              No plan is offered in {currency.toUpperCase()} per {INTERVAL_LABEL[interval]}. Try the other currency or
              interval, or contact us.
            </Text>
          ) : (
            <Radio.Group value={selectedId} onChange={setSelectedId} label="Your monthly sales (GMV)">
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {cards.map((price) => {
                  const amount = price.currencyOptions[currency]?.unitAmount ?? 0;
                  return (
                    <Radio.Card key={price.id} value={price.id} p="md" radius="md" aria-label={price.revenueCondition}>
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <Stack gap={2}>
                          <Text fw={600}>{price.revenueCondition}</Text>
                          <Text size="sm" c="dimmed">
                            {price.name}
                          </Text>
                          <Text fw={700} data-testid="price-amount">
                            {formatPriceAmount(amount, currency)} / {INTERVAL_LABEL[price.interval]}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </SimpleGrid>
            </Radio.Group>
          )}
          {checkout.isError ? (
            <Alert color="red" variant="light">
              {checkout.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button disabled={!selectedId} loading={checkout.isPending || checkout.isSuccess} onClick={start}>
              Start Your {TRIAL_PERIOD_DAYS}-Day Trial Now
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
