// The one seam between HTTP and a module: a route declares its contract and
// access mode here, and its handler receives parsed, typed input. Validation,
// serialisation and the OpenAPI entry all come from the same zod contract.
import type { Contract } from '@brandlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteResult<C extends Contract> = {
  [K in keyof C['responses'] & number]: { status: K; body: z.output<C['responses'][K]> };
}[keyof C['responses'] & number];

export interface HandlerInput<C extends Contract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
}

export interface RouteDefinition<C extends Contract> {
  contract: C;
  /** Who may call it. Only public routes exist until sessions land. */
  access: 'public';
  handler: (input: HandlerInput<C>) => Promise<RouteResult<C>>;
}

export function defineRoute<C extends Contract>(route: RouteDefinition<C>): RouteDefinition<C> {
  return route;
}

export function registerRoute<C extends Contract>(
  app: FastifyInstance,
  deps: AppDeps,
  route: RouteDefinition<C>,
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
    handler: async (request, reply) => {
      // The validator compiler has already parsed these against the contract.
      const result = await route.handler({
        params: request.params as Parsed<C['params']>,
        query: request.query as Parsed<C['query']>,
        body: request.body as Parsed<C['body']>,
        request,
        reply,
        deps,
      });
      reply.status(result.status);
      return result.body;
    },
  });
}
