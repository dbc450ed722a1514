import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

export async function learningProgressRoutes(_app: FastifyInstance, _opts: { db: Db }) {}
