import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('request log redaction', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/email-verifications?evt=abc123&x=1')).toBe(
      '/api/email-verifications?evt=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/reset-password?token=s3cret')).toBe('/reset-password?token=%5Bredacted%5D');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
