import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createDatabase, createPool } from '@brandlens/db';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { parseEnv } from '../env.ts';
import { createInlineJobRunner } from '../jobs/job-producer.ts';
import { createMailer } from '../mail/mailer.ts';
import pino from 'pino';
import { AppError } from '../errors.ts';
import { installErrorHandler } from './error-handler.ts';

// No query runs in these tests; the pool points at a closed port on purpose.
const pool = createPool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
const env = parseEnv({ NODE_ENV: 'test' });
const mailer = createMailer({ smtpUrl: undefined, from: env.MAIL_FROM, logger: pino({ level: 'silent' }) });
const deps = {
  env,
  pool,
  db: createDatabase(pool),
  mailer,
  jobs: createInlineJobRunner({
    db: createDatabase(pool),
    env,
    mailer,
    worker: { id: 'test', startedAt: new Date(), version: 'test' },
  }),
};

describe('HTTP app', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'brandlens-web-'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Seller Reporting</title>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    app = await buildApp(deps, { logger: false, webDistDir: webDir });
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('publishes an OpenAPI document generated from the contracts, and a docs page', async () => {
    const spec = (await app.inject('/api/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/api/health'].get.summary).toContain('database');
    expect(Object.keys(spec.paths['/api/health'].get.responses)).toEqual(['200', '503']);
    const docs = await app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with the error body, never the web app', async () => {
    const response = await app.inject({ url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'This page could not be found',
    });
  });

  it('serves the web app for client routes and caches hashed assets for good', async () => {
    const page = await app.inject({ url: '/dashboard/sellers/demo/inventory', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Seller Reporting');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's Brotli copy of an asset to browsers that accept it, the plain file to others", async () => {
    const brotli = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it("answers the router's own refusals in the API's error shape, without echoing the path", async () => {
    const long = 'x'.repeat(150);
    const tooLong = await app.inject(`/api/v2/sellers/${long}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toMatchObject({ statusCode: 414, message: 'A value in this address is too long.' });
    expect(tooLong.body).not.toContain(long);
    const badEscape = await app.inject('/api/v2/sellers/%E0%A4%A');
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toMatchObject({ statusCode: 400, message: 'This address is not valid.' });
  });

  it('sends security headers', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('error body', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    app.post(
      '/check',
      {
        schema: {
          body: z
            .object({ password: z.string().min(8, 'Password must be 8 to 64 characters'), confirm: z.string() })
            .refine((body) => body.password === body.confirm, { message: 'Passwords must match', path: ['confirm'] }),
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/owned', async () => {
      throw new AppError(409, 'SELLER_EXISTS', 'The seller already exists');
    });
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 422 with every validation message in details.errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/check',
      payload: { password: 'short', confirm: 'other' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid.',
      details: { errors: ['Password must be 8 to 64 characters', 'Passwords must match'] },
    });
  });

  it("keeps a module's own status, code and message", async () => {
    const response = await app.inject('/owned');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SELLER_EXISTS', message: 'The seller already exists' });
  });

  it('answers 500 with a generic message that leaks nothing of the cause', async () => {
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'Something went wrong.',
    });
  });

  it('answers a malformed JSON body with 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/check',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
