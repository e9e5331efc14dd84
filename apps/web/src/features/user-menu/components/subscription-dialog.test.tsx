import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SubscriptionDialog } from './subscription-dialog';

const price = (id: string, interval: 'month' | 'year', gmv: string, usd: number, eur: number) => ({
  id,
  name: 'Brandlens',
  interval,
  revenueCondition: gmv,
  currencyOptions: { usd: { unitAmount: usd }, eur: { unitAmount: eur } },
});
const prices = [
  price('price_sm', 'month', 'Up to $50k GMV', 4900, 4500),
  price('price_gm', 'month', '$50k - $250k GMV', 19900, 18900),
  price('price_sy', 'year', 'Up to $50k GMV', 49000, 45000),
  price('price_gy', 'year', '$50k - $250k GMV', 199000, 189000),
];
const notSubscribed = { stripeSubscriptionId: null };
// Amounts carry a no-break space after the currency code.
const amounts = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByTestId('price-amount').map((node: HTMLElement) => node.textContent?.replace(/\u00a0/g, ' '));

describe('SubscriptionDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the prices, keeps the trial button disabled until a price is chosen, and opens Checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'GET /checkout/prices': { prices },
      'POST /checkout/create-checkout-session': { url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    });
    renderWithProviders(<SubscriptionDialog opened onClose={() => {}} organization={notSubscribed} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade Your Plan' }));
    expect(dialog.getByText(/Operations Assistant/)).toBeTruthy();
    expect(dialog.getByText(/Insights/)).toBeTruthy();
    await dialog.findByText('Up to $50k GMV');
    // USD by default, monthly, without decimals.
    expect(amounts(dialog)).toEqual(['USD 49 / month', 'USD 199 / month']);
    const startButton = dialog.getByRole('button', { name: 'Start Your 14-Day Trial Now' });
    expect(startButton.hasAttribute('disabled')).toBe(true);

    fireEvent.click(dialog.getByRole('radio', { name: '$50k - $250k GMV' }));
    expect(startButton.hasAttribute('disabled')).toBe(false);
    fireEvent.click(dialog.getByText('Year'));
    fireEvent.click(dialog.getByText('EUR'));
    expect(amounts(dialog)).toEqual(['EUR 450 / year', 'EUR 1,890 / year']);
    // Switching the interval reselected the price of the same GMV range.
    expect(dialog.getByRole('radio', { name: '$50k - $250k GMV' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(startButton);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.callsTo('POST /checkout/create-checkout-session')[0]?.body).toEqual({
      priceId: 'price_gy',
      currency: 'eur',
    });
  });

  it('shows why prices are unavailable, with the contact button', async () => {
    stubApi({
      'GET /checkout/prices': apiError(503, 'Online payment is not configured. Contact us to upgrade your plan.'),
    });
    renderWithProviders(<SubscriptionDialog opened onClose={() => {}} organization={notSubscribed} />);
    expect(await screen.findByText('Online payment is not configured. Contact us to upgrade your plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Your 14-Day Trial Now' }).hasAttribute('disabled')).toBe(true);
  });

  it('does not load prices for a subscribed organization', () => {
    const api = stubApi({});
    renderWithProviders(
      <SubscriptionDialog opened onClose={() => {}} organization={{ stripeSubscriptionId: 'sub_1' }} />,
    );
    expect(screen.getByText('Contact us to discuss your paid plan options.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
