import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('environment', () => {
  it('has defaults that run the product with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: '.data', HOST: '127.0.0.1', DEMO_EMAIL: 'demo@brandlens.app' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable and why in one message', () => {
    const parse = () => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_PASSWORD: 'short' });
    expect(parse).toThrow(EnvError);
    const message = (() => {
      try {
        parse();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('Invalid environment configuration');
    expect(message).toMatch(/PORT: .*number/i);
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection URL');
    expect(message).toContain('DEMO_PASSWORD: must be 8 to 64 characters');
  });
});
