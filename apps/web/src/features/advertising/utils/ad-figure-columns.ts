import type { TAdFigures } from '@brandlens/contracts';
import type {
  DataTableColumn,
  TableFigure,
  TDataTableColumnKind,
} from '../../../components/ui/data-table/data-table.types';

// The figure columns the campaign and ASIN tables share, in one order, each with its total from
// the response (over every row of the filter). Spend and sales carry the estimated mark when the
// attribution of a day in them may still move.

type TFigureKey = Exclude<keyof TAdFigures, 'estimated'>;

interface FigureColumn {
  key: TFigureKey;
  header: string;
  kind: Exclude<TDataTableColumnKind, 'text' | 'date'>;
  /** The money a row of this column is in: estimated when the row is. */
  canBeEstimated?: boolean;
}

const SPEND_AND_SALES: FigureColumn[] = [
  { key: 'spend', header: 'Spend', kind: 'money', canBeEstimated: true },
  { key: 'sales', header: 'Ad sales', kind: 'money', canBeEstimated: true },
  { key: 'acos', header: 'ACoS', kind: 'percent' },
  { key: 'roas', header: 'ROAS', kind: 'units' },
];

const TOTAL_SALES: FigureColumn[] = [
  { key: 'totalSales', header: 'Total sales', kind: 'money' },
  { key: 'tacos', header: 'TACoS', kind: 'percent' },
];

const TRAFFIC: FigureColumn[] = [
  { key: 'impressions', header: 'Impressions', kind: 'units' },
  { key: 'clicks', header: 'Clicks', kind: 'units' },
  { key: 'ctr', header: 'CTR', kind: 'percent' },
  { key: 'cpc', header: 'CPC', kind: 'money' },
  { key: 'orders', header: 'Orders', kind: 'units' },
  { key: 'units', header: 'Units', kind: 'units' },
  { key: 'cvr', header: 'CVR', kind: 'percent' },
];

function cell(figures: TAdFigures, column: FigureColumn): TableFigure | null {
  const value = figures[column.key];
  if (value === null) return null;
  return { value: String(value), isEstimated: column.canBeEstimated === true && figures.estimated };
}

/**
 * The figure columns of a table of rows that carry the figures. TACoS needs the ledger's sales of
 * the same products, which a campaign cannot be split into: only the ASIN table has it.
 */
export function adFigureColumns<TRow extends TAdFigures>(
  currency: string,
  totals: TAdFigures,
  { withTotalSales }: { withTotalSales: boolean },
): DataTableColumn<TRow>[] {
  const columns = [...SPEND_AND_SALES, ...(withTotalSales ? TOTAL_SALES : []), ...TRAFFIC];
  return columns.map((column) => ({
    id: column.key,
    header: column.header,
    kind: column.kind,
    ...(column.kind === 'money' ? { currency } : {}),
    accessor: (row: TRow) => cell(row, column),
    total: cell(totals, column),
  }));
}
