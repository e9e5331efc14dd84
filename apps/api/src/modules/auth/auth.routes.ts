import { adminLoginRoute } from './admin-login.route.ts';
import { changePasswordRoute } from './change-password.route.ts';
import { deleteSessionRoute } from './delete-session.route.ts';
import { loginRoute } from './login.route.ts';
import { registerInvitedUserRoute } from './register-invited-user.route.ts';
import { registerRoute } from './register.route.ts';
import { requestEmailVerificationRoute } from './request-email-verification.route.ts';
import { requestPasswordResetRoute } from './request-password-reset.route.ts';
import { resetPasswordRoute } from './reset-password.route.ts';
import { verifyEmailRoute } from './verify-email.route.ts';
import { shopifyAuthRoute } from './shopify-auth.route.ts';
import { shopifyInstallRoute } from './shopify-install.route.ts';
import { shopifyLoginRoute } from './shopify-login.route.ts';
import { shopifySignUpRoute } from './shopify-sign-up.route.ts';
import { verifySessionRoute } from './verify-session.route.ts';

export const authRoutes = [
  loginRoute,
  adminLoginRoute,
  verifySessionRoute,
  deleteSessionRoute,
  registerRoute,
  registerInvitedUserRoute,
  verifyEmailRoute,
  requestEmailVerificationRoute,
  requestPasswordResetRoute,
  resetPasswordRoute,
  changePasswordRoute,
  shopifyInstallRoute,
  shopifyAuthRoute,
  shopifySignUpRoute,
  shopifyLoginRoute,
] as const;
