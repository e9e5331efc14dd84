import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// GET /api/health. The shape is checked here until packages/contracts exports its schema.

export interface THealth {
  status: 'ok' | 'degraded';
  version: string;
  database: { status: 'up' | 'down'; latencyMs?: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function parseHealth(data: unknown): THealth {
  if (
    isRecord(data) &&
    (data.status === 'ok' || data.status === 'degraded') &&
    typeof data.version === 'string' &&
    isRecord(data.database) &&
    (data.database.status === 'up' || data.database.status === 'down')
  ) {
    const latencyMs = data.database.latencyMs;
    return {
      status: data.status,
      version: data.version,
      database: {
        status: data.database.status,
        ...(typeof latencyMs === 'number' ? { latencyMs } : {}),
      },
    };
  }
  throw new Error('The health response has an unexpected shape.');
}

export const getHealth = (signal?: AbortSignal): Promise<THealth> =>
  apiRequest('/health', parseHealth, signal ? { signal } : {});

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const useHealth = () => useQuery(healthQueryOptions());
