import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession, testSeller } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SellerList } from './seller-list';

describe('SellerList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links each seller to its overview by slug', async () => {
    stubApi({ 'GET /v2/sellers': { sellers: [testSeller] } });
    renderWithProviders(<SellerList />, { session: createSession() });
    const link = await screen.findByRole('link', { name: 'Acme Outdoor EU' });
    expect(link.getAttribute('href')).toBe('/dashboard/sellers/acme');
  });

  it('says plainly when there are no sellers', async () => {
    stubApi({ 'GET /v2/sellers': { sellers: [] } });
    renderWithProviders(<SellerList />, { session: createSession() });
    expect(await screen.findByText('No sellers yet')).toBeTruthy();
  });
});
