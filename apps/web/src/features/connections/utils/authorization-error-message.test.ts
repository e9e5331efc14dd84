import { describe, expect, it } from 'vitest';
import { getAuthorizationErrorMessage } from './authorization-error-message';

describe('getAuthorizationErrorMessage', () => {
  it('maps the known callback codes to their messages', () => {
    expect(getAuthorizationErrorMessage('invalid-code')).toBe('OAuth code to token call failed, Please try again');
    expect(getAuthorizationErrorMessage('account-already-active')).toMatch(/already active for another seller/);
  });

  it('shows unknown codes as given and ignores inherited keys', () => {
    expect(getAuthorizationErrorMessage('rate-limited')).toBe('rate-limited');
    expect(getAuthorizationErrorMessage('toString')).toBe('toString');
  });

  it('has a message when the code is missing', () => {
    expect(getAuthorizationErrorMessage(null)).toBe('The account could not be authorised.');
  });
});
