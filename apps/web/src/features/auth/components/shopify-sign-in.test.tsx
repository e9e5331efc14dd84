import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession, testSeller } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/render-app';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sessionQueryKey } from '../../../lib/session/get-session';
import { ShopifyLogin } from './shopify-login';
import { ShopifySignUp } from './shopify-sign-up';

const shop = 'acme-outdoor.myshopify.com';
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const session = createSession();
const loginResult = { ...session, redirectLocation: null, inviteUrl: null };
const shopSeller = { ...testSeller, name: 'Acme Outdoor', slug: 'acme-outdoor', externalId: shop };
const storeTaken = () =>
  jsonResponse(
    {
      status: 'SELLER_EXISTS',
      message: 'This Shopify store is already linked to another Brandlens organization.',
      seller: null,
    },
    { status: 409 },
  );

describe('Shopify sign-up and login pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs up with the shop of the grant, stores the session and opens the dashboard', async () => {
    const api = stubApi({
      'POST /auth/shopify/sign-up': () =>
        jsonResponse({ ...loginResult, verificationEmailSent: true, seller: shopSeller }, { status: 201 }),
    });
    const { router, queryClient } = renderWithProviders(<ShopifySignUp shop={shop} aggregatorSlug={null} />);
    expect(screen.getByTestId('shopify-shop').textContent).toBe(shop);
    fill('Email', 'grace@acme.test');
    fill('Password', 'long-enough-1');
    fill('Confirm password', 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST /auth/shopify/sign-up')[0]?.body).toMatchObject({
      externalId: shop,
      user: { email: 'grace@acme.test', password: 'long-enough-1' },
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
  });

  it('validates with the shared messages before calling the server', () => {
    const api = stubApi({});
    renderWithProviders(<ShopifySignUp shop={shop} aggregatorSlug={null} />);
    fill('Email', 'nope');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Must be a valid email')).toBeTruthy();
    expect(screen.getByText('Password must be 8 to 64 characters')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('asks to start from the Shopify admin when the page has no store', () => {
    stubApi({});
    renderWithProviders(<ShopifySignUp shop={null} aggregatorSlug={null} />);
    expect(screen.getByText('Open Brandlens from your Shopify admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('logs in, links the store and opens its seller page', async () => {
    const api = stubApi({ 'POST /auth/shopify/login': { ...loginResult, seller: shopSeller } });
    const { router } = renderWithProviders(<ShopifyLogin shop={shop} />);
    fill('Email', 'grace@acme.test');
    fill('Password', 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in and link store' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sellers/acme-outdoor'));
    expect(api.callsTo('POST /auth/shopify/login')[0]?.body).toEqual({
      username: 'grace@acme.test',
      password: 'long-enough-1',
      externalId: shop,
    });
  });

  it('explains a store that another organization has, with the support contact', async () => {
    stubApi({ 'POST /auth/shopify/login': storeTaken });
    const { router } = renderWithProviders(<ShopifyLogin shop={shop} />);
    fill('Email', 'grace@acme.test');
    fill('Password', 'long-enough-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in and link store' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('already linked to another Brandlens organization');
    expect(alert.textContent).toContain('support@brandlens.app');
    expect(router.state.location.pathname).toBe('/');
  });
});
