import type { Env } from '../../platform/env.ts';

/** Where the FX job reads its documents. */
export interface FxFeeds {
  ecbDailyUrl: string;
  ecbHistoryUrl: string;
  secondary: { url: string; name: string } | undefined;
}

export function fxFeedsFrom(env: Env): FxFeeds {
  return {
    ecbDailyUrl: env.ECB_DAILY_URL,
    ecbHistoryUrl: env.ECB_HISTORY_URL,
    secondary: env.FX_SECONDARY_URL
      ? { url: env.FX_SECONDARY_URL, name: env.FX_SECONDARY_NAME ?? new URL(env.FX_SECONDARY_URL).hostname }
      : undefined,
  };
}
