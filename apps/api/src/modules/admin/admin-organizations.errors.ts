// The admin organization routes' own refusals, with messages that say what to do.
import { AppError } from '../../platform/errors.ts';
import { RateLimitedError, formatWait } from '../../platform/rate-limit/rate-limiter.ts';

export const adminOrganizationsErrors = {
  notFound: () => new AppError(404, 'ORGANIZATION_NOT_FOUND', 'No organization has this id or slug.'),
  sellerNotFound: () => new AppError(404, 'SELLER_NOT_FOUND', 'No seller has this id or slug.'),
  slugTaken: (slug: string) =>
    new AppError(
      409,
      'ORGANIZATION_SLUG_TAKEN',
      `Another organization already uses the slug ${slug}. Choose another one.`,
    ),
  subscribed: () =>
    new AppError(
      409,
      'ORGANIZATION_SUBSCRIBED',
      'This organization pays through a Stripe subscription: cancel it in Stripe first, which moves it to the free plan.',
    ),
  emailRegistered: (email: string) =>
    new AppError(
      409,
      'EMAIL_ALREADY_REGISTERED',
      `${email} already has an account. Add it to this organization from the user's page instead.`,
    ),
  tooManyInvitationsToAddress: (email: string, retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_INVITATIONS_TO_ADDRESS',
      `${email} was invited to this organization several times today already. Wait ${formatWait(retryAfterSeconds)} to invite it again.`,
      retryAfterSeconds,
    ),
  crossSite: () =>
    new AppError(
      403,
      'CROSS_SITE_REFUSED',
      'Open this from the Brandlens admin area, not from a link on another site.',
    ),
};
