import type { TSatisfactionFigures } from '@brandlens/contracts';
import type { DataTableColumn, TableCellValue } from '../../../components/ui/data-table/data-table.types';
import { fractionToPercent } from './format-fraction';

// The figure columns every table of the section shares (months, brands, products); the totals
// row of the brand and product tables is the response's period totals.

const count = (value: number): string => String(value);
const percent = (fraction: string | null, isEstimated = false): TableCellValue =>
  fraction === null ? null : { value: fractionToPercent(fraction), isEstimated };

export function satisfactionFigureColumns<TRow extends TSatisfactionFigures>(
  totals?: TSatisfactionFigures,
): DataTableColumn<TRow>[] {
  const total = (value: (figures: TSatisfactionFigures) => TableCellValue) =>
    totals === undefined ? {} : { total: value(totals) };
  return [
    {
      id: 'averageRating',
      header: 'Average rating',
      kind: 'units',
      accessor: (row) => row.averageRating,
      ...total((t) => t.averageRating),
    },
    {
      id: 'ratingCount',
      header: 'Ratings (all time)',
      kind: 'units',
      accessor: (row) => count(row.ratingCount),
      ...total((t) => count(t.ratingCount)),
    },
    {
      id: 'newRatings',
      header: 'New ratings',
      kind: 'units',
      accessor: (row) => count(row.newRatings),
      ...total((t) => count(t.newRatings)),
    },
    {
      id: 'newReviews',
      header: 'New reviews',
      kind: 'units',
      accessor: (row) => count(row.newReviews),
      ...total((t) => count(t.newReviews)),
    },
    {
      id: 'newNegativeRatings',
      header: 'New 1–2 star',
      kind: 'units',
      accessor: (row) => count(row.newNegativeRatings),
      ...total((t) => count(t.newNegativeRatings)),
    },
    {
      id: 'negativeRate',
      header: 'Negative rate',
      kind: 'percent',
      accessor: (row) => percent(row.negativeRate),
      ...total((t) => percent(t.negativeRate)),
    },
    {
      id: 'unitsSold',
      header: 'Units sold',
      kind: 'units',
      accessor: (row) => ({ value: count(row.unitsSold), isEstimated: row.estimated }),
      ...total((t) => ({ value: count(t.unitsSold), isEstimated: t.estimated })),
    },
    {
      id: 'unitsReturned',
      header: 'Units returned',
      kind: 'units',
      accessor: (row) => ({ value: count(row.unitsReturned), isEstimated: row.estimated }),
      ...total((t) => ({ value: count(t.unitsReturned), isEstimated: t.estimated })),
    },
    {
      id: 'returnRate',
      header: 'Return rate',
      kind: 'percent',
      accessor: (row) => percent(row.returnRate, row.estimated),
      ...total((t) => percent(t.returnRate, t.estimated)),
    },
  ];
}
