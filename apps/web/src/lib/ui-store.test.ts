import { describe, expect, it, vi } from 'vitest';
import { createUiStore } from './ui-store';

describe('ui store', () => {
  it('opens and closes the listing panel and tells subscribers only about changes', () => {
    const store = createUiStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setListingPanelOpen(true);
    store.setListingPanelOpen(true);
    expect(store.getSnapshot().listingPanelOpen).toBe(true);
    store.setListingPanelOpen(false);
    expect(store.getSnapshot().listingPanelOpen).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('brand configuration dialog flag', () => {
  it('starts closed, opens and closes independently of the listing panel', () => {
    const store = createUiStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().brandConfigurationDialogOpen).toBe(false);
    store.setBrandConfigurationDialogOpen(true);
    store.setBrandConfigurationDialogOpen(true);
    expect(store.getSnapshot()).toEqual({ listingPanelOpen: false, brandConfigurationDialogOpen: true });
    store.setBrandConfigurationDialogOpen(false);
    expect(store.getSnapshot().brandConfigurationDialogOpen).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
