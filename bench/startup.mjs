// Startup budget: `npm start` on an existing data dir is ready (GET /api/health → 200) within
// 5 s and idles under 256 MB RSS (200 MB until the GC flag that bought it cost half the save
// throughput under load: ADR 0006). Ceiling measured in the same run: a bare `node -e` HTTP
// server's spawn-to-first-200 time and idle RSS.
import {
  fmt,
  freePort,
  isMain,
  median,
  printTable,
  requireBuild,
  rssMb,
  sleep,
  startBareServer,
  startServer,
  stopProcess,
  tempDataDir,
  waitForOk,
} from './lib.mjs';

const READY_BUDGET_MS = 5_000;
const RSS_BUDGET_MB = 256;
const RUNS = 3;
const IDLE_MS = 3_000;

async function measureServer(dataDir, timeoutMs = 30_000) {
  const port = await freePort();
  const proc = startServer({ dataDir, port });
  try {
    const readyMs = await waitForOk(proc, `${proc.url}/api/health`, timeoutMs);
    await sleep(IDLE_MS);
    return { readyMs, rss: rssMb(proc.child.pid) };
  } finally {
    await stopProcess(proc);
  }
}

async function measureBare() {
  const port = await freePort();
  const proc = startBareServer({ port });
  try {
    const readyMs = await waitForOk(proc, proc.url);
    await sleep(IDLE_MS);
    return { readyMs, rss: rssMb(proc.child.pid) };
  } finally {
    await stopProcess(proc);
  }
}

export async function run() {
  requireBuild();
  const data = tempDataDir();
  try {
    // The first start creates the database (migrations, reference data): not what the budget is about.
    const first = await measureServer(data.dir, 180_000);
    const warm = [];
    const bare = [];
    for (let i = 0; i < RUNS; i++) {
      warm.push(await measureServer(data.dir));
      bare.push(await measureBare());
    }

    const readyMedian = median(warm.map((r) => r.readyMs));
    const readyMax = Math.max(...warm.map((r) => r.readyMs));
    const rssMax = Math.max(...warm.map((r) => r.rss));
    const bareReady = median(bare.map((r) => r.readyMs));
    const bareRss = median(bare.map((r) => r.rss));

    console.log(`\nStartup (${RUNS} starts on an existing data dir, PGlite, NODE_ENV=production)`);
    printTable(
      ['run', 'ready ms', 'idle RSS MB', 'bare node ready ms', 'bare idle RSS MB'],
      warm.map((w, i) => [
        i + 1,
        fmt(w.readyMs, 0),
        fmt(w.rss),
        fmt(bare[i].readyMs, 0),
        fmt(bare[i].rss),
      ]),
    );
    console.log(
      `first start on an empty data dir (migrations + seed): ${fmt(first.readyMs, 0)} ms, ${fmt(first.rss)} MB`,
    );

    const metrics = [
      {
        metric: 'startup: ready (health 200), worst of 3',
        value: readyMax,
        unit: 'ms',
        budget: READY_BUDGET_MS,
        ceiling: bareReady,
        note: `median ${fmt(readyMedian, 0)} ms`,
      },
      {
        metric: 'startup: idle RSS after 3 s, worst of 3',
        value: rssMax,
        unit: 'MB',
        budget: RSS_BUDGET_MB,
        ceiling: bareRss,
      },
    ].map((m) => ({ ...m, ok: m.value <= m.budget }));

    for (const m of metrics) {
      console.log(
        `${m.metric}: ${fmt(m.value)} ${m.unit} (budget ${m.budget} ${m.unit}, ${fmt((100 * m.value) / m.budget)}% of it; ` +
          `bare node ${fmt(m.ceiling)} ${m.unit}, ratio ×${fmt(m.value / m.ceiling)}) ${m.ok ? 'OK' : 'OVER BUDGET'}`,
      );
    }
    return { name: 'startup', metrics, ok: metrics.every((m) => m.ok) };
  } finally {
    data.remove();
  }
}

if (isMain(import.meta.url)) {
  const result = await run();
  if (!result.ok) process.exitCode = 1;
}
