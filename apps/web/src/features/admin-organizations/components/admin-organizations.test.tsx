import type { TAdminOrganization } from '@brandlens/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { createSession, healthBody } from '../../../test/fixtures';
import { jsonResponse, renderApp } from '../../../test/render-app';

const adminApi = {
  'GET /health': healthBody,
  'POST /sessions/verification': createSession({ isAdminSession: true }),
  'GET /v2/admin/profile': {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@brandlens.app',
    firstName: 'Ada',
    lastName: 'Admin',
  },
};

const organization = (overrides: Partial<TAdminOrganization> = {}): TAdminOrganization => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme Outdoor',
  slug: 'acme-outdoor',
  plan: 'DEFAULT',
  stripeSubscriptionId: null,
  stripeSubscriptionStatus: null,
  userCount: 3,
  sellerCount: 2,
  createdAt: '2026-03-02T09:30:00.000Z',
  ...overrides,
});

const detail = {
  'GET /v2/admin/organizations/acme-outdoor/users': {
    items: [
      {
        id: '22222222-2222-4222-8222-222222222222',
        email: 'owner@acme.test',
        firstName: 'Olga',
        lastName: 'Owner',
        role: 'USER',
        isAdmin: false,
        activated: true,
        createdAt: '2026-03-02T09:30:00.000Z',
        lastSeenAt: null,
      },
    ],
  },
  'GET /v2/admin/organizations/acme-outdoor/sellers': {
    items: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        slug: 'acme-eu',
        name: 'Acme EU',
        externalId: 'A1B2C3',
        listingOptimizationEnabled: false,
        addedAt: '2026-03-03T10:00:00.000Z',
      },
    ],
  },
};

describe('admin organizations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a page with the search and plan of the URL and loads the next page by cursor', async () => {
    const api = stubApi({
      ...adminApi,
      'GET /v2/admin/organizations': ({ url }: { url: URL }) =>
        url.searchParams.get('cursor') === 'c-2'
          ? {
              items: [organization({ id: '44444444-4444-4444-8444-444444444444', name: 'Zeta', slug: 'zeta' })],
              nextCursor: null,
            }
          : { items: [organization({ plan: 'PAID', userCount: 1234 })], nextCursor: 'c-2' },
    });
    renderApp('/admin/organizations?q=acme&plan=PAID');

    const table = await screen.findByRole('table', { name: 'Organizations' });
    const row = within(table).getByRole('row', { name: /Acme Outdoor/ });
    expect(within(row).getByRole('link', { name: 'Acme Outdoor' }).getAttribute('href')).toBe(
      '/admin/organizations/acme-outdoor',
    );
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('2 Mar 2026')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'acme');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('link', { name: 'Zeta' })).toBeTruthy();
    expect(screen.getByText('All 2 shown.')).toBeTruthy();
    const urls = api.fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((input) => input.includes('/v2/admin/organizations'));
    expect(urls).toEqual([
      '/api/v2/admin/organizations?search=acme&plan=PAID',
      '/api/v2/admin/organizations?search=acme&plan=PAID&cursor=c-2',
    ]);
  });

  it('says what to do when nothing matches', async () => {
    stubApi({ ...adminApi, 'GET /v2/admin/organizations': { items: [], nextCursor: null } });
    renderApp('/admin/organizations?q=nobody');
    expect(await screen.findByRole('heading', { name: 'No organization matches' })).toBeTruthy();
  });

  it('changes the plan after a confirmation and shows the new badge', async () => {
    let current = organization();
    const api = stubApi({
      ...adminApi,
      ...detail,
      'GET /v2/admin/organizations/acme-outdoor': () => current,
      'PATCH /v2/admin/organizations/acme-outdoor/plan': ({ body }: { body: unknown }) => {
        current = organization({ plan: (body as { plan: 'PAID' }).plan });
        return current;
      },
    });
    renderApp('/admin/organizations/acme-outdoor');

    expect(await screen.findByRole('heading', { name: 'Acme Outdoor' })).toBeTruthy();
    expect(screen.getAllByLabelText('Plan: Free')).toHaveLength(1);
    expect((await screen.findByRole('link', { name: 'owner@acme.test' })).getAttribute('href')).toBe(
      '/admin/users/22222222-2222-4222-8222-222222222222',
    );
    expect(screen.getByRole('link', { name: 'Acme EU' }).getAttribute('href')).toBe(
      '/admin/sellers/33333333-3333-4333-8333-333333333333',
    );

    fireEvent.click(screen.getByRole('combobox', { name: 'New plan' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan?' });
    expect(within(dialog).getByText(/Acme Outdoor moves from Free to Paid/)).toBeTruthy();
    expect(api.callsTo('PATCH /v2/admin/organizations/acme-outdoor/plan')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change to Paid' }));
    await waitFor(() => expect(screen.getAllByLabelText('Plan: Paid')).toHaveLength(1));
    expect(screen.queryAllByLabelText('Plan: Free')).toHaveLength(0);
    expect(api.callsTo('PATCH /v2/admin/organizations/acme-outdoor/plan').map((call) => call.body)).toEqual([
      { plan: 'PAID' },
    ]);
  });

  it("shows a 409 'already added' as a result and a 422 as its joined details", async () => {
    stubApi({
      ...adminApi,
      ...detail,
      'GET /v2/admin/organizations/acme-outdoor': organization(),
      'POST /v2/admin/organizations/acme-outdoor/add-seller': ({ body }: { body: unknown }) =>
        (body as { seller: string }).seller === 'acme-eu'
          ? jsonResponse(
              {
                status: 'ALREADY_ADDED',
                message: 'Acme EU is already a seller of Acme Outdoor.',
                seller: { id: '33333333-3333-4333-8333-333333333333', slug: 'acme-eu', name: 'Acme EU' },
              },
              { status: 409 },
            )
          : apiError(422, 'Invalid request', ['Write the seller’s id or slug', 'At most 200 characters']),
    });
    renderApp('/admin/organizations/acme-outdoor');
    const input = await screen.findByRole('textbox', { name: 'Add a seller' });

    fireEvent.change(input, { target: { value: 'acme-eu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add seller' }));
    expect((await screen.findByRole('status')).textContent).toBe('Acme EU is already a seller of Acme Outdoor.');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(input, { target: { value: 'xyz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add seller' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Write the seller’s id or slug, At most 200 characters',
    );
  });
});
