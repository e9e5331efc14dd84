import type { TAccountHealth, TAccountHealthKpis } from '@brandlens/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession, healthBody, portfolioBody, testSeller } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const US = 'ATVPDKIKX0DER';
const window = { from: '2026-09-01', to: '2026-10-30' };
const money = {
  month: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  currency: 'USD',
  netSales: '12345.60',
  estimated: true,
};

const filled: TAccountHealth = {
  sellerId: testSeller.id,
  flag: 'at-risk',
  day: '2026-10-31',
  marketplaces: [
    {
      marketplaceId: US,
      day: '2026-10-31',
      accountStatus: 'NORMAL',
      healthStatus: 'GOOD',
      flag: 'at-risk',
      metrics: [
        { key: 'orderDefectRate', value: '0.009000', status: 'ok', target: 'under 1 %', count: 9, of: 1000, window },
        {
          key: 'lateShipmentRate',
          value: '0.050000',
          status: 'at-risk',
          target: 'under 4 %',
          count: 5,
          of: 100,
          window,
        },
        {
          key: 'accountHealthRating',
          value: '250',
          status: 'ok',
          target: '200 or more',
          count: null,
          of: null,
          window: null,
        },
      ],
      orderDefectChannels: [
        {
          channel: 'afn',
          orderCount: 900,
          defectCount: 6,
          negativeFeedback: 3,
          claims: 2,
          chargebacks: 1,
          rate: '0.006667',
          status: 'ok',
          window,
        },
      ],
      policyViolations: [{ type: 'listingPolicyViolations', count: 2 }],
    },
  ],
  seller: { day: '2026-10-31', orderDefectRate: '0.009000', orderCount: 1000, policyViolations: 2 },
  moneyAtRisk: money,
};
const kpis: TAccountHealthKpis = {
  sellerId: testSeller.id,
  from: '2025-10-31',
  to: '2026-10-31',
  marketplaces: [],
  targets: [],
};

function stubSignedIn(health: TAccountHealth) {
  return stubApi({
    'GET /health': healthBody,
    'POST /sessions/verification': createSession(),
    'GET /v2/sellers': { sellers: [testSeller] },
    'GET /v2/sellers/portfolio': portfolioBody([testSeller]),
    'GET /v2/sellers/acme': testSeller,
    'GET /v2/sellers/acme/account-health': health,
    'GET /v2/sellers/acme/account-health/kpis': kpis,
    'GET /v2/sellers/acme/account-health/status': {
      sellerId: testSeller.id,
      flag: health.flag,
      day: health.day,
      problems: health.flag === 'at-risk' ? [{ marketplaceId: US, key: 'lateShipmentRate', status: 'at-risk' }] : [],
    },
  });
}

describe('account health page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each metric with its target and status, the money at risk and the banner', async () => {
    stubSignedIn(filled);
    renderApp('/dashboard/sellers/acme/account-health');
    const cards = await screen.findAllByTestId('health-metric', {}, { timeout: 10_000 });
    const card = cards.find((element) => element.getAttribute('data-key') === 'lateShipmentRate') as HTMLElement;
    expect(within(card).getByText('Late shipment rate')).toBeTruthy();
    expect(card.getAttribute('data-status')).toBe('at-risk');
    expect(within(card).getByText('5.00 %')).toBeTruthy();
    expect(within(card).getByText("Amazon's target: under 4 %")).toBeTruthy();
    expect(within(card).getByText('5 shipped late of 100 orders you ship')).toBeTruthy();
    expect(screen.getByTestId('money-at-risk').textContent).toContain('USD\u00a012,345.60 (estimated)');
    expect(screen.getByTestId('account-health-flag').textContent).toBe('At risk');
    const banner = await screen.findByTestId('account-health-banner');
    expect(banner.textContent).toContain('late shipment rate in');
    expect(within(banner).getByRole('link', { name: 'See account health' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/account-health',
    );
    // The first test loads the layout's and the page's lazy modules.
  }, 15_000);

  it('without a report, says to connect Seller Central and shows no banner', async () => {
    stubSignedIn({ ...filled, flag: null, day: null, marketplaces: [], seller: null });
    renderApp('/dashboard/sellers/acme/account-health');
    const card = await screen.findByTestId('empty-state', {}, { timeout: 10_000 });
    expect(within(card).getByRole('link', { name: 'Connect Amazon Seller Central' }).getAttribute('href')).toBe(
      '/dashboard/sellers/acme/settings?tab=connections',
    );
    expect(screen.queryByTestId('account-health-banner')).toBeNull();
  });
});
