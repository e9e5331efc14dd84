import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';

/** Base URL for links in mails: APP_URL when set, else the origin the request came to. */
export function appUrl(env: Pick<Env, 'APP_URL'>, request: FastifyRequest): string {
  return (env.APP_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
