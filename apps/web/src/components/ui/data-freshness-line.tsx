import type { TDataFreshness } from '@brandlens/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatDate, formatDateTime, formatDayTime } from '../../lib/format/format-date-time';
import { useDataFreshness } from '../../lib/sellers/get-data-freshness';
import classes from './data-freshness-line.module.css';

/**
 * How far the figures reach, in one line: settled to a day (final), estimated to a time (synced,
 * not paid out yet). Null when there is neither: the line then says where to get data.
 */
export function describeDataFreshness(freshness: Pick<TDataFreshness, 'settledThrough' | 'estimatedThrough'>) {
  const { settledThrough, estimatedThrough } = freshness;
  if (!settledThrough && !estimatedThrough) return null;
  const settled = settledThrough ? `Settled to ${formatDate(settledThrough)}` : 'Nothing settled yet';
  if (!estimatedThrough) return settled;
  // The year of the settled day reads for both unless the estimate is in another year.
  const isSameYear = settledThrough?.slice(0, 4) === new Date(estimatedThrough).getUTCFullYear().toString();
  return `${settled} · estimated to ${isSameYear ? formatDayTime(estimatedThrough) : formatDateTime(estimatedThrough)}`;
}

/** The freshness of the seller's figures, under a statement's filters: dimmed, small, out of the way. */
export function DataFreshnessLine({ sellerId }: { sellerId: string }) {
  const { data } = useDataFreshness(sellerId);
  // Loading or failed: an empty line of the same height; the statement itself tells its own errors.
  const text = data ? describeDataFreshness(data) : undefined;
  return (
    <Text size="xs" c="dimmed" className={classes.line} data-testid="data-freshness">
      {text === null ? (
        <>
          No settlement imported yet:{' '}
          <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)} inherit underline="always">
            upload a settlement report
          </Anchor>{' '}
          or{' '}
          <Anchor
            component={Link}
            to={paths.seller.settings.getHref(sellerId, { tab: 'connections' })}
            inherit
            underline="always"
          >
            connect Seller Central
          </Anchor>
          .
        </>
      ) : (
        text
      )}
    </Text>
  );
}
