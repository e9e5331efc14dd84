import { describe, expect, it } from 'vitest';
import { redactLinks, redactUrl } from './redaction.ts';
import { serializeError } from './logger.ts';

const TOKEN = 'q3XoV2Jm_8cTQ-7bYk1LrPzW0aSdEfGhIjKlMnOpQrS';

describe('request log redaction', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/email-verifications?evt=abc123&x=1')).toBe(
      '/api/email-verifications?evt=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/reset-password?token=s3cret')).toBe('/reset-password?token=%5Bredacted%5D');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides a token in the path: the verification route, and any token-like segment', () => {
    expect(redactUrl(`/api/email-verifications/${TOKEN}`)).toBe('/api/email-verifications/[redacted]');
    expect(redactUrl(`/api/email-verifications/short?x=1`)).toBe('/api/email-verifications/[redacted]?x=1');
    expect(redactUrl(`/somewhere/${TOKEN}/next`)).toBe('/somewhere/[redacted]/next');
  });

  it('keeps ids and slugs, which are not secrets', () => {
    const path =
      '/api/v2/sellers/3f2b6a9e-0c1d-4e5f-8a7b-9c0d1e2f3a4b/brand-valuation/a-very-long-brand-name-for-outdoor-gear';
    expect(redactUrl(path)).toBe(path);
  });
});

describe('mail text redaction', () => {
  it('hides the token of every link in plain text and HTML, and nothing else', () => {
    const text = `Choose a new password: https://app.test/reset-password?token=${TOKEN}\n\n— Brandlens`;
    expect(redactLinks(text)).toBe(
      'Choose a new password: https://app.test/reset-password?token=[redacted]\n\n— Brandlens',
    );
    const html = `<a href="https://app.test/sign-up?ref=mail&#38;token=${TOKEN}">Join</a>`;
    expect(redactLinks(html)).toBe('<a href="https://app.test/sign-up?ref=mail&#38;token=[redacted]">Join</a>');
    expect(redactLinks(`https://app.test/x/${TOKEN}`)).toBe('https://app.test/x/[redacted]');
    expect(redactLinks('Open https://app.test/sellers/acme/imports now')).toBe(
      'Open https://app.test/sellers/acme/imports now',
    );
  });
});

describe('error log serialisation', () => {
  it("drops a query's parameters from the error, its causes, its message and its stack", () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(a@b.test) already exists.',
    });
    const failed = Object.assign(
      new Error(`Failed query: insert into "users" values ($1, $2)\nparams: a@b.test,${hash}`),
      {
        query: 'insert into "users" values ($1, $2)',
        params: ['a@b.test', hash],
        cause,
      },
    );
    const serialized = serializeError(failed) as Record<string, unknown>;
    const printed = JSON.stringify(serialized);
    expect(printed).not.toContain(hash);
    expect(printed).not.toContain('a@b.test');
    expect(serialized.params).toBeUndefined();
    expect(serialized.message).toContain('Failed query: insert into "users" values ($1, $2)\nparams: [redacted]');
    expect(serialized.query).toBe('insert into "users" values ($1, $2)');
    expect(String(serialized.stack)).toContain('caused by: Error: duplicate key value violates unique constraint');
  });
});
