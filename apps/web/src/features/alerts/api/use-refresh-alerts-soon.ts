import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { invalidateAlerts } from './alert-keys';

/**
 * When the alerts are read again after 'Check now' or a save of the rules. The evaluation is a
 * queued job that takes from a moment to several seconds, so the list asks a few times, further
 * apart, rather than once too early or by polling for ever.
 */
export const ALERTS_REFRESH_DELAYS_MS = [2_000, 5_000, 10_000, 20_000] as const;

/** Returns a function that schedules those reads; leaving the page cancels the ones still due. */
export function useRefreshAlertsSoon(sellerId: string): () => void {
  const queryClient = useQueryClient();
  // One set for the component's life, so the cleanup sees the timers scheduled after it was made.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  return useCallback(() => {
    const pending = timers.current;
    pending.forEach((timer) => clearTimeout(timer));
    pending.clear();
    for (const delay of ALERTS_REFRESH_DELAYS_MS) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        invalidateAlerts(queryClient, sellerId);
      }, delay);
      pending.add(timer);
    }
  }, [queryClient, sellerId]);
}
