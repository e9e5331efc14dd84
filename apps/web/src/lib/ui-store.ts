import { useSyncExternalStore } from 'react';

// Small UI flags that several parts of the screen touch (SPEC §4 "UI flags"). The listing panel
// itself arrives with a later issue; breadcrumbs already close it (SPEC §2).

export interface UiState {
  listingPanelOpen: boolean;
}

export interface UiStore {
  getSnapshot: () => UiState;
  subscribe: (listener: () => void) => () => void;
  setListingPanelOpen: (open: boolean) => void;
}

export function createUiStore(initial: UiState = { listingPanelOpen: false }): UiStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setListingPanelOpen(open) {
      if (state.listingPanelOpen === open) return;
      state = { ...state, listingPanelOpen: open };
      listeners.forEach((listener) => listener());
    },
  };
}

export const uiStore = createUiStore();

export function useUiState<T>(select: (state: UiState) => T, store: UiStore = uiStore): T {
  return select(useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot));
}
