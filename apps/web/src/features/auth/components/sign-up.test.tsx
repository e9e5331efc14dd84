import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../test/fake-api';
import { testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SignUp } from './sign-up';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillPasswords = () => {
  fill('Password', 'long-enough-1');
  fill('Confirm password', 'long-enough-1');
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
const registered = { user: { ...testUser, activated: false }, verificationEmailSent: true };

describe('SignUp', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates with the contract messages before calling the server', () => {
    const api = stubApi({});
    renderWithProviders(<SignUp token={null} aggregatorSlug={null} />);
    fill('Email', 'nope');
    fill('Password', 'short');
    fill('Confirm password', 'other');
    submit();
    expect(screen.getByText('Must be a valid email')).toBeTruthy();
    expect(screen.getByText('Password must be 8 to 64 characters')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('registers with the store name and the aggregator, then asks to check the inbox', async () => {
    const api = stubApi({ 'POST /auth/register': () => new Response(JSON.stringify(registered), { status: 201 }) });
    renderWithProviders(<SignUp token={null} aggregatorSlug="partner-co" />);
    fill('Email', 'Ada@Acme.test');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Store name (optional)', 'Acme EU');
    fillPasswords();
    submit();

    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(api.callsTo('POST /auth/register')[0]?.body).toEqual({
      user: {
        email: 'Ada@Acme.test',
        password: 'long-enough-1',
        confirmedPassword: 'long-enough-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        sellerName: 'Acme EU',
        aggregatorSlug: 'partner-co',
      },
    });
  });

  it('prefills and locks the invited address and joins the organization', async () => {
    const api = stubApi({
      'POST /invites': { emailAddress: 'new@acme.test', organizationName: 'Acme Outdoor' },
      'POST /auth/register/user': () => new Response(JSON.stringify(registered), { status: 201 }),
    });
    renderWithProviders(<SignUp token="inv-1" aggregatorSlug={null} />);

    expect(await screen.findByRole('heading', { name: 'Join Acme Outdoor' })).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('new@acme.test');
    expect(email.disabled).toBe(true);
    fillPasswords();
    submit();

    await screen.findByText('Check your inbox');
    expect(api.callsTo('POST /invites')[0]?.body).toEqual({ token: 'inv-1' });
    expect(api.callsTo('POST /auth/register/user')[0]?.body).toMatchObject({
      token: 'inv-1',
      user: { email: 'new@acme.test' },
    });
  });

  it('explains an invitation that cannot be used', async () => {
    stubApi({ 'POST /invites': apiError(422, 'This invitation is not valid', ['This invitation is not valid']) });
    renderWithProviders(<SignUp token="bad" aggregatorSlug={null} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This invitation is not valid')).toBeTruthy();
  });

  it("shows the server's 422 message", async () => {
    stubApi({ 'POST /auth/register': apiError(422, 'Validation failed', ['Must be a valid email']) });
    renderWithProviders(<SignUp token={null} aggregatorSlug={null} />);
    fill('Email', 'ada@acme.test');
    fillPasswords();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Must be a valid email');
  });

  it('shows the sign-up failure message with the support contact otherwise', async () => {
    stubApi({ 'POST /auth/register': apiError(500, 'Unknown middleware') });
    renderWithProviders(<SignUp token={null} aggregatorSlug={null} />);
    fill('Email', 'ada@acme.test');
    fillPasswords();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, we couldn’t complete your account creation.');
    expect(within(alert).getByRole('link', { name: 'support@brandlens.app' })).toBeTruthy();
  });
});
