import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationStore } from '../../../lib/notification-store';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StatementReports } from './statement-reports';

describe('StatementReports', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the chosen period and currency and tells a failure with the support contact', async () => {
    const api = stubApi({
      'GET /v2/sellers/acme/profit-loss/operations/report': apiError(500, 'Internal server error'),
    });
    renderWithProviders(<StatementReports sellerId="acme" />, { path: '/?period=last-3-months&currency=CHF' });
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));

    await waitFor(() =>
      expect(notificationStore.getSnapshot()).toMatchObject({
        type: 'error',
        message: 'Your report could not be generated. Please contact support at support@brandlens.app.',
      }),
    );
    const query = new URL(api.fetchMock.mock.calls[0]![0], 'http://localhost').searchParams;
    expect(query.get('format')).toBe('xlsx');
    expect(query.get('period')).toBe('last-3-months');
    expect(query.get('targetCurrency')).toBe('CHF');
  });
});
