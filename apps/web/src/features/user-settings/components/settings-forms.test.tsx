import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, type TSession } from '../../../lib/session/get-session';
import { stubApi } from '../../../test/fake-api';
import { createSession, testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EmailSettingsForm } from './email-settings-form';
import { ProfileForm } from './profile-form';

const settings = { dailyAlertSummary: true, weeklyInsights: false, productNews: true, importResults: true };

describe('ProfileForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves names and currency with PATCH /users/:id and updates the session', async () => {
    const api = stubApi({
      [`PATCH /users/${testUser.id}`]: ({ body }: { body: unknown }) => ({ ...testUser, ...(body as object) }),
    });
    const { queryClient } = renderWithProviders(<ProfileForm user={testUser} />, { session: createSession() });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Augusta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByTestId('snackbar')).textContent).toContain('Your profile has been saved.');
    expect(api.calls[0]?.body).toEqual({ firstName: 'Augusta', lastName: 'Lovelace', defaultCurrencyCode: 'EUR' });
    expect(queryClient.getQueryData<TSession>(sessionQueryKey)?.user.firstName).toBe('Augusta');
  });

  it('offers the 47 supported currencies', () => {
    stubApi({});
    renderWithProviders(<ProfileForm user={testUser} />, { session: createSession() });
    fireEvent.click(screen.getByRole('combobox', { name: 'Default currency' }));
    expect(screen.getAllByRole('option')).toHaveLength(47);
  });
});

describe('EmailSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the settings and saves a change with PUT', async () => {
    const api = stubApi({
      'GET /v2/user/email-settings': { emailSettings: settings },
      'PUT /v2/user/email-settings': ({ body }: { body: unknown }) => body,
    });
    renderWithProviders(<EmailSettingsForm />, { session: createSession() });
    const weekly = (await screen.findByRole('switch', { name: /Weekly insights/ })) as HTMLInputElement;
    expect(weekly.checked).toBe(false);

    fireEvent.click(weekly);
    await waitFor(() => expect(api.callsTo('PUT /v2/user/email-settings')).toHaveLength(1));
    expect(api.callsTo('PUT /v2/user/email-settings')[0]?.body).toEqual({
      emailSettings: { ...settings, weeklyInsights: true },
    });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /Weekly insights/ }) as HTMLInputElement).checked).toBe(true),
    );
  });
});

describe('EmailSettingsForm import results', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the import results mail and saves turning it off', async () => {
    const api = stubApi({
      'GET /v2/user/email-settings': { emailSettings: settings },
      'PUT /v2/user/email-settings': ({ body }: { body: unknown }) => body,
    });
    renderWithProviders(<EmailSettingsForm />, { session: createSession() });
    const imports = (await screen.findByRole('switch', { name: /Import results/ })) as HTMLInputElement;
    expect(imports.checked).toBe(true);

    fireEvent.click(imports);
    await waitFor(() => expect(api.callsTo('PUT /v2/user/email-settings')).toHaveLength(1));
    expect(api.callsTo('PUT /v2/user/email-settings')[0]?.body).toEqual({
      emailSettings: { ...settings, importResults: false },
    });
  });
});
