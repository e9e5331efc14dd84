import { ActionIcon, Indicator } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { useAlertsPerSeller } from '../api/list-alerts-per-seller';
import { bellLabel, getBellTarget } from '../utils/bell-target';

const MAX_SHOWN_COUNT = 99;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The top bar's bell: the open alerts of the seller on screen (of every seller on the dashboard),
 * asked again every minute and when the window regains focus, leading to the alert centre.
 */
export function AlertsBell() {
  const sellerId = useMatches().at(-1)?.params.sellerId;
  const counts = useAlertsPerSeller();
  const target = getBellTarget(counts.data, sellerId);
  if (!target) return null;

  const count = target.openCount ?? 0;
  return (
    <Indicator
      label={<span aria-hidden>{count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}</span>}
      disabled={count === 0}
      color="red"
      size={18}
      offset={6}
    >
      <ActionIcon component={Link} to={target.href} variant="subtle" size="lg" aria-label={bellLabel(target.openCount)}>
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
