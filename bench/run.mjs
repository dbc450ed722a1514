// `npm run bench`: builds when dist/ is missing, runs the startup, bundle-size and HTTP
// benchmarks one after the other and prints a summary. Exits non-zero when a budget is exceeded.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { fmt, machineLoad, printTable, ROOT, SERVER_ENTRY, WEB_DIR } from './lib.mjs';

if (!existsSync(SERVER_ENTRY) || !existsSync(join(WEB_DIR, 'index.html'))) {
  console.log('dist/ is missing: building first (npm run build)…');
  const res = spawnSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const benches = [
  ['startup', () => import('./startup.mjs')],
  ['bundle-size', () => import('./bundle-size.mjs')],
  ['http', () => import('./http.mjs')],
  ['lighthouse', () => import('./lighthouse.mjs')],
  ['adaptive-simulation', () => tsImport('./adaptive-simulation.ts', import.meta.url)],
  ['content', () => import('./content.mjs')],
  // PostgreSQL only (TEST_DATABASE_URL); skipped without it.
  ['analytics', () => import('./analytics.mjs')],
  ['learning', () => import('./learning.mjs')],
  ['exam-load', () => import('./exam-load.mjs')],
];

console.log(`Benchmarks start (${machineLoad()})`);
const results = [];
for (const [name, load] of benches) {
  try {
    const mod = await load();
    results.push(await mod.run());
  } catch (err) {
    console.error(`\n${name} failed to run: ${err?.stack ?? err}`);
    results.push({ name, ok: false, metrics: [], error: String(err?.message ?? err) });
  }
}

/** ok/OVER against a budget; info when there is none; FAIL when the measurement was invalid. */
const status = (m) => {
  if (m.budget === null) return m.ok ? 'info' : 'FAIL';
  return m.ok ? 'ok' : 'OVER';
};

const rows = [];
for (const r of results) {
  if (r.error) rows.push([r.name, 'did not run', '', '', '', 'FAIL', r.error.split('\n')[0]]);
  for (const m of r.metrics) {
    const digits =
      m.unit === 'ms' || m.unit === 'req/s' || m.unit === 'score' ? 0 : m.unit === '' ? 3 : 1;
    rows.push([
      m.metric,
      `${fmt(m.value, digits)} ${m.unit}`,
      m.budget === null ? '-' : `${m.budget} ${m.unit}`,
      m.ceiling === null ? '-' : `${fmt(m.ceiling, digits)} ${m.unit}`,
      m.ceiling === null ? '-' : `×${fmt(m.value / m.ceiling, 2)}`,
      status(m),
      m.note ?? '',
    ]);
  }
}

console.log(`\nSummary (ceiling = bare Node.js measured in the same run; ${machineLoad()})`);
printTable(['metric', 'value', 'budget', 'ceiling', 'ratio', 'status', 'note'], rows);

const ok = results.every((r) => r.ok);
console.log(ok ? '\nAll budgets met.' : '\nA budget was exceeded or a benchmark failed.');
process.exitCode = ok ? 0 : 1;
