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

  it('refuses a Shopify auth service without its credentials, and a webhook secret without the Stripe key', () => {
    expect(() => parseEnv({ SHOPIFY_AUTH_SERVICE_URL: 'https://auth.example' })).toThrow(
      /SHOPIFY_AUTH_SERVICE_URL: needs SHOPIFY_AUTH_SERVICE_CLIENT_ID/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: needs STRIPE_SECRET_KEY/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret/);
    const env = parseEnv({
      SHOPIFY_AUTH_SERVICE_URL: 'https://auth.example',
      SHOPIFY_AUTH_SERVICE_CLIENT_ID: 'brandlens',
      SHOPIFY_AUTH_SERVICE_CLIENT_SECRET: 'secret',
      STRIPE_SECRET_KEY: 'sk_test_abc',
    });
    expect(env.STRIPE_API_URL).toBe('https://api.stripe.com');
  });

  it('refuses to start in production without APP_URL, naming it and why', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /APP_URL: is required when NODE_ENV=production: the public URL of the app/,
    );
    expect(parseEnv({ NODE_ENV: 'production', APP_URL: 'https://app.example.com/' }).APP_URL).toBe(
      'https://app.example.com',
    );
  });

  it("defaults APP_URL to this server's own address outside production", () => {
    expect(parseEnv({}).APP_URL).toBe('http://127.0.0.1:3000');
    expect(parseEnv({ NODE_ENV: 'test', HOST: '0.0.0.0', PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    expect(parseEnv({ HOST: '::1', PORT: '8080' }).APP_URL).toBe('http://[::1]:8080');
  });

  it('takes AMAZON_SP_API_ENDPOINT as one URL for every SP-API region, unset by default', () => {
    expect(parseEnv({}).AMAZON_SP_API_ENDPOINT).toBeUndefined();
    expect(parseEnv({ AMAZON_SP_API_ENDPOINT: 'http://127.0.0.1:9000' }).AMAZON_SP_API_ENDPOINT).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => parseEnv({ AMAZON_SP_API_ENDPOINT: 'sellingpartnerapi' })).toThrow(
      /AMAZON_SP_API_ENDPOINT: must be a URL/,
    );
  });
});
