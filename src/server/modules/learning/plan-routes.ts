import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

export async function learningPlanRoutes(_app: FastifyInstance, _opts: { db: Db }) {}
