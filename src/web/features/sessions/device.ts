import type { SessionItem } from '@common/contracts/sessions';
import { Monitor, Smartphone, Tablet } from 'lucide-react';

export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'unknown';

export function deviceKind(type: string | null): DeviceKind {
  return type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown';
}

const icons = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: Monitor };

/** The icon of a session's device type (a monitor when unknown). */
export function deviceIcon(type: string | null) {
  return icons[deviceKind(type)];
}

/** "Chrome 131 · Windows 10", with placeholders for what the user agent did not say. */
export function browserAndOs(
  session: Pick<SessionItem, 'browser' | 'os'>,
  unknown: { browser: string; os: string },
) {
  return `${session.browser ?? unknown.browser} · ${session.os ?? unknown.os}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now": how long ago `iso` was, in the reader's language. */
export function relativeTime(iso: string, language: string, now: number = Date.now()) {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '—';
  const seconds = Math.round((time - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** Date and time in full, for a tooltip beside a relative time. */
export function fullDateTime(iso: string, language: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
