import type { RouteFlags } from '../../lib/route-handle';

// SPEC §4 route guards as a pipeline: each guard looks at the URL being opened and the route's
// flags and either lets the next guard run, stops the pipeline, or redirects. Errors they throw
// reach the route error page. The order is data (see create-guards.ts), so it can be tested.

export type GuardName = 'redirects' | 'emailVerification' | 'auth' | 'admin' | 'flash';

export interface GuardContext {
  url: URL;
  flags: RouteFlags;
}

export type GuardOutcome =
  | { type: 'next' }
  /** Let the navigation go on without the remaining guards. */
  | { type: 'stop' }
  /** `replace` rewrites the current history entry (e.g. to drop a one-time query parameter). */
  | { type: 'redirect'; to: string; replace?: boolean };

export interface Guard {
  name: GuardName;
  run: (context: GuardContext) => GuardOutcome | Promise<GuardOutcome>;
}

export const next: GuardOutcome = { type: 'next' };

/** Runs the guards in order until one stops or redirects. */
export async function runGuards(guards: readonly Guard[], context: GuardContext): Promise<GuardOutcome> {
  for (const guard of guards) {
    const outcome = await guard.run(context);
    if (outcome.type !== 'next') return outcome;
  }
  return next;
}
