import { useEffect, useState } from 'react';

/**
 * Milliseconds to add to this device's clock to read the server's: taken when a state arrives,
 * so a wrong clock on the student's device never moves a deadline.
 */
export function serverOffset(serverTime: string, receivedAt = Date.now()): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/**
 * Milliseconds left until `deadlineAt` by the server's clock, re-rendering every second; null
 * when untimed. Computed during render, so a new deadline (next section) is never read with the
 * previous section's remaining time.
 */
export function useRemainingMs(deadlineAt: string | null, offsetMs: number): number | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadlineAt === null) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [deadlineAt]);
  if (deadlineAt === null) return null;
  return Math.max(0, Date.parse(deadlineAt) - (Date.now() + offsetMs));
}

/** 1:05:09 / 4:59 / 0:07 — what the timer shows. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
