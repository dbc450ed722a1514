import { isIP } from 'node:net';
import type { LocationInfo } from '../../db/schema/user-sessions';

const LOCAL: LocationInfo = { country: 'Local network' };
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Loopback, private, link-local and unique-local addresses never leave the building. */
export function isLocalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || lower.startsWith('fe80');
}

/**
 * Where an address is, from the offline GeoLite database shipped in the fast-geoip package
 * (no outside calls). Unknown or failing lookups give null: tracking never blocks sign-in.
 */
export async function locateIp(ip: string | null | undefined): Promise<LocationInfo | null> {
  if (!ip || isIP(ip.replace(/^::ffff:/, '')) === 0) return null;
  if (isLocalAddress(ip)) return LOCAL;
  try {
    const { default: geoip } = await import('fast-geoip');
    const hit = await geoip.lookup(ip.replace(/^::ffff:/, ''));
    if (!hit) return null;
    return {
      country: countryNames.of(hit.country) ?? hit.country,
      country_code: hit.country,
      region_code: hit.region || undefined,
      city: hit.city || undefined,
      latitude: hit.ll[0],
      longitude: hit.ll[1],
      timezone: hit.timezone || undefined,
    };
  } catch {
    return null;
  }
}
