import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { notificationStore } from '../lib/notification-store';

// jsdom lacks the layout APIs Mantine touches; these stand-ins report "no match" and "no size".
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;

window.scrollTo = () => {};
// Mantine's combobox scrolls the selected option into view.
Element.prototype.scrollIntoView ??= () => {};

// A page's first render imports its lazy route module, which Vite transforms on demand: on a busy
// machine (CI runs the suites side by side) that alone can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  notificationStore.dismiss();
  window.sessionStorage.clear();
});
