import { ZCogsRejected, type TCogsRowError, type TCogsStored } from '@brandlens/contracts';
import { ApiError } from '../../../lib/api-client';

/** 'Row 3, column unit landed cost: Not a decimal'. */
export const describeCogsRowError = (error: TCogsRowError): string =>
  `Row ${error.row}, column ${error.column}: ${error.reason}`;

/** The per-row errors of a refused file; empty for any other failure. */
export function readCogsRowErrors(error: unknown): TCogsRowError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return ZCogsRejected.safeParse(error.body).data?.rowErrors ?? [];
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** '12 rows received: 10 added, 1 updated, 1 unchanged.' */
export const describeCogsStored = (stored: TCogsStored): string =>
  `${plural(stored.rowsReceived, 'row', 'rows')} received: ${stored.created} added, ${stored.updated} updated, ${stored.unchanged} unchanged.`;

export const COGS_FILE_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
