import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint's shape, shared by the API (validation, serialisation, OpenAPI)
 * and the web client (types, form validation). `path` is relative to `/api`
 * and uses Fastify's `:param` syntax.
 */
export interface Contract {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Readonly<Record<number, z.ZodType>>;
}

export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}
