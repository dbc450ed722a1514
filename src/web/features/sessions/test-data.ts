import type { ActiveSession, SessionItem } from '@common/contracts/sessions';

/** A session as the API lists it, active a minute ago unless overridden. */
export function makeSession(overrides: Partial<SessionItem> = {}): SessionItem {
  const now = Date.now();
  return {
    id: 'session-1',
    deviceType: 'desktop',
    browser: 'Chrome 131',
    os: 'Windows 10',
    ipAddress: '41.33.10.2',
    location: 'Cairo, EG',
    createdAt: new Date(now - 3_600_000).toISOString(),
    lastActivity: new Date(now - 60_000).toISOString(),
    expiresAt: new Date(now + 23 * 3_600_000).toISOString(),
    current: false,
    ...overrides,
  };
}

export function makeActiveSession(
  overrides: Partial<ActiveSession> & { user?: Partial<ActiveSession['user']> } = {},
): ActiveSession {
  const { user, ...rest } = overrides;
  return {
    ...makeSession(rest),
    user: {
      id: 'user-2',
      email: 'sara@example.com',
      firstName: 'Sara',
      lastName: 'Hassan',
      ...user,
    },
  };
}
