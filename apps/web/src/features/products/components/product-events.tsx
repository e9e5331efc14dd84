import type { TProductContentEvent, TProductEvent } from '@brandlens/contracts';
import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';
import { ProductContentEvent } from './product-content-event';

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
  contentEvents: readonly TProductContentEvent[];
  currency: string;
  isContentTracked: boolean;
}

type TimelineItem = { day: string; key: string; node: ReactNode };

/** What happened to the product (its figures and its listing's content), newest first. */
export function ProductEvents({ events, contentEvents, currency, isContentTracked }: ProductEventsProps) {
  const items: TimelineItem[] = [
    ...events.map((event) => ({
      day: event.day,
      key: `${event.kind}:${event.day}`,
      node: describe(event, currency),
    })),
    ...contentEvents.map((event) => ({
      day: event.day,
      key: `${event.field}:${event.seenAt}`,
      node: <ProductContentEvent event={event} />,
    })),
  ].sort((a, b) => b.day.localeCompare(a.day));
  return (
    <Stack gap="xs" data-testid="product-events">
      <Title order={3} size="h4">
        History
      </Title>
      {items.length === 0 ? (
        <Text size="sm">No price, fee, stock, rank or listing content change stood out in this period.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {items.map((item) => (
            <List.Item key={item.key}>{item.node}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed">
        Price and fee changes are weeks that moved 5 % or more; rank jumps 30 % or more.
        {isContentTracked
          ? ' Listing content changes are dated by the day the weekly Amazon catalog sync saw them.'
          : ' Listing content changes (title, bullets, images) are recorded from the first time the Amazon catalog sync reads this listing; it has not read it yet.'}
      </Text>
    </Stack>
  );
}
