// The only module that reads process.env. Everything else receives a parsed,
// typed Env, so a bad value stops the process at start with one clear line.
import { z } from 'zod';

const ZPort = z.coerce.number().int().min(0).max(65_535);

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: ZPort.default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  /** Set by `npm start` for its processes when it started the embedded database at DATABASE_URL. */
  DATABASE_EMBEDDED: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_EMAIL: z.email('must be an email address').default('demo@brandlens.app'),
  DEMO_PASSWORD: z
    .string()
    .min(8, 'must be 8 to 64 characters')
    .max(64, 'must be 8 to 64 characters')
    .default('brandlens-demo'),
  DEMO_DATA: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@brandlens.app'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: z.string().optional(),
  /** Origin of the links in mails and redirects; required in production, else this server's own address. */
  APP_URL: z.url('must be the public URL of the app, e.g. https://app.example.com').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Brandlens <no-reply@brandlens.app>'),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be 8 to 64 characters').max(64, 'must be 8 to 64 characters').optional(),
  WORKER_HEARTBEAT_CRON: z.string().default('* * * * *'),
  ECB_DAILY_URL: z.url('must be a URL').default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  ECB_HISTORY_URL: z.url('must be a URL').default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml'),
  FX_SECONDARY_URL: z.url('must be a URL serving JSON {date, base, rates}').optional(),
  FX_SECONDARY_NAME: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]{0,39}$/, 'must be a short lowercase name, e.g. openexchangerates')
    .optional(),
  FX_REFRESH_CRON: z.string().default('30 16 * * 1-5'),
  /** Hourly: Amazon posts a settlement report every two weeks or so; a new one is in within the hour. */
  AMAZON_SP_API_SYNC_CRON: z.string().default('7 * * * *'),
  /** Every 5 minutes: orders and unsettled money, so a new order is an estimate on the P&L within minutes without notifications. */
  AMAZON_SP_API_FRESH_SYNC_CRON: z.string().default('*/5 * * * *'),
  /** Daily at 07:00 UTC: the alert summary mail to every user who asked for it. */
  ALERTS_DAILY_SUMMARY_CRON: z.string().default('0 7 * * *'),
  /** Daily at 06:15 UTC, before the summary mail: every seller's alert rules, for conditions the calendar alone brings. */
  ALERTS_EVALUATION_CRON: z.string().default('15 6 * * *'),
  /** Mondays at 07:00 UTC: the weekly insights mail (last week's CM3 change and why) to every user who asked for it. */
  WEEKLY_INSIGHTS_CRON: z.string().default('0 7 * * 1'),
  /** Daily at 03:40 UTC: change-log rows past their days and kept statement months too old to use (ADR 0037). */
  FIGURE_CHANGES_PRUNE_CRON: z.string().default('40 3 * * *'),
  SHOPIFY_AUTH_SERVICE_URL: z.url('must be the base URL of the Shopify auth service').optional(),
  SHOPIFY_AUTH_SERVICE_CLIENT_ID: z.string().min(1).max(200).optional(),
  SHOPIFY_AUTH_SERVICE_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret or restricted key (sk_live_..., sk_test_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be the webhook endpoint's signing secret (whsec_...)")
    .optional(),
  STRIPE_API_URL: z.url('must be a URL').default('https://api.stripe.com'),
  AMAZON_SP_API_APPLICATION_ID: z
    .string()
    .regex(/^amzn1\.sp\.solution\.[A-Za-z0-9-]+$/, 'must be the SP-API application id (amzn1.sp.solution....)')
    .optional(),
  AMAZON_LWA_CLIENT_ID: z.string().min(1).max(200).optional(),
  AMAZON_LWA_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  AMAZON_LWA_TOKEN_URL: z.url('must be a URL').default('https://api.amazon.com/auth/o2/token'),
  /** One SP-API base URL for every region instead of Amazon's regional hosts (a local fake, a proxy). */
  AMAZON_SP_API_ENDPOINT: z.url('must be a URL').optional(),
  /** One Seller Central base URL for the consent page of every region instead of Amazon's (a local fake). */
  AMAZON_SELLER_CENTRAL_URL: z.url('must be a URL').optional(),
  /** One Amazon Ads API base URL for every region instead of Amazon's regional hosts (a local fake, a proxy). */
  AMAZON_ADS_API_ENDPOINT: z.url('must be a URL').optional(),
  /** One Login with Amazon base URL for the Amazon Advertising consent page of every region (a local fake). */
  AMAZON_ADS_CONSENT_URL: z.url('must be a URL').optional(),
  /** The Login with Amazon client of the Ads API when it is not the SP-API's (AMAZON_LWA_CLIENT_ID otherwise). */
  AMAZON_ADS_CLIENT_ID: z.string().min(1).max(200).optional(),
  AMAZON_ADS_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** Hourly at minute 17: the ads sync of every seller with an Amazon Advertising connection (docs/amazon-ads-sync.md). */
  AMAZON_ADS_SYNC_CRON: z.string().default('17 * * * *'),
  /** The SQS queue the Notifications API delivers to; unset, the schedules alone keep the data fresh. */
  AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL: z
    .url(
      'must be the URL of an SQS queue, e.g. https://sqs.eu-west-1.amazonaws.com/123456789012/brandlens-notifications',
    )
    .optional(),
  /** One SQS base URL instead of AWS's (a local fake). */
  AMAZON_SQS_ENDPOINT: z.url('must be a URL').optional(),
  /** The queue's region; by default the one its URL names. Credentials come from the AWS SDK's default chain. */
  AWS_REGION: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'must be an AWS region, e.g. eu-west-1')
    .optional(),
  CONNECTIONS_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
});

// Settings that only work together.
const ZEnvChecked = ZEnv.superRefine((env, ctx) => {
  if (env.SHOPIFY_AUTH_SERVICE_URL && !(env.SHOPIFY_AUTH_SERVICE_CLIENT_ID && env.SHOPIFY_AUTH_SERVICE_CLIENT_SECRET))
    ctx.addIssue({
      code: 'custom',
      path: ['SHOPIFY_AUTH_SERVICE_URL'],
      message:
        'needs SHOPIFY_AUTH_SERVICE_CLIENT_ID and SHOPIFY_AUTH_SERVICE_CLIENT_SECRET (the credentials to call it)',
    });
  if (
    env.AMAZON_SP_API_APPLICATION_ID &&
    !(env.AMAZON_LWA_CLIENT_ID && env.AMAZON_LWA_CLIENT_SECRET && env.CONNECTIONS_ENCRYPTION_KEY)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['AMAZON_SP_API_APPLICATION_ID'],
      message:
        'needs AMAZON_LWA_CLIENT_ID, AMAZON_LWA_CLIENT_SECRET (to exchange the code) and CONNECTIONS_ENCRYPTION_KEY (to store the token)',
    });
  if (
    env.AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL &&
    !(env.AMAZON_LWA_CLIENT_ID && env.AMAZON_LWA_CLIENT_SECRET && env.CONNECTIONS_ENCRYPTION_KEY)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL'],
      message:
        'needs AMAZON_LWA_CLIENT_ID, AMAZON_LWA_CLIENT_SECRET and CONNECTIONS_ENCRYPTION_KEY (the syncs it starts call Amazon)',
    });
  if (
    env.AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL &&
    !env.AWS_REGION &&
    !sqsQueueRegion(env.AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['AWS_REGION'],
      message:
        'is needed: AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL names no region (https://sqs.<region>.amazonaws.com/...)',
    });
  if (Boolean(env.AMAZON_ADS_CLIENT_ID) !== Boolean(env.AMAZON_ADS_CLIENT_SECRET))
    ctx.addIssue({
      code: 'custom',
      path: [env.AMAZON_ADS_CLIENT_ID ? 'AMAZON_ADS_CLIENT_SECRET' : 'AMAZON_ADS_CLIENT_ID'],
      message: 'is needed: AMAZON_ADS_CLIENT_ID and AMAZON_ADS_CLIENT_SECRET go together',
    });
  if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_SECRET_KEY)
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'needs STRIPE_SECRET_KEY as well',
    });
  // Links in mails never come from a request's Host header, which a client chooses (ADR 0028).
  if (env.NODE_ENV === 'production' && !env.APP_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['APP_URL'],
      message:
        'is required when NODE_ENV=production: the public URL of the app (e.g. https://app.example.com), used for the links in mails',
    });
}).transform((env) => ({
  ...env,
  APP_URL: (env.APP_URL ?? localOrigin(env)).replace(/\/+$/, ''),
  AWS_REGION: env.AWS_REGION ?? sqsQueueRegion(env.AMAZON_SP_API_NOTIFICATIONS_QUEUE_URL),
}));

/** The region in an SQS queue URL (https://sqs.eu-west-1.amazonaws.com/..., or the older eu-west-1.queue.amazonaws.com). */
function sqsQueueRegion(queueUrl: string | undefined): string | undefined {
  if (!queueUrl || !URL.canParse(queueUrl)) return undefined;
  const host = new URL(queueUrl).hostname;
  return (
    /^sqs\.([a-z0-9-]+)\.amazonaws\.com(\.cn)?$/.exec(host)?.[1] ??
    /^([a-z0-9-]+)\.queue\.amazonaws\.com(\.cn)?$/.exec(host)?.[1]
  );
}

/** This server's own address, for development and tests: the links in mails then lead back to it. */
function localOrigin(env: { HOST: string; PORT: number }): string {
  const host = ['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

export type Env = z.output<typeof ZEnvChecked>;

export class EnvError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    super(`Invalid environment configuration:\n${lines.join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Treat empty strings as unset so `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = ZEnvChecked.safeParse(cleaned);
  if (!result.success) throw new EnvError(result.error.issues);
  return result.data;
}

/** The environment for a child process of the launcher: this one's, plus overrides. */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
