import { useEffect, useState } from 'react';

/**
 * Milliseconds to add to this device's clock to read the server's: taken when a state arrives,
 * so a wrong clock on the student's device never moves a deadline.
 */
export function serverOffset(serverTime: string, receivedAt = Date.now()): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds left until `deadlineAt` by the server's clock, ticking every second; null when untimed. */
export function useRemainingMs(deadlineAt: string | null, offsetMs: number): number | null {
  const compute = () =>
    deadlineAt === null ? null : Math.max(0, Date.parse(deadlineAt) - (Date.now() + offsetMs));
  const [remaining, setRemaining] = useState(compute);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compute reads exactly these inputs
  useEffect(() => {
    setRemaining(compute());
    if (deadlineAt === null) return;
    const timer = setInterval(() => setRemaining(compute()), 1000);
    return () => clearInterval(timer);
  }, [deadlineAt, offsetMs]);
  return remaining;
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
