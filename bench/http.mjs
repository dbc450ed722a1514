// HTTP throughput on loopback with autocannon: GET /api/health (a database round trip) and GET /
// (the pre-rendered landing page, from memory) on the real server as `npm start` runs it (PGlite, NODE_ENV=production,
// default log level), against the ceiling of a bare node:http server answering a tiny JSON, all
// in the same run. Bounded: 10 connections, 1 s warm-up + 5 s per target.
import autocannon from 'autocannon';
import {
  fmt,
  freePort,
  isMain,
  printTable,
  requireBuild,
  startBareServer,
  startServer,
  stopProcess,
  tempDataDir,
  waitForOk,
} from './lib.mjs';

const CONNECTIONS = 10;
const DURATION_S = 5;
const WARMUP_S = 1;

async function load(url) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

export async function run() {
  requireBuild();
  const data = tempDataDir();
  const server = startServer({ dataDir: data.dir, port: await freePort() });
  const bare = startBareServer({ port: await freePort() });
  try {
    await waitForOk(server, `${server.url}/api/health`, 60_000);
    await waitForOk(bare, bare.url);

    const results = [
      { target: 'bare node:http (ceiling)', ...(await load(`${bare.url}/`)) },
      { target: 'GET /api/health', ...(await load(`${server.url}/api/health`)) },
      { target: 'GET / (landing page)', ...(await load(`${server.url}/`)) },
    ];
    const ceiling = results[0];

    console.log(
      `\nHTTP on loopback (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up)`,
    );
    printTable(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failed', 'of ceiling'],
      results.map((r) => [
        r.target,
        fmt(r.rps, 0),
        fmt(r.p50, 0),
        fmt(r.p99, 0),
        r.total,
        r.failed,
        `${fmt((100 * r.rps) / ceiling.rps)}%`,
      ]),
    );

    const metrics = results.slice(1).map((r) => ({
      metric: `http: ${r.target} req/s (p99 ${fmt(r.p99, 0)} ms)`,
      value: r.rps,
      unit: 'req/s',
      budget: null,
      ceiling: ceiling.rps,
      note: `${fmt((100 * r.rps) / ceiling.rps)}% of bare node (${fmt(ceiling.rps, 0)} req/s, p99 ${fmt(ceiling.p99, 0)} ms)`,
      // No throughput budget; a run where requests fail is not a valid measurement.
      ok: r.failed === 0,
    }));
    for (const r of results) {
      if (r.failed > 0)
        console.log(`${r.target}: ${r.failed} request(s) failed (non-2xx, errors or timeouts)`);
    }
    return { name: 'http', metrics, ok: metrics.every((m) => m.ok) };
  } finally {
    await Promise.all([stopProcess(server), stopProcess(bare)]);
    data.remove();
  }
}

if (isMain(import.meta.url)) {
  const result = await run();
  if (!result.ok) process.exitCode = 1;
}
