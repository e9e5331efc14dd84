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

/**
 * The stand-in for Amazon (support/fake-amazon-server.ts): Seller Central's consent page, Login with
 * Amazon and the SP-API on one port, and the application the app is registered as there.
 */
const sellerCentralPort = Number(process.env.SELLER_CENTRAL_FAKE_PORT || 3221);
export const SELLER_CENTRAL = {
  port: sellerCentralPort,
  url: `http://127.0.0.1:${sellerCentralPort}`,
  applicationId: 'amzn1.sp.solution.e2e-brandlens',
  clientId: 'amzn1.application-oa2-client.e2e-brandlens',
  clientSecret: 'e2e-lwa-client-secret',
  /** The selling partner id the consent page sends back. */
  sellingPartnerId: 'A2E2ESELLERCENTRAL',
  /** A throwaway key for the run's stored refresh tokens: 32 bytes in base64. */
  encryptionKey: Buffer.alloc(32, 'brandlens-e2e').toString('base64'),
};

/** What the app (and a CLI command run against its data) needs to talk to the stand-in. */
export const SELLER_CENTRAL_APP_ENV = {
  AMAZON_SP_API_APPLICATION_ID: SELLER_CENTRAL.applicationId,
  AMAZON_LWA_CLIENT_ID: SELLER_CENTRAL.clientId,
  AMAZON_LWA_CLIENT_SECRET: SELLER_CENTRAL.clientSecret,
  AMAZON_LWA_TOKEN_URL: `${SELLER_CENTRAL.url}/auth/o2/token`,
  AMAZON_SP_API_ENDPOINT: SELLER_CENTRAL.url,
  AMAZON_SELLER_CENTRAL_URL: SELLER_CENTRAL.url,
  // Amazon Advertising on the same stand-in: its consent page, token grants (one LWA client) and Ads API.
  AMAZON_ADS_CONSENT_URL: SELLER_CENTRAL.url,
  AMAZON_ADS_API_ENDPOINT: SELLER_CENTRAL.url,
  CONNECTIONS_ENCRYPTION_KEY: SELLER_CENTRAL.encryptionKey,
  // Rarely firing (1 January, 03:17 UTC): the specs decide when a seller syncs.
  AMAZON_SP_API_SYNC_CRON: '17 3 1 1 *',
  AMAZON_SP_API_FRESH_SYNC_CRON: '19 3 1 1 *',
  AMAZON_ADS_SYNC_CRON: '21 3 1 1 *',
};
