import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/contracts/errors';
import type { DbOrTx } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/errors';
import {
  pathOnly,
  recordAppLogInBackground,
  serverErrorMessage,
} from '../modules/logs/record-app-log';
import { APP_LOGGED } from '../modules/system-logs/log-sink';

const INTERNAL: ApiError = {
  statusCode: 500,
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
};

/**
 * A 5xx goes into app_logs too (without waiting for it): the error's message, its code and
 * route, the request id and the signed-in user; never the body or a query's parameters.
 */
function recordServerError(db: DbOrTx, request: FastifyRequest, err: FastifyError, code: string) {
  recordAppLogInBackground(db, request.log, {
    level: 'error',
    source: 'server',
    message: serverErrorMessage(err),
    data: { code, route: `${request.method} ${request.routeOptions.url ?? '(no route)'}` },
    requestId: request.id,
    userId: request.viewer?.userId ?? null,
    path: pathOnly(request.url),
  });
}

const UNAVAILABLE: ApiError = {
  statusCode: 503,
  code: 'UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

/**
 * PostgreSQL's answers to values it cannot take (a malformed number, date or uuid, a
 * character the encoding cannot hold, a number out of range). The contracts should stop such
 * input first; when one slips through it is still the caller's input, not a server fault.
 */
const CLIENT_DATA_ERRORS = new Set(['22P02', '22021', '22P05', '22008', '22007', '22003']);

/** The SQLSTATE of a driver error, directly or through Drizzle's wrapper. */
function clientDataErrorCode(err: unknown): string | null {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  for (const code of [e?.code, e?.cause?.code]) {
    if (typeof code === 'string' && CLIENT_DATA_ERRORS.has(code)) return code;
  }
  return null;
}

/**
 * One error handler: callers get a clear 4xx; a 5xx never shows internals, only the request
 * id it was logged under.
 */
export function registerErrorHandler(app: FastifyInstance, opts: { db: DbOrTx }) {
  const internal = (request: FastifyRequest): ApiError => ({ ...INTERNAL, requestId: request.id });
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
      request.log.error(
        { err, issues: err.cause.issues, [APP_LOGGED]: true },
        'response did not match its schema',
      );
      recordServerError(opts.db, request, err, 'RESPONSE_SCHEMA');
      return reply.status(500).send(internal(request));
    }
    const sqlState = clientDataErrorCode(err);
    if (sqlState) {
      // A 400 for the caller, and a warning for us: a contract let this value through.
      request.log.warn(
        { err, sqlState, route: request.routeOptions.url },
        'database refused a value from the request; its contract should have',
      );
      return reply.status(400).send({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Invalid input',
      } satisfies ApiError);
    }
    if (isDatabaseUnavailable(err)) {
      // Not a bug to record in app_logs (which live in that database): the service recovers
      // by itself once the database is back, and /api/health shows the outage meanwhile.
      request.log.warn({ err, route: request.routeOptions.url }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ ...UNAVAILABLE, requestId: request.id });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        statusCode: status,
        code: status === 429 ? 'RATE_LIMITED' : (err.code ?? 'BAD_REQUEST'),
        message: err.message,
      } satisfies ApiError);
    }
    request.log.error({ err, [APP_LOGGED]: true }, 'unhandled error');
    recordServerError(opts.db, request, err, err.code ?? 'INTERNAL');
    return reply.status(500).send(internal(request));
  });
}
