// The one seam between HTTP and a module: a route declares its contract and
// who may call it; its handler receives parsed, typed input and the caller.
// Validation, serialisation and the OpenAPI entry come from the same contract.
import { MESSAGES, type Contract } from '@brandlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { hasAdminAccess, type AuthContext } from '../auth/auth-context.ts';
import { resolveAuth } from '../auth/resolve-auth.ts';
import { isDatabaseUnavailable } from '../db-errors.ts';
import { requireVerifiedEmail } from '../auth/verified-email.ts';
import { AppError } from '../errors.ts';
import { refuseNulCharacters } from './nul-characters.ts';
import type { SerializedBody } from './serialized-body.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteResult<C extends Contract> = {
  [K in keyof C['responses'] & number]: {
    status: K;
    body: z.output<C['responses'][K]>;
    /**
     * `body` already serialized against the same schema (`serializeBody`), sent as is: for a
     * large answer kept between requests, which would otherwise be checked and written again.
     */
    json?: SerializedBody;
  };
}[keyof C['responses'] & number];

/**
 * public: anyone (the caller is resolved when a session cookie is present);
 * user: a live session, else 401 'Invalid session';
 * admin: an admin's own admin session (not one opened by log in as), else 401 'Invalid session'
 * without a session, 403 'Forbidden' with another one.
 */
export type Access = 'public' | 'user' | 'admin';

export interface HandlerInput<C extends Contract, A extends Access> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  auth: A extends 'public' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
}

export interface RouteDefinition<C extends Contract, A extends Access = Access> {
  contract: C;
  access: A;
  /** 403 'Verify your email address first' for a user whose address is not verified (verified-email.ts). */
  isVerifiedEmailRequired?: boolean;
  handler: (input: HandlerInput<C, A>) => Promise<RouteResult<C>>;
}

/** A declared route, ready to be registered; the type parameters stay inside, so modules can list their routes together. */
export interface Route {
  contract: Contract;
  access: Access;
  isVerifiedEmailRequired: boolean;
  register(app: FastifyInstance, deps: AppDeps): void;
}

export function defineRoute<C extends Contract, A extends Access>(route: RouteDefinition<C, A>): Route {
  return {
    contract: route.contract,
    access: route.access,
    isVerifiedEmailRequired: route.isVerifiedEmailRequired ?? false,
    register: (app, deps) => registerRoute(app, deps, route),
  };
}

/**
 * The caller. A public route answers anonymous callers anyway, so when the database cannot be
 * reached to read a session, its caller counts as anonymous: /api/health then still says
 * 'down' to a signed-in browser instead of an error body.
 */
async function resolveCaller(access: Access, request: FastifyRequest, deps: AppDeps): Promise<AuthContext | null> {
  try {
    return await resolveAuth(request, deps.db);
  } catch (error) {
    if (access === 'public' && isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

async function authorize(access: Access, request: FastifyRequest, deps: AppDeps): Promise<AuthContext | null> {
  const auth = await resolveCaller(access, request, deps);
  if (access !== 'public' && !auth) throw new AppError(401, 'INVALID_SESSION', MESSAGES.invalidSession);
  // A session opened by log in as is flagged an admin session, yet it is the user's: no admin access.
  if (access === 'admin' && !hasAdminAccess(auth)) throw new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
  return auth;
}

/** The caller of each request, settled in its onRequest hook. */
const callers = new WeakMap<FastifyRequest, AuthContext | null>();

function registerRoute<C extends Contract, A extends Access>(
  app: FastifyInstance,
  deps: AppDeps,
  route: RouteDefinition<C, A>,
): void {
  const { contract } = route;
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: contract.responses,
    },
    // Who calls is settled before anything the request carries is read: without the access, the
    // answer is 401 or 403 whatever its params, query or body hold (no validation detail leaks).
    onRequest: async (request) => {
      callers.set(request, await authorize(route.access, request, deps));
    },
    preValidation: refuseNulCharacters,
    handler: async (request, reply) => {
      const auth = callers.get(request) ?? null;
      if (route.isVerifiedEmailRequired) requireVerifiedEmail(auth);
      // The validator compiler has already parsed these against the contract.
      const result = await route.handler({
        params: request.params as Parsed<C['params']>,
        query: request.query as Parsed<C['query']>,
        body: request.body as Parsed<C['body']>,
        auth: auth as HandlerInput<C, A>['auth'],
        request,
        reply,
        deps,
      });
      reply.status(result.status);
      if (result.json) {
        reply.type('application/json; charset=utf-8');
        return result.json.bytes;
      }
      return result.body;
    },
  });
}
