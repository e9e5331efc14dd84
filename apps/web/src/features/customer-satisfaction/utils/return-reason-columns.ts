import type { TReturnReasonShare } from '@brandlens/contracts';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { formatFraction } from './format-fraction';

// The return-reason columns of the brand and product tables: the units of the FBA customer
// returns report and the row's top reasons with their share, as one text (and in the export).

interface ReturnReasonFields {
  reportedReturns: number;
  topReturnReasons: TReturnReasonShare[];
}

/** 'Too small 40.0 %, Defective 20.0 %'; '' without returns. */
export function topReasonsText(reasons: readonly TReturnReasonShare[]): string {
  return reasons.map((reason) => `${reason.label} ${formatFraction(reason.share)}`).join(', ');
}

/** Both columns, or none when the seller has no returns report (nothing to show but zeros). */
export function returnReasonColumns<TRow extends ReturnReasonFields>(isAvailable: boolean): DataTableColumn<TRow>[] {
  if (!isAvailable) return [];
  return [
    {
      id: 'reportedReturns',
      header: 'Returns (report)',
      kind: 'units',
      accessor: (row) => String(row.reportedReturns),
    },
    {
      id: 'topReturnReasons',
      header: 'Top return reasons',
      kind: 'text',
      accessor: (row) => topReasonsText(row.topReturnReasons),
      isTruncated: true,
    },
  ];
}
