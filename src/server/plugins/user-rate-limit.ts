import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

export type UserRateLimit = { max: number; timeWindow: number | string };

/**
 * Generous: a page makes a handful of calls and an exam a few per minute, so only a script
 * gets near it. Counted per account, so spreading the calls over many addresses does not help.
 */
export const USER_RATE_LIMIT: UserRateLimit = { max: 600, timeWindow: '1 minute' };

/**
 * Throttles the signed-in routes per user, on the counters of @fastify/rate-limit (shared
 * through Redis when it is configured). The access plugin calls it once it has resolved the
 * viewer; public routes keep their own limits.
 */
export function userRateLimiter(app: FastifyInstance, limit: UserRateLimit) {
  const check = app.createRateLimit({
    ...limit,
    // Every signed-in request passes here: counters that cannot be reached never fail it.
    skipOnError: true,
    keyGenerator: (request) => `user:${request.viewer?.userId}`,
  });
  return async function limitViewer(request: FastifyRequest, reply: FastifyReply) {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests. Please wait ${result.ttlInSeconds} seconds and try again.`,
    );
  };
}
