import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE, SESSION_COOKIE_NAME } from '@brandlens/contracts';
import { createDatabase, createPool, type TestDatabase } from '@brandlens/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import { parseEnv } from '../platform/env.ts';
import { createLoggerOptions } from '../platform/logger.ts';
import { createInlineJobRunner } from '../platform/jobs/job-producer.ts';
import { createMailer, type Mailer, type OutgoingMail } from '../platform/mail/mailer.ts';
import { TcpProxy } from './tcp-proxy.ts';

export interface CallOptions {
  body?: unknown;
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** Leave out the CSRF header, as a cross-site request would. */
  withoutCsrfHeader?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  proxy: TcpProxy;
  mailer: Mailer;
  /** Every mail the app handed to its mailer, as written: the outbox keeps them with their links' tokens redacted. */
  mails: OutgoingMail[];
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /** Jobs sent while the app ran, in order (held ones included). */
  sentJobs: Array<{ name: string; data: unknown }>;
  /** Logs in and returns the session cookie header value. */
  logIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME);
  return cookie && cookie.value ? `${SESSION_COOKIE_NAME}=${cookie.value}` : undefined;
}

/** The real app over a test database, reached through a proxy the test can cut. */
export async function createTestApp(
  database: TestDatabase,
  options: {
    webDistDir?: string;
    smtpUrl?: string;
    env?: Record<string, string>;
    /** Where the app's log lines go (the product's logger options, level info); none without it. */
    logStream?: DestinationStream;
    /**
     * Jobs recorded in sentJobs but not run: by default a seller's Seller Central sync, which
     * would otherwise call Amazon (or its fake) inside the request that connects the seller.
     */
    heldJobs?: readonly string[];
  } = {},
): Promise<TestApp> {
  const target = new URL(database.connectionString);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(database.connectionString);
  viaProxy.port = String(proxy.port);
  const pool = createPool({
    connectionString: viaProxy.toString(),
    max: 3,
    isEmbedded: database.backend === 'pglite',
  });
  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: viaProxy.toString(),
    APP_URL: 'http://brandlens.test',
    ...options.env,
  });
  const mails: OutgoingMail[] = [];
  const delivery = createMailer({ smtpUrl: options.smtpUrl, from: env.MAIL_FROM, logger: pino({ level: 'silent' }) });
  const mailer: Mailer = {
    async deliver(mail) {
      mails.push(mail);
      return delivery.deliver(mail);
    },
    close: () => delivery.close(),
  };
  const db = createDatabase(pool);
  // Jobs run inline, so a test sees their effects when the request returns.
  const inline = createInlineJobRunner({
    db,
    env,
    mailer,
    worker: { id: 'test-inline', startedAt: new Date(), version: 'test' },
  });
  const held = new Set(options.heldJobs ?? ['amazon-sp-api.sync-seller']);
  const sentJobs: TestApp['sentJobs'] = [];
  const jobs: typeof inline = {
    async send(job, data, extras) {
      sentJobs.push({ name: job.name, data });
      if (!held.has(job.name)) await inline.send(job, data, extras);
    },
    stop: () => inline.stop(),
  };
  const loggerOptions = createLoggerOptions({ LOG_LEVEL: 'info' });
  const logger =
    options.logStream && typeof loggerOptions === 'object' ? { ...loggerOptions, stream: options.logStream } : false;
  const app = await buildApp({ env, pool, db, mailer, jobs }, { logger, webDistDir: options.webDistDir });

  const call: TestApp['call'] = (method, url, callOptions = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(callOptions.withoutCsrfHeader ? {} : { [CSRF_HEADER_NAME]: CSRF_HEADER_VALUE }),
        ...(callOptions.cookie ? { cookie: callOptions.cookie } : {}),
        ...callOptions.headers,
      },
      ...(callOptions.body === undefined ? {} : { payload: callOptions.body as Record<string, unknown> }),
    });

  return {
    app,
    proxy,
    mailer,
    mails,
    call,
    sentJobs,
    async logIn(email, password) {
      const response = await call('POST', '/api/auth/login', { body: { username: email, password } });
      const cookie = sessionCookieOf(response);
      if (response.statusCode !== 200 || !cookie)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return cookie;
    },
    async close() {
      await app.close();
      mailer.close();
      await pool.end();
      await proxy.stop();
    },
  };
}
