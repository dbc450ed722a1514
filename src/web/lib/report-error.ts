import type { ClientLogInput } from '@common/contracts/logs';
import { CLIENT_LOG_DATA_MAX_BYTES } from '@common/log-limits';

const LOCAL_LOG_KEY = 'error_logs';
const LOCAL_LOG_LIMIT = 50;
const STACK_MAX = 1500;

/** Errors already sent: a boundary that renders again (or StrictMode) reports each once. */
const reported = new WeakSet<object>();

type LogEntry = ClientLogInput & { userAgent: string };

function describeError(error: unknown): { message: string; data: Record<string, string> } {
  if (error instanceof Error) {
    const data: Record<string, string> = { name: error.name };
    if (error.stack) data.stack = error.stack.slice(0, STACK_MAX);
    return { message: error.message || error.name, data };
  }
  if (error && typeof error === 'object' && 'status' in error && 'statusText' in error) {
    // A router error response (e.g. a 404 thrown by a loader).
    const { status, statusText } = error as { status: unknown; statusText: unknown };
    return { message: `${String(status)} ${String(statusText)}`.trim(), data: {} };
  }
  return { message: String(error), data: {} };
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** Shortens the longest texts until the data fits the server's limit. */
function fitToLimit(data: Record<string, string>): Record<string, string> {
  const out = { ...data };
  while (bytes(out) > CLIENT_LOG_DATA_MAX_BYTES - 96) {
    const [key, value] = Object.entries(out).reduce((a, b) => (b[1].length > a[1].length ? b : a));
    out[key] = value.slice(0, Math.floor(value.length / 2));
  }
  return out;
}

/** The spec's local error log: production error entries, the last 50, in this browser. */
function keepLocally(entry: LogEntry) {
  if (!import.meta.env.PROD || entry.level !== 'error') return;
  try {
    const stored = JSON.parse(localStorage.getItem(LOCAL_LOG_KEY) ?? '[]');
    const list = Array.isArray(stored) ? stored : [];
    list.push(entry);
    localStorage.setItem(LOCAL_LOG_KEY, JSON.stringify(list.slice(-LOCAL_LOG_LIMIT)));
  } catch {
    // Storage full or blocked: the server copy is enough.
  }
}

/**
 * Sends one log entry for an error the app caught (POST /api/logs). Fire and forget: a report
 * that fails is dropped, and `keepalive` lets it leave while the page reloads.
 */
export function reportError(
  error: unknown,
  context: { kind: string; componentStack?: string | null } = { kind: 'error' },
) {
  try {
    if (error !== null && typeof error === 'object') {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const { message, data } = describeError(error);
    const extra: Record<string, string> = { kind: context.kind };
    if (context.componentStack) extra.componentStack = context.componentStack.slice(0, STACK_MAX);
    const body: ClientLogInput = {
      level: 'error',
      message: (message || 'Unknown error').slice(0, 1000),
      data: fitToLimit({ ...data, ...extra }),
      url: window.location.href.slice(0, 1024),
      timestamp: new Date().toISOString(),
    };
    keepLocally({ ...body, userAgent: navigator.userAgent });
    void fetch('/api/logs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the error screen.
  }
}
