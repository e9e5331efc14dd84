// The billing routes' own refusals, with messages that say what to do.
import { AppError } from '../../platform/errors.ts';

export const billingErrors = {
  operationsUser: () =>
    new AppError(403, 'OPERATIONS_CANNOT_SUBSCRIBE', 'Operations users cannot start or manage a subscription.'),
  alreadySubscribed: () =>
    new AppError(
      409,
      'ALREADY_SUBSCRIBED',
      'Your organization already has a subscription. Contact us to discuss your paid plan options.',
    ),
  noSubscription: () => new AppError(409, 'NO_SUBSCRIPTION', 'Your organization has no subscription to manage yet.'),
  unknownPrice: () =>
    new AppError(422, 'UNKNOWN_PRICE', 'Choose one of the plans offered', ['Choose one of the plans offered']),
  currencyNotOffered: (currency: string) =>
    new AppError(422, 'CURRENCY_NOT_OFFERED', `This plan cannot be paid in ${currency.toUpperCase()}`, [
      `This plan cannot be paid in ${currency.toUpperCase()}`,
    ]),
  webhookNotConfigured: () =>
    new AppError(503, 'WEBHOOK_NOT_CONFIGURED', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).'),
  invalidSignature: () => new AppError(400, 'INVALID_SIGNATURE', 'The Stripe-Signature header is missing or invalid.'),
  notAnEvent: () => new AppError(400, 'NOT_A_STRIPE_EVENT', 'The body is not a Stripe event.'),
};
