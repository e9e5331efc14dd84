import type { TRegion } from '@brandlens/contracts';
import { useSyncExternalStore } from 'react';

// Small UI flags that several parts of the screen touch (SPEC §4 "UI flags"). The listing panel
// itself arrives with a later issue; breadcrumbs already close it (SPEC §2). Whether the seller
// navbar is folded away on wide screens is a habit, not a moment, so it is kept in localStorage.

export interface UiState {
  listingPanelOpen: boolean;
  brandConfigurationDialogOpen: boolean;
  navbarCollapsed: boolean;
  /** SPEC §4 'Amazon SP API auth dialog (holds region)': open for one Amazon provider (Seller Central or Advertising), else null. */
  amazonSpApiAuthDialog: AmazonSpApiAuthDialog | null;
}

export interface AmazonSpApiAuthDialog {
  provider: 'autopilot_spapi_basic' | 'autopilot_spapi_ops' | 'autopilot_amazon_ads';
  region: TRegion;
}

export interface UiStore {
  getSnapshot: () => UiState;
  subscribe: (listener: () => void) => () => void;
  setListingPanelOpen: (open: boolean) => void;
  setBrandConfigurationDialogOpen: (open: boolean) => void;
  setNavbarCollapsed: (collapsed: boolean) => void;
  setAmazonSpApiAuthDialog: (dialog: AmazonSpApiAuthDialog | null) => void;
}

export const NAVBAR_COLLAPSED_KEY = 'brandlens.navbarCollapsed';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Storage can be missing or refuse access (disabled cookies, some private modes): the flag then
// lasts as long as the page.
function browserStorage(): FlagStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readStoredFlag(storage: FlagStorage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeStoredFlag(storage: FlagStorage | undefined, key: string, value: boolean): void {
  try {
    storage?.setItem(key, String(value));
  } catch {
    // Quota or access refused: the choice still holds for this page.
  }
}

export function createUiStore(storage: FlagStorage | undefined = browserStorage()): UiStore {
  let state: UiState = {
    listingPanelOpen: false,
    brandConfigurationDialogOpen: false,
    navbarCollapsed: readStoredFlag(storage, NAVBAR_COLLAPSED_KEY),
    amazonSpApiAuthDialog: null,
  };
  const listeners = new Set<() => void>();
  const setFlag = <K extends keyof UiState>(flag: K, value: UiState[K]) => {
    if (state[flag] === value) return;
    state = { ...state, [flag]: value };
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setListingPanelOpen: (open) => setFlag('listingPanelOpen', open),
    setBrandConfigurationDialogOpen: (open) => setFlag('brandConfigurationDialogOpen', open),
    setNavbarCollapsed(collapsed) {
      setFlag('navbarCollapsed', collapsed);
      writeStoredFlag(storage, NAVBAR_COLLAPSED_KEY, collapsed);
    },
    setAmazonSpApiAuthDialog: (dialog) => setFlag('amazonSpApiAuthDialog', dialog),
  };
}

export const uiStore = createUiStore();

export function useUiState<T>(select: (state: UiState) => T, store: UiStore = uiStore): T {
  return select(useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot));
}
