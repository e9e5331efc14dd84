import type { Env } from '../env.ts';

/**
 * Base URL for links in mails and for redirects: APP_URL, or in development
 * and tests this server's own address (env.ts). Never the request's Host
 * header, which the client chooses: a reset link must not lead elsewhere.
 */
export function appUrl(env: Pick<Env, 'APP_URL'>): string {
  return env.APP_URL.replace(/\/+$/, '');
}
