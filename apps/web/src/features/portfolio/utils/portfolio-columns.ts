import { PORTFOLIO_SORT_KEYS, type TPortfolioSortKey } from '@brandlens/contracts';

/** The table's column ids are the server's sort keys for the columns it can sort by. */
export const isPortfolioSortColumn = (columnId: string): columnId is TPortfolioSortKey =>
  PORTFOLIO_SORT_KEYS.some((key) => key === columnId);

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-10' → 'Oct 2026'. */
export function monthLabel(period: string): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}
