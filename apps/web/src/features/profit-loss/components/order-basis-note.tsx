import type { TProfitLoss } from '@brandlens/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatShare } from '../../../lib/format/format-share';
import { periodLabel } from '../utils/statement-lines';

interface OrderBasisNoteProps {
  sellerId: string;
  periods: readonly string[];
  dating: NonNullable<TProfitLoss['orderDating']>;
}

const rowsFormatter = new Intl.NumberFormat('en-US');
const rowsText = (count: number) => `${rowsFormatter.format(count)} ${count === 1 ? 'row' : 'rows'}`;

/**
 * What the order-date basis did with the rows of the statement: rows of known orders on their
 * order date, rows without an order on their posted date, and, as a fallback marked estimated,
 * rows of orders in no imported orders report on their posted date (with the months they touch).
 */
export function OrderBasisNote({ sellerId, periods, dating }: OrderBasisNoteProps) {
  const { total } = dating;
  const touched = periods
    .map((period, index) => ({ period, fallbackRows: dating.periods[index]?.fallbackRows ?? 0 }))
    .filter((entry) => entry.fallbackRows > 0);
  const hasFallback = total.fallbackRows > 0;
  return (
    <Alert
      color={hasFallback ? 'yellow' : 'blue'}
      variant="light"
      title="Order date basis"
      data-testid="order-basis-note"
    >
      <Text size="sm">
        {`${rowsText(total.orderDatedRows)} of orders in an imported All Orders report count on their order date; ` +
          `${rowsText(total.withoutOrderRows)} without an order (storage, advertising, subscription, reserves…) count on their posted date.`}
      </Text>
      {hasFallback ? (
        <Text size="sm" mt={4}>
          {`${rowsText(total.fallbackRows)} of orders in no imported orders report (${formatShare(Number(total.fallbackShare))} of order rows) count on their posted date instead, so the figures they make up are estimated (*): ` +
            `${touched.map((entry) => `${periodLabel(entry.period)} (${rowsText(entry.fallbackRows)})`).join(', ')}. Import the All Orders reports of these orders under `}
          <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)} size="sm">
            Settings
          </Anchor>
          {' to date them by order.'}
        </Text>
      ) : (
        <Text size="sm" mt={4}>
          Every order row of this period is dated by its order date.
        </Text>
      )}
    </Alert>
  );
}
