import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { createSession, testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OrganizationMembers } from './organization-members';

const body = {
  organization: { name: 'Acme Outdoor' },
  members: [
    {
      id: testUser.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@acme.test',
      role: 'USER',
      activated: true,
      joinedAt: '2026-01-05T10:00:00.000Z',
    },
    {
      id: '44444444-4444-4444-8444-444444444444',
      firstName: 'Otto',
      lastName: 'Ops',
      email: 'otto@acme.test',
      role: 'OPERATIONS',
      activated: false,
      joinedAt: '2026-03-01T23:30:00.000Z',
    },
  ],
  pendingInvitations: [
    {
      emailAddress: 'new@acme.test',
      invitedAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-11-27T09:00:00.000Z',
    },
  ],
};

describe('OrganizationMembers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the members with name, email, role and join date, and marks you', async () => {
    stubApi({ 'GET /v2/organization/members': body });
    renderWithProviders(<OrganizationMembers />, { session: createSession() });
    const table = await screen.findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ada LovelaceYou', 'ada@acme.test', 'Member', '5 Jan 2026'],
      ['Otto OpsEmail not verified', 'otto@acme.test', 'Operations user', '1 Mar 2026'],
    ]);
    expect(screen.getByRole('heading', { name: 'Members of Acme Outdoor' })).toBeTruthy();
  });

  it('lists the pending invitations with their dates', async () => {
    stubApi({ 'GET /v2/organization/members': body });
    renderWithProviders(<OrganizationMembers />, { session: createSession() });
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['new@acme.test', '20 Nov 2026', '27 Nov 2026']);
  });

  it('says when no invitation is pending', async () => {
    stubApi({ 'GET /v2/organization/members': { ...body, pendingInvitations: [] } });
    renderWithProviders(<OrganizationMembers />, { session: createSession() });
    expect(await screen.findByText('No invitation is waiting for a sign-up.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Pending invitations' })).toBeNull();
  });
});
