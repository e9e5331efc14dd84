import type { TAdKpis } from '@brandlens/contracts';
import { formatMoney } from '../../../lib/format/format-money';

// The KPI tiles of the Advertising page: which figures, in what order, and how each reads.
// Pure, so every wording and format is tested apart from the screen.

type TKpiKey = TAdKpis['changes'][number]['key'];
type TKpiKind = 'money' | 'percent' | 'ratio' | 'count';

export const AD_KPI_TILES: readonly { key: TKpiKey; label: string; kind: TKpiKind; hint: string }[] = [
  { key: 'spend', label: 'Spend', kind: 'money', hint: 'What the ads cost' },
  { key: 'sales', label: 'Ad sales', kind: 'money', hint: 'Sales the ads reports attribute to the ads' },
  { key: 'acos', label: 'ACoS', kind: 'percent', hint: 'Spend / ad sales' },
  { key: 'roas', label: 'ROAS', kind: 'ratio', hint: 'Ad sales / spend' },
  { key: 'tacos', label: 'TACoS', kind: 'percent', hint: 'Spend / total net sales (P&L)' },
  { key: 'cpc', label: 'CPC', kind: 'money', hint: 'Spend / clicks' },
  { key: 'ctr', label: 'CTR', kind: 'percent', hint: 'Clicks / impressions' },
  { key: 'cvr', label: 'CVR', kind: 'percent', hint: 'Orders / clicks' },
  { key: 'orders', label: 'Orders', kind: 'count', hint: 'Orders attributed to the ads' },
  { key: 'impressions', label: 'Impressions', kind: 'count', hint: 'Times the ads were shown' },
];

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const ratioFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const asNumeric = (value: string) => value as Intl.StringNumericLiteral;

/** A figure as its tile shows it; '—' where a ratio has no denominator. */
export function formatKpiValue(kind: TKpiKind, value: string | number | null, currency: string): string {
  if (value === null) return '—';
  const text = String(value);
  if (kind === 'money') return formatMoney(text, currency);
  if (kind === 'percent') return `${percentFormat.format(asNumeric(text))} %`;
  if (kind === 'ratio') return ratioFormat.format(asNumeric(text));
  return countFormat.format(asNumeric(text));
}

export interface KpiChange {
  /** '+12.5 %', or 'No previous figure' when the previous period had nothing to compare with. */
  text: string;
  tone: 'better' | 'worse' | 'neutral';
}

/** The change against the previous period; green or red by whether the move is good for the seller. */
export function describeKpiChange(change: TAdKpis['changes'][number] | undefined): KpiChange {
  if (!change || change.changePercent === null) return { text: 'No previous figure', tone: 'neutral' };
  const value = Number(change.changePercent);
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  const magnitude = change.changePercent.replace(/^-/, '');
  return {
    text: `${sign}${percentFormat.format(asNumeric(magnitude))} %`,
    tone: change.better === null || value === 0 ? 'neutral' : change.better ? 'better' : 'worse',
  };
}

export interface KpiTile {
  key: TKpiKey;
  label: string;
  hint: string;
  value: string;
  previous: string;
  change: KpiChange;
  isEstimated: boolean;
}

/** The ten tiles of the response, in their order. */
export function buildKpiTiles(kpis: TAdKpis): KpiTile[] {
  return AD_KPI_TILES.map(({ key, label, kind, hint }) => ({
    key,
    label,
    hint,
    value: formatKpiValue(kind, kpis.current[key], kpis.currency),
    previous: formatKpiValue(kind, kpis.previous[key], kpis.currency),
    change: describeKpiChange(kpis.changes.find((change) => change.key === key)),
    isEstimated: kpis.current.estimated,
  }));
}
