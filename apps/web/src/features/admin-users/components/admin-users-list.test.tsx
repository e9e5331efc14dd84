import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { acmeOrganization, adminShell, adminUser } from '../test/admin-user-fixtures';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const freeOrganization = {
  id: '00000000-0000-4000-8000-000000000902',
  name: 'Beta Org',
  slug: 'beta',
  plan: 'DEFAULT' as const,
};

describe('admin users list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists users with their organization plan and pages by cursor, filters from the URL', async () => {
    const api = stubApi({
      ...adminShell,
      [`GET /v2/admin/organizations/${acmeOrganization.id}`]: {
        ...acmeOrganization,
        stripeSubscriptionId: null,
        stripeSubscriptionStatus: null,
        userCount: 52,
        sellerCount: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      'GET /v2/admin/organizations': { items: [], nextCursor: null },
      'GET /v2/admin/users': ({ url }: { url: URL }) =>
        url.searchParams.get('cursor') === 'next'
          ? { items: [adminUser(51, { organization: freeOrganization }), adminUser(52)], nextCursor: null }
          : {
              items: range(1, 50).map((n) => adminUser(n, n === 2 ? { isAdmin: true, role: 'OPERATIONS' } : {})),
              nextCursor: 'next',
            },
    });
    renderApp(`/admin/users?organizationId=${acmeOrganization.id}&role=USER&isAdmin=false&search=user`);
    const table = await screen.findByRole('table', { name: 'Users' });
    const rowHeaders = () => within(screen.getByRole('table', { name: 'Users' })).getAllByRole('rowheader');
    expect(rowHeaders()).toHaveLength(50);
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Name', 'Organization', 'Plan', 'Role', 'Email verified', 'Signed up']);
    expect(within(first!).getByRole('link', { name: 'user001@acme.test' }).getAttribute('href')).toBe(
      `/admin/users/${adminUser(1).id}`,
    );
    expect(within(first!).getByRole('link', { name: 'Acme Org' }).getAttribute('href')).toBe(
      '/admin/organizations/acme-org',
    );
    expect(within(first!).getByLabelText('Plan: Paid')).toBeTruthy();
    expect(within(second!).getByText('Admin')).toBeTruthy();
    expect(within(second!).getByText('Operations')).toBeTruthy();

    const firstUrl = String(
      api.fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/v2/admin/users'))?.[0],
    );
    expect(firstUrl).toBe(
      `/api/v2/admin/users?search=user&organizationId=${acmeOrganization.id}&role=USER&isAdmin=false&limit=50`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All 52 shown.')).toBeTruthy();
    const last = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .at(-2);
    expect(within(last!).getByLabelText('Plan: Free')).toBeTruthy();
    expect(api.callsTo('GET /v2/admin/users')).toHaveLength(2);
    // The chosen organization shows by name, read by its id.
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('search', { name: 'User filters' })).getAllByLabelText(
            'Organization',
          )[0] as HTMLInputElement
        ).value,
      ).toBe('Acme Org (acme-org)'),
    );
  });

  it('says what to do when nobody matches', async () => {
    stubApi({
      ...adminShell,
      'GET /v2/admin/organizations': { items: [], nextCursor: null },
      'GET /v2/admin/users': { items: [], nextCursor: null },
    });
    renderApp('/admin/users?role=OPERATIONS');
    expect(await screen.findByRole('heading', { name: 'No user matches' })).toBeTruthy();
    expect(screen.getByText(/clear the organization, role and admin filters/)).toBeTruthy();
  });
});
