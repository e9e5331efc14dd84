import { useSyncExternalStore } from 'react';

// Small UI flags that several parts of the screen touch (SPEC §4 "UI flags"). The listing panel
// itself arrives with a later issue; breadcrumbs already close it (SPEC §2).

export interface UiState {
  listingPanelOpen: boolean;
  brandConfigurationDialogOpen: boolean;
}

export interface UiStore {
  getSnapshot: () => UiState;
  subscribe: (listener: () => void) => () => void;
  setListingPanelOpen: (open: boolean) => void;
  setBrandConfigurationDialogOpen: (open: boolean) => void;
}

const initialState: UiState = { listingPanelOpen: false, brandConfigurationDialogOpen: false };

export function createUiStore(initial: UiState = initialState): UiStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const setFlag = (flag: keyof UiState, value: boolean) => {
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
  };
}

export const uiStore = createUiStore();

export function useUiState<T>(select: (state: UiState) => T, store: UiStore = uiStore): T {
  return select(useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot));
}
