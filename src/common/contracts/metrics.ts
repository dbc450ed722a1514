import { z } from 'zod';

/** Latency percentiles in milliseconds (null without requests). */
const percentiles = z.object({
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
});

export const routeStatsSchema = z.object({
  /** `GET /api/admin/users/:id`: the route pattern, never the raw URL. */
  route: z.string(),
  requests: z.number().int(),
  errors: z.number().int(),
  ...percentiles.shape,
});
export type RouteStats = z.infer<typeof routeStatsSchema>;

/** One minute of the last hour. */
export const performanceMinuteSchema = z.object({
  /** Start of the minute (ISO). */
  at: z.string(),
  requests: z.number().int(),
  /** Responses with a 5xx status. */
  errors: z.number().int(),
  ...percentiles.shape,
  eventLoopP99Ms: z.number().nullable(),
  rssMb: z.number().nullable(),
  dbLatencyMs: z.number().nullable(),
});
export type PerformanceMinute = z.infer<typeof performanceMinuteSchema>;

export const performanceSchema = z.object({
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  driver: z.enum(['pglite', 'postgres', 'unknown']),
  current: z.object({
    /** Over the last 60 seconds. */
    requestsPerSecond: z.number(),
    /** Share of 5xx responses over the last 5 minutes (0 to 1). */
    errorRate: z.number(),
    latency: percentiles,
    eventLoopP99Ms: z.number().nullable(),
    rssMb: z.number(),
    heapUsedMb: z.number(),
    heapTotalMb: z.number(),
    dbLatencyMs: z.number().nullable(),
    /** Connection pool of a PostgreSQL server; null on the embedded database. */
    dbPool: z.object({ total: z.number(), idle: z.number(), waiting: z.number() }).nullable(),
  }),
  /** Oldest first, one per minute (minutes without traffic have zero requests). */
  minutes: z.array(performanceMinuteSchema),
  /** The busiest routes of the last hour. */
  routes: z.array(routeStatsSchema),
});
export type Performance = z.infer<typeof performanceSchema>;
