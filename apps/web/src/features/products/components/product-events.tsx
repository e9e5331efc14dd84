import type { TProductEvent } from '@brandlens/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';

function describe(event: TProductEvent, currency: string): string {
  const change = event.changePercent === null ? '' : ` (${event.changePercent} %)`;
  const money = (value: string | null) => (value === null ? '—' : formatMoney(value, currency));
  switch (event.kind) {
    case 'price-change':
      return `Week of ${formatDate(event.day)}: average price ${money(event.before)} → ${money(event.after)}${change}`;
    case 'fee-change':
      return `Week of ${formatDate(event.day)}: marketplace fees per unit ${money(event.before)} → ${money(event.after)}${change}`;
    case 'rank-jump':
      return `Week of ${formatDate(event.day)}: average best seller rank ${event.before} → ${event.after}${change}`;
    case 'stock-out':
      return event.endDay
        ? `Out of stock from ${formatDate(event.day)} to ${formatDate(event.endDay)}`
        : `Out of stock since ${formatDate(event.day)}`;
  }
}

interface ProductEventsProps {
  events: readonly TProductEvent[];
  currency: string;
  isContentTracked: boolean;
}

/** What happened to the product, read from its figures, newest first. */
export function ProductEvents({ events, currency, isContentTracked }: ProductEventsProps) {
  return (
    <Stack gap="xs" data-testid="product-events">
      <Title order={3} size="h4">
        History
      </Title>
      {events.length === 0 ? (
        <Text size="sm">No price, fee, stock or rank change stood out in this period.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {events.map((event) => (
            <List.Item key={`${event.kind}:${event.day}`}>{describe(event, currency)}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed">
        Price and fee changes are weeks that moved 5 % or more; rank jumps 30 % or more.
        {isContentTracked ? '' : ' Listing content changes (title, bullets, images) are not tracked yet.'}
      </Text>
    </Stack>
  );
}
