import type { DbOrTx } from '../../db/client';
import { userSessions } from '../../db/schema';
import { locateIp } from './locate-ip';
import { parseUserAgent } from './parse-user-agent';

export type NewSession = {
  userId: string;
  token: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  expiresAt: Date;
};

/** One user_sessions row per auth session, with device and place (spec section 3). */
export async function recordSession(db: DbOrTx, session: NewSession) {
  const agent = parseUserAgent(session.userAgent);
  await db
    .insert(userSessions)
    .values({
      userId: session.userId,
      sessionToken: session.token,
      ipAddress: session.ipAddress ?? null,
      userAgent: session.userAgent ?? null,
      deviceType: agent.deviceType,
      browser: agent.browser,
      os: agent.os,
      deviceInfo: agent.deviceInfo,
      locationInfo: await locateIp(session.ipAddress),
      expiresAt: session.expiresAt,
      loginMethod: 'email',
    })
    .onConflictDoNothing();
}
