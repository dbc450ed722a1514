import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/contracts/errors';
import { AppError } from '../lib/errors';

const INTERNAL: ApiError = {
  statusCode: 500,
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
};

/** One error handler: callers get a clear 4xx; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body: ApiError = { statusCode: err.statusCode, code: err.code, message: err.message };
      if (err.fields) body.fields = err.fields;
      return reply.status(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || '_'] ??= v.message ?? 'Invalid value';
      }
      const [first] = Object.entries(fields);
      const message = first
        ? first[0] === '_'
          ? first[1]
          : `${first[0]}: ${first[1]}`
        : 'Invalid request';
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'VALIDATION', message, fields } satisfies ApiError);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(INTERNAL);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        statusCode: status,
        code: status === 429 ? 'RATE_LIMITED' : (err.code ?? 'BAD_REQUEST'),
        message: err.message,
      } satisfies ApiError);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(INTERNAL);
  });
}
