import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../errors.ts';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';

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
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message, error.details));
    }
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'INTERNAL', GENERIC_ERROR_MESSAGE));
  });
}
