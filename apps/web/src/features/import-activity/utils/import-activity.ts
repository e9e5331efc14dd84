import type { TImport } from '@brandlens/contracts';

/**
 * What the seller's figures are waiting for: an import that runs (or waits its
 * turn), or one whose worker stopped and that was queued again to resume.
 */
export interface TImportActivity {
  state: 'running' | 'interrupted';
  /** The file of the import the banner names (the interrupted one first). */
  fileName: string;
  /** Share of its work done, 0 to 100. */
  percent: number;
  /** Imports not yet ended, this one included. */
  pending: number;
}

const isPending = (entry: Pick<TImport, 'status'>): boolean => entry.status === 'queued' || entry.status === 'running';

export const isInterrupted = (entry: Pick<TImport, 'status' | 'interruptedAt'>): boolean =>
  entry.status === 'queued' && entry.interruptedAt !== null;

/** The activity of a seller's imports list (newest first), or null when every import has ended. */
export function importActivityOf(imports: readonly TImport[]): TImportActivity | null {
  const pending = imports.filter(isPending);
  const named = pending.find(isInterrupted) ?? pending.find((entry) => entry.status === 'running') ?? pending[0];
  if (!named) return null;
  return {
    state: isInterrupted(named) ? 'interrupted' : 'running',
    fileName: named.fileName,
    percent: named.percent,
    pending: pending.length,
  };
}
