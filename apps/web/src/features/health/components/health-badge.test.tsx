import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render-app';
import { HealthBadge } from './health-badge';

function renderBadge() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <HealthBadge />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('HealthBadge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the API version and database state from GET /api/health', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({
        status: 'ok',
        version: '1.4.2',
        database: { status: 'up', latencyMs: 3 },
        jobs: { lastWorkerBeatAt: null },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderBadge();

    expect(await screen.findByText('API v1.4.2 · database up')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ credentials: 'include' }));
  });

  it('reports a database that is down from the 503 health body', async () => {
    const body = {
      status: 'unavailable',
      version: '1.4.2',
      database: { status: 'down', error: 'timeout' },
      jobs: { lastWorkerBeatAt: null },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(body, { status: 503, statusText: 'Service Unavailable' })),
    );
    renderBadge();
    expect(await screen.findByText('API v1.4.2 · database down')).toBeTruthy();
  });

  it('says so when the API answers nonsense', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ hello: 'world' })),
    );
    renderBadge();
    expect(await screen.findByText('API unreachable')).toBeTruthy();
  });

  it('says so when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    renderBadge();
    expect(await screen.findByText('API unreachable')).toBeTruthy();
  });
});
