// The one test command: prepares what the tests need (Chromium included), then runs type-check,
// lint, server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web tests, the
// production build and the end-to-end journeys. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const reportDir = mkdtempSync(join(tmpdir(), 'tafawuq-test-'));
const results = [];

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const outcome = fn();
  results.push({ name, seconds: (Date.now() - started) / 1000, ...outcome });
  return outcome.ok;
}

function vitest(projects, env = {}) {
  const names = [projects].flat();
  const out = join(reportDir, `${names[0]}-${results.length}.json`);
  const ok = run(
    'npx',
    [
      'vitest',
      'run',
      ...names.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  let passed = 0;
  let failed = 0;
  const failures = [];
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    failures.push(...failuresOf(report));
    passed = report.numPassedTests ?? 0;
    failed = (report.numFailedTests ?? 0) + (ok || report.numFailedTests ? 0 : 1);
  } else if (!ok) failed = 1;
  return { ok: ok && failed === 0, passed, failed, failures };
}

/** Each failed test (or file that failed to run) with the first lines of its message. */
function failuresOf(report) {
  const found = [];
  const cwd = `${process.cwd()}/`;
  const brief = (text = '') => text.split('\n').slice(0, 6).join('\n      ');
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(cwd, '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      found.push(`${name} > ${t.fullName}\n      ${brief(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      found.push(`${name}\n      ${brief(file.message)}`);
  }
  return found;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  console.log("Chromium is missing: installing Debian's chromium package…");
  if (process.getuid?.() !== 0) {
    console.error('Run as root or install it yourself: apt-get install -y chromium');
    return false;
  }
  return run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']);
}

const check = (ok) => ({ ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

step('prepare: Chromium', () => check(ensureChromium()));
step('type-check', () => check(run('npx', ['tsc', '--noEmit', '-p', '.'])));
step('lint', () => check(run('npx', ['biome', 'check', '.'])));
step('server tests (PGlite)', () => vitest('server', { TEST_DATABASE_URL: '' }));
if (process.env.TEST_DATABASE_URL) {
  step('server tests (PostgreSQL)', () => vitest('server'));
}
step('web tests', () => vitest('web'));
const built = step('production build', () => check(run('npm', ['run', '-s', 'build'])));
if (built && existsSync(CHROMIUM))
  step('end-to-end (Chromium)', () => vitest(['e2e', 'e2e-exclusive']));
else results.push({ name: 'end-to-end (Chromium)', ok: false, passed: 0, failed: 1, seconds: 0 });

rmSync(reportDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)}s`,
  );
}
for (const r of results) {
  for (const failure of r.failures ?? []) console.log(`\nFAILED in ${r.name}: ${failure}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
