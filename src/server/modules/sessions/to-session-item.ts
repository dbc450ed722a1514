import type { SessionItem } from '../../../common/contracts/sessions';
import type { userSessions } from '../../db/schema';

type Row = typeof userSessions.$inferSelect;

export function describeLocation(info: Row['locationInfo']): string | null {
  if (!info?.country) return null;
  return info.city ? `${info.city}, ${info.country}` : info.country;
}

export function toSessionItem(row: Row, currentToken: string | null): SessionItem {
  return {
    id: row.id,
    deviceType: row.deviceType,
    browser: row.browser,
    os: row.os,
    ipAddress: row.ipAddress,
    location: describeLocation(row.locationInfo),
    createdAt: row.createdAt.toISOString(),
    lastActivity: row.lastActivity.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.sessionToken === currentToken,
  };
}
