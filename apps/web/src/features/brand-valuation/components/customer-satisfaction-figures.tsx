import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format/format-date-time';
import { useCustomerSatisfaction } from '../api/get-brand-sources';
import { describeDates } from '../utils/describe-basis';
import { formatIndicatorValue } from '../utils/format-indicator-value';

const count = new Intl.NumberFormat('en-US');

function Block({ title, caption, children }: { title: string; caption: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
      {children}
    </Stack>
  );
}

/** The review, account health and customer counts behind the customer satisfaction indicators. */
export function CustomerSatisfactionFigures({ sellerId, brand }: { sellerId: string; brand: string }) {
  const satisfaction = useCustomerSatisfaction(sellerId, brand);

  let body;
  if (satisfaction.isPending) body = <Loader size="sm" aria-label="Loading the customer satisfaction figures" />;
  else if (satisfaction.isError) {
    body = (
      <Alert color="red" variant="light">
        {satisfaction.error.message}
      </Alert>
    );
  } else {
    const { reviews, accountHealth, customers } = satisfaction.data;
    body = (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Block
          title="Reviews"
          caption={reviews ? `Snapshot of ${formatDate(reviews.snapshotDate)}` : 'No snapshot yet'}
        >
          {reviews ? (
            <Text size="sm">
              {count.format(reviews.ratingCount)} ratings, {count.format(reviews.reviewCount)} reviews;{' '}
              {count.format(reviews.negativeRatingsLast18Months)} of {count.format(reviews.ratingsLast18Months)} ratings
              in the last 18 months are 1 or 2 stars; {count.format(reviews.asinsWithReviews)} of{' '}
              {count.format(reviews.activeAsins)} active ASINs have a review.
            </Text>
          ) : null}
        </Block>
        <Block
          title="Account health"
          caption={accountHealth ? `Snapshot of ${formatDate(accountHealth.snapshotDate)}` : 'No snapshot yet'}
        >
          {accountHealth ? (
            <Text size="sm">
              Order defect rate {formatIndicatorValue('orderDefectRate', accountHealth.orderDefectRate)} over 60 days;{' '}
              {count.format(accountHealth.policyViolations)} open policy violations (whole seller account).
            </Text>
          ) : null}
        </Block>
        <Block
          title="Customers"
          caption={customers ? describeDates(customers.from, customers.to) : 'No statistics yet'}
        >
          {customers ? (
            <Text size="sm">
              {count.format(customers.repeatCustomers)} of {count.format(customers.customers)} customers ordered more
              than once.
            </Text>
          ) : null}
        </Block>
      </SimpleGrid>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="customer-satisfaction-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="customer-satisfaction-heading">
          Behind the customer satisfaction indicators
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
