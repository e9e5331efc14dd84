import { next, type Guard } from './guard-pipeline';

// First in line (SPEC §4): a route that only redirects is left to its loader, and the guards run
// again on the page it leads to, so returnTo and flags refer to the real destination.
export const redirectsGuard: Guard = {
  name: 'redirects',
  run: ({ flags }) => (flags.redirectOnly ? { type: 'stop' } : next),
};
