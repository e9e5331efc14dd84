import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describeDatabaseFailure, isDatabaseUnavailable } from '../db-errors.ts';
import { AppError, errorBody } from '../errors.ts';
import { RateLimitedError } from '../rate-limit/rate-limiter.ts';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Try again in a few seconds.';
/** Seconds a client should wait before retrying while the database is away (a restart or failover takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Every failure leaves the API in the one ErrorBody shape. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = [...new Set(error.validation.map((issue) => issue.message ?? 'Invalid value'))];
      return reply.status(422).send(errorBody(422, 'VALIDATION_FAILED', 'The request is not valid.', messages));
    }
    if (error instanceof AppError) {
      // A 5xx AppError is a dependency failing (a third party, missing configuration): worth a log line.
      if (error.statusCode >= 500) request.log.warn({ err: error, cause: error.cause }, error.message);
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message, error.details));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.code ?? 'BAD_REQUEST', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage is not a bug: one warning with the driver's words (never the query or its parameters).
      request.log.warn({ database: describeDatabaseFailure(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'INTERNAL', GENERIC_ERROR_MESSAGE));
  });
}
