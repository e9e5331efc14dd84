import { useState } from 'react';

// Which columns a user hid is a habit per table, kept in localStorage under the table id. Only the
// hidden ids are stored, so a column added later shows up until it is hidden too.

export const hiddenColumnsKey = (tableId: string): string => `brandlens.table.${tableId}.hiddenColumns`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice, keeping only ids the table has and never its first column. */
export function readHiddenColumns(tableId: string, hideableIds: readonly string[]): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(hiddenColumnsKey(tableId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return hideableIds.filter((id) => parsed.includes(id));
  } catch {
    return [];
  }
}

function writeHiddenColumns(tableId: string, hidden: readonly string[]): void {
  try {
    storage()?.setItem(hiddenColumnsKey(tableId), JSON.stringify(hidden));
  } catch {
    // Storage refused (quota, privacy mode): the choice lasts for this page.
  }
}

export function useHiddenColumns(tableId: string, hideableIds: readonly string[]) {
  const [hidden, setHidden] = useState<string[]>(() => readHiddenColumns(tableId, hideableIds));
  const setColumnHidden = (columnId: string, isHidden: boolean) => {
    if (!hideableIds.includes(columnId)) return;
    const next = isHidden ? [...new Set([...hidden, columnId])] : hidden.filter((id) => id !== columnId);
    writeHiddenColumns(tableId, next);
    setHidden(next);
  };
  return { hidden, setColumnHidden };
}
