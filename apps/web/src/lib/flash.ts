import type { NotificationInput, NotificationType } from './notification-store';

// SPEC §4: a flash is a message for the next screen, shown once through the snackbar and then
// removed. It sits in sessionStorage so it survives a redirect (e.g. to /login) and stays in its tab.

const FLASH_STORAGE_KEY = 'brandlens:flash';
const TYPES: readonly NotificationType[] = ['success', 'warning', 'default', 'error'];

export interface Flash {
  message: string;
  type: NotificationType;
}

export type FlashStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): FlashStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage throws on access; the flash is then lost, which only costs a message.
    return undefined;
  }
}

export function setFlash(flash: Flash, storage: FlashStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(FLASH_STORAGE_KEY, JSON.stringify(flash));
  } catch {
    // Quota or privacy errors: see browserStorage.
  }
}

/** Returns the waiting flash, if any, and removes it so it is shown once. */
export function takeFlash(storage: FlashStorage | undefined = browserStorage()): NotificationInput | undefined {
  if (!storage) return undefined;
  let raw: string | null;
  try {
    raw = storage.getItem(FLASH_STORAGE_KEY);
    storage.removeItem(FLASH_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { message, type } = value as Record<string, unknown>;
    if (typeof message !== 'string' || !message) return undefined;
    return { message, type: TYPES.find((known) => known === type) ?? 'default' };
  } catch {
    return undefined;
  }
}
