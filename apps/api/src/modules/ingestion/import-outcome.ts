// What an import of any report did: its status, the data lines read, what it
// stored (settlements for settlement files, orders for orders reports, a day's
// stock for FBA inventory reports, returns for FBA customer returns reports;
// advertising reports record theirs on the imports row as they store it) and,
// when it failed, why (nothing of a failed file is stored).
import type { TImportKind } from '@brandlens/contracts';
import type { ImportError, UnreconciledSettlement } from './imports.queries.ts';

export interface ImportCounts {
  settlementsImported: number;
  settlementsSkipped: number;
  unmappedRows: number;
  /** Settlements stored by this import whose rows do not sum to their total: stored, their figures estimated. */
  unreconciledSettlements: UnreconciledSettlement[];
  /** Orders new to the seller. */
  ordersImported: number;
  /** Orders the seller had, replaced by a later last-updated-date. */
  ordersUpdated: number;
  /** Orders the seller had with the same or a later last-updated-date: 'already imported'. */
  ordersSkipped: number;
  /** FBA inventory report: the SKU rows stored for its day. */
  inventoryRows: number;
  /** FBA customer returns report: the returns stored (new or updated). */
  returnRows: number;
}

export interface ImportOutcome extends ImportCounts {
  status: 'succeeded' | 'failed';
  kind: TImportKind;
  rowsRead: number;
  errors: ImportError[];
}

export const NO_COUNTS: ImportCounts = {
  settlementsImported: 0,
  settlementsSkipped: 0,
  unmappedRows: 0,
  unreconciledSettlements: [],
  ordersImported: 0,
  ordersUpdated: 0,
  ordersSkipped: 0,
  inventoryRows: 0,
  returnRows: 0,
};

export function failedOutcome(kind: TImportKind, rowsRead: number, error: ImportError): ImportOutcome {
  return { status: 'failed', kind, rowsRead, ...NO_COUNTS, errors: [error] };
}
