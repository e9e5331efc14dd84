// Fixed loopback ports of the end-to-end run; override when they are taken.
const appPort = Number(process.env.E2E_PORT || 3217);
const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT || 3218);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT || 3219);
const shopifyAuthPort = Number(process.env.SHOPIFY_AUTH_FAKE_PORT || 3220);

export const APP_URL = `http://127.0.0.1:${appPort}`;
export const APP_PORT = appPort;
export const MAIL_SINK = {
  smtpPort,
  httpPort,
  smtp: `smtp://127.0.0.1:${smtpPort}`,
  http: `http://127.0.0.1:${httpPort}`,
};

/** The Shopify auth service stand-in (support/fake-shopify-auth.ts) and the credentials the app sends it. */
export const SHOPIFY_AUTH = {
  port: shopifyAuthPort,
  url: `http://127.0.0.1:${shopifyAuthPort}`,
  clientId: 'brandlens-e2e',
  clientSecret: 'e2e-auth-service-secret',
};
