import type { Performance } from '@common/contracts/metrics';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const start = Date.UTC(2026, 2, 1, 10, 0, 0);
const performance: Performance = {
  startedAt: new Date(start).toISOString(),
  uptimeSeconds: 7200,
  driver: 'pglite',
  current: {
    requestsPerSecond: 1.5,
    errorRate: 0.02,
    latency: { p50: 3.2, p95: 40, p99: 120 },
    eventLoopP99Ms: 21.5,
    rssMb: 142.3,
    heapUsedMb: 60.1,
    heapTotalMb: 80,
    dbLatencyMs: 0.8,
    dbPool: null,
  },
  minutes: Array.from({ length: 60 }, (_, i) => ({
    at: new Date(start + i * 60_000).toISOString(),
    requests: i % 3 === 0 ? 12 : 0,
    errors: i === 57 ? 1 : 0,
    p50: i % 3 === 0 ? 3 : null,
    p95: i % 3 === 0 ? 30 : null,
    p99: i % 3 === 0 ? 90 : null,
    eventLoopP99Ms: 20,
    rssMb: 140,
    dbLatencyMs: 0.7,
  })),
  routes: [
    { route: 'GET /api/exams/:id', requests: 120, errors: 2, p50: 4, p95: 35, p99: 80 },
    { route: 'POST /api/logs', requests: 8, errors: 0, p50: 2, p95: 3, p99: 3 },
  ],
};

describe('performance', () => {
  it('shows current figures, charts and the per-route table', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    api.on('GET /api/admin/performance', () => ({ status: 200, body: performance }));
    renderApp('/admin/performance');
    await screen.findByRole('heading', { name: 'Performance', level: 1 });
    expect(await screen.findByText('Requests per second')).toBeTruthy();
    expect(screen.getByText('142.3 MB')).toBeTruthy();
    expect(screen.getByText('Embedded database (pglite)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Requests and errors per minute' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Latency per minute' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Busiest routes over the last hour' });
    expect(within(table).getByText('GET /api/exams/:id')).toBeTruthy();
    expect(within(table).getByText('120')).toBeTruthy();
  });

  it('says so when the figures cannot be loaded', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    api.on('GET /api/admin/performance', () => ({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have access' },
    }));
    renderApp('/admin/performance');
    expect(await screen.findByText('You do not have access')).toBeTruthy();
  });
});
