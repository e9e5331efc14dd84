import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { adminSeller, adminShell, adminUser, sellerOrganization } from '../test/admin-seller-fixtures';

const seller = adminSeller(7, { name: 'Acme Outdoor EU', organizationCount: 2 });
const base = `/v2/admin/sellers/${seller.id}`;
const acme = sellerOrganization(1, 'Acme Org', 'PAID');
const beta = sellerOrganization(2, 'Beta Org', 'DEFAULT');

function stubSeller(extra: Record<string, unknown> = {}) {
  return stubApi({
    ...adminShell,
    [`GET ${base}`]: seller,
    [`GET ${base}/organizations`]: { organizations: [acme, beta] },
    [`GET ${base}/users`]: { users: [adminUser(1), adminUser(2)] },
    [`GET ${base}/alerting`]: apiError(404, 'This seller has no alerting account yet: save one to create it.'),
    ...extra,
  });
}

describe('admin seller detail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists its organizations with plan badges and links, and its users', async () => {
    stubSeller();
    renderApp(`/admin/sellers/${seller.id}`);
    expect(await screen.findByRole('heading', { name: 'Acme Outdoor EU' })).toBeTruthy();
    const organizations = await screen.findByRole('table', { name: 'Seller organizations' });
    const rows = within(organizations).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Acme Org' }).getAttribute('href')).toBe(
      '/admin/organizations/acme-org',
    );
    expect(within(rows[0]!).getByLabelText('Plan: Paid')).toBeTruthy();
    expect(within(rows[1]!).getByLabelText('Plan: Free')).toBeTruthy();
    const users = await screen.findByRole('table', { name: 'Seller users' });
    expect(
      within(users)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/admin/users/${adminUser(1).id}`, `/admin/users/${adminUser(2).id}`]);
  });

  it('shows ALERTING_ACCOUNT_NOT_FOUND as no account yet, and sets one up', async () => {
    const saved = {
      sellerId: seller.id,
      enabled: false,
      recipientEmails: ['ops@acme.test', 'ceo@acme.test'],
      note: 'Paused during the migration',
      createdAt: '2026-05-01T09:00:00.000Z',
      updatedAt: '2026-05-01T09:00:00.000Z',
    };
    const api = stubSeller({ [`POST ${base}/alerting`]: saved });
    renderApp(`/admin/sellers/${seller.id}`);
    expect(await screen.findByText('No alerting account yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Set up alerting' }));
    fireEvent.click(screen.getByRole('switch', { name: /Alert mails on/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Also send the daily alert summary to/ }), {
      target: { value: 'ops@acme.test\nnot-an-address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save alerting account' }));
    expect(await screen.findByText(/valid email/i)).toBeTruthy();
    expect(api.callsTo(`POST ${base}/alerting`)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Also send the daily alert summary to/ }), {
      target: { value: 'OPS@acme.test, ceo@acme.test\nops@acme.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Paused during the migration' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save alerting account' }));
    await waitFor(() => expect(api.callsTo(`POST ${base}/alerting`)).toHaveLength(1));
    expect(api.callsTo(`POST ${base}/alerting`)[0]?.body).toEqual({
      enabled: false,
      recipientEmails: ['ops@acme.test', 'ceo@acme.test'],
      note: 'Paused during the migration',
    });
    expect(await screen.findByText('ops@acme.test, ceo@acme.test')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
  });

  it('removes an organization only after the confirm, with DELETE', async () => {
    const api = stubSeller({ [`DELETE ${base}/organizations/${beta.id}`]: { organizations: [acme] } });
    renderApp(`/admin/sellers/${seller.id}`);
    const organizations = await screen.findByRole('table', { name: 'Seller organizations' });
    fireEvent.click(within(organizations).getAllByRole('button', { name: 'Remove' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Remove the seller from this organization?' });
    expect(dialog.textContent).toContain('The users of Beta Org will no longer see Acme Outdoor EU.');
    expect(api.callsTo(`DELETE ${base}/organizations/${beta.id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Seller organizations' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(api.callsTo(`DELETE ${base}/organizations/${beta.id}`)).toHaveLength(1);
  });

  it('shows the 409 of the last organization in the confirm', async () => {
    stubSeller({
      [`DELETE ${base}/organizations/${acme.id}`]: apiError(
        409,
        'This is the only organization that sees the seller: link another organization first, or move the seller instead.',
      ),
    });
    renderApp(`/admin/sellers/${seller.id}`);
    const organizations = await screen.findByRole('table', { name: 'Seller organizations' });
    fireEvent.click(within(organizations).getAllByRole('button', { name: 'Remove' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This is the only organization that sees the seller: link another organization first, or move the seller instead.',
    );
  });

  it('switches listing optimisation on after the confirm', async () => {
    const api = stubSeller({ [`PATCH ${base}`]: { ...seller, listingOptimizationEnabled: true } });
    renderApp(`/admin/sellers/${seller.id}`);
    fireEvent.click(await screen.findByRole('switch', { name: /Listing optimisation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch listing optimisation on?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch on' }));
    expect(await screen.findByText('Listing optimisation is now on.')).toBeTruthy();
    expect(api.callsTo(`PATCH ${base}`)[0]?.body).toEqual({ listingOptimizationEnabled: true });
    expect(screen.getByText('Listing optimisation on')).toBeTruthy();
  });

  it('says when the seller does not exist', async () => {
    stubApi({ ...adminShell, [`GET ${base}`]: apiError(404, 'Seller not found') });
    renderApp(`/admin/sellers/${seller.id}`);
    expect(await screen.findByRole('heading', { name: 'Seller not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the sellers' }).getAttribute('href')).toBe('/admin/sellers');
  });
});
