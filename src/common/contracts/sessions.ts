import { z } from 'zod';

export const sessionItemSchema = z.object({
  id: z.string(),
  deviceType: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ipAddress: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  lastActivity: z.string(),
  expiresAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const ownSessionsSchema = z.object({ sessions: z.array(sessionItemSchema) });
export type OwnSessions = z.infer<typeof ownSessionsSchema>;

export const activeSessionSchema = sessionItemSchema.extend({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** The spec's session statistics: totals, unique users, average per user, top 5 locations. */
export const activeSessionsSchema = z.object({
  sessions: z.array(activeSessionSchema),
  stats: z.object({
    total: z.number().int(),
    uniqueUsers: z.number().int(),
    averagePerUser: z.number(),
    topLocations: z.array(z.object({ location: z.string(), count: z.number().int() })),
  }),
});
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid session id' }) });
export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });
