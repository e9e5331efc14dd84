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
});

export type Env = z.infer<typeof ZEnv>;

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
  const result = ZEnv.safeParse(cleaned);
  if (!result.success) throw new EnvError(result.error.issues);
  return result.data;
}

/** The environment for a child process of the launcher: this one's, plus overrides. */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
