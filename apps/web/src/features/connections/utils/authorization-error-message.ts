// SPEC §8: messages for the `error` query of a service-provider authorisation callback.
// Codes without a message of their own are shown as given.
const messages: Record<string, string> = {
  'account-already-active':
    'The authenticated account is already active for another seller and thus will stay deactivated. Please contact support.',
  'invalid-code': 'OAuth code to token call failed, Please try again',
  'invalid-callback-params': 'Received invalid callback params, Plesase try again',
};

export function getAuthorizationErrorMessage(code: string | null): string {
  const trimmed = code?.trim();
  if (!trimmed) return 'The account could not be authorised.';
  return Object.hasOwn(messages, trimmed) ? (messages[trimmed] ?? trimmed) : trimmed;
}
