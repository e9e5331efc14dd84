import { describe, expect, it, vi } from 'vitest';
import { createUiStore, NAVBAR_COLLAPSED_KEY } from './ui-store';

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
    expect(store.getSnapshot()).toEqual({
      listingPanelOpen: false,
      brandConfigurationDialogOpen: true,
      navbarCollapsed: false,
      amazonSpApiAuthDialog: null,
    });
    store.setBrandConfigurationDialogOpen(false);
    expect(store.getSnapshot().brandConfigurationDialogOpen).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('navbar collapsed flag', () => {
  const memoryStorage = (entries: Record<string, string> = {}) => {
    const values = new Map(Object.entries(entries));
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('starts from the stored choice and stores every change', () => {
    const storage = memoryStorage({ [NAVBAR_COLLAPSED_KEY]: 'true' });
    const store = createUiStore(storage);
    expect(store.getSnapshot().navbarCollapsed).toBe(true);
    store.setNavbarCollapsed(false);
    expect(store.getSnapshot().navbarCollapsed).toBe(false);
    expect(storage.getItem(NAVBAR_COLLAPSED_KEY)).toBe('false');
    expect(createUiStore(storage).getSnapshot().navbarCollapsed).toBe(false);
  });

  it('keeps working for the page when storage refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createUiStore(refusing);
    expect(store.getSnapshot().navbarCollapsed).toBe(false);
    store.setNavbarCollapsed(true);
    expect(store.getSnapshot().navbarCollapsed).toBe(true);
  });
});

describe('Amazon SP API auth dialog', () => {
  it('starts closed, holds the provider and region while open, and closes', () => {
    const store = createUiStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().amazonSpApiAuthDialog).toBeNull();
    store.setAmazonSpApiAuthDialog({ provider: 'autopilot_spapi_basic', region: 'na' });
    store.setAmazonSpApiAuthDialog({ provider: 'autopilot_spapi_basic', region: 'fe' });
    expect(store.getSnapshot().amazonSpApiAuthDialog).toEqual({ provider: 'autopilot_spapi_basic', region: 'fe' });
    expect(store.getSnapshot().listingPanelOpen).toBe(false);
    store.setAmazonSpApiAuthDialog(null);
    store.setAmazonSpApiAuthDialog(null);
    expect(store.getSnapshot().amazonSpApiAuthDialog).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
