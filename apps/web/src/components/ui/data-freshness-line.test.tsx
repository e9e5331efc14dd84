import type { TDataFreshness } from '@brandlens/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { DataFreshnessLine, describeDataFreshness } from './data-freshness-line';

const FRESHNESS = 'GET /v2/sellers/acme/data-freshness';

function renderLine(answer: TDataFreshness | Response) {
  const api = stubApi({ [FRESHNESS]: answer });
  renderWithProviders(<DataFreshnessLine sellerId="acme" />);
  return api;
}

describe('describeDataFreshness', () => {
  it.each([
    [
      { settledThrough: '2026-11-14', estimatedThrough: '2026-11-23T10:05:00.000Z' },
      'Settled to 14 Nov 2026 · estimated to 23 Nov, 10:05 UTC',
    ],
    [{ settledThrough: '2026-11-14', estimatedThrough: null }, 'Settled to 14 Nov 2026'],
    [
      { settledThrough: '2026-12-28', estimatedThrough: '2027-01-02T08:00:00.000Z' },
      'Settled to 28 Dec 2026 · estimated to 2 Jan 2027, 08:00 UTC',
    ],
    [
      { settledThrough: null, estimatedThrough: '2026-11-23T10:05:00.000Z' },
      'Nothing settled yet · estimated to 23 Nov 2026, 10:05 UTC',
    ],
    [{ settledThrough: null, estimatedThrough: null }, null],
  ])('words %j', (freshness, expected) => {
    expect(describeDataFreshness(freshness)).toBe(expected);
  });
});

describe('DataFreshnessLine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how far the settled and estimated figures reach', async () => {
    const api = renderLine({
      settledThrough: '2026-11-14',
      estimatedThrough: '2026-11-23T10:05:00.000Z',
      lastImportAt: '2026-11-23T10:07:00.000Z',
    });
    expect(await screen.findByText('Settled to 14 Nov 2026 · estimated to 23 Nov, 10:05 UTC')).toBeTruthy();
    expect(api.callsTo(FRESHNESS)).toHaveLength(1);
  });

  it('says only the settled day when nothing is synced', async () => {
    renderLine({ settledThrough: '2026-11-14', estimatedThrough: null, lastImportAt: '2026-11-15T08:00:00.000Z' });
    await waitFor(() => expect(screen.getByTestId('data-freshness').textContent).toBe('Settled to 14 Nov 2026'));
  });

  it('links to the uploads and the Seller Central connection when there is no data', async () => {
    renderLine({ settledThrough: null, estimatedThrough: null, lastImportAt: null });
    const line = screen.getByTestId('data-freshness');
    await waitFor(() =>
      expect(line.textContent).toBe(
        'No settlement imported yet: upload a settlement report or connect Seller Central.',
      ),
    );
    expect(within(line).getByRole('link', { name: 'upload a settlement report' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings',
    );
    expect(within(line).getByRole('link', { name: 'connect Seller Central' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings?tab=connections',
    );
  });

  it('stays an empty line when the freshness cannot be read', async () => {
    const api = renderLine(apiError(500, 'The server failed.'));
    await waitFor(() => expect(api.callsTo(FRESHNESS)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('data-freshness').textContent).toBe('');
    expect(screen.queryByText('The server failed.')).toBeNull();
  });
});
