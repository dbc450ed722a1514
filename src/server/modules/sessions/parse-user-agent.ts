import { UAParser } from 'ua-parser-js';

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

export type ParsedAgent = {
  deviceType: DeviceType;
  browser: string | null;
  os: string | null;
  deviceInfo: Record<string, string>;
};

const joined = (name?: string, version?: string) =>
  name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null;

/** Device type, browser and operating system as the session list shows them. */
export function parseUserAgent(userAgent: string | null | undefined): ParsedAgent {
  const ua = new UAParser(userAgent ?? '').getResult();
  const type = ua.device.type;
  const deviceType: DeviceType =
    type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop';
  const deviceInfo: Record<string, string> = {};
  if (ua.device.vendor) deviceInfo.vendor = ua.device.vendor;
  if (ua.device.model) deviceInfo.model = ua.device.model;
  if (ua.engine.name) deviceInfo.engine = ua.engine.name;
  return {
    deviceType,
    browser: joined(ua.browser.name, ua.browser.version),
    os: joined(ua.os.name, ua.os.version),
    deviceInfo,
  };
}
