// The one test command: prepares what the tests need (Chromium, a second Node line), then runs
// type-check, lint, server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), web
// tests, the production build and the end-to-end journeys. Exits non-zero if anything failed.
//
// Node: the server suite runs on this Node on PGlite and on Node 24 (LTS, from the npm registry:
// scripts/node-binary.mjs) on PostgreSQL, so each test meets both lines and both databases.
// Steps that wait more than they compute run side by side (their output is printed when each
// ends): on two cores that keeps the whole run under half an hour.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { nodeBinary } from './node-binary.mjs';

const CHROMIUM = '/usr/bin/chromium';
const SECOND_NODE_LINE = process.env.TEST_SECOND_NODE ?? '24';
const VITEST = join(process.cwd(), 'node_modules', 'vitest', 'vitest.mjs');
const reportDir = mkdtempSync(join(tmpdir(), 'tafawuq-test-'));
const results = [];
let reportCount = 0;

/** Runs a command; `log` given, its output goes there instead of this terminal. */
function run(cmd, args, { env = {}, log } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (log) {
      const out = createWriteStream(log);
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      child.on('close', () => out.end());
    }
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

/** A step; `quiet` steps keep their output until they end, so side-by-side steps stay readable. */
async function step(name, fn, { quiet = false } = {}) {
  const started = Date.now();
  const log = quiet ? join(reportDir, `step-${results.length}-${Date.now()}.log`) : undefined;
  if (!quiet) console.log(`\n=== ${name} ===`);
  const outcome = await fn(log);
  const seconds = (Date.now() - started) / 1000;
  if (quiet) {
    console.log(`\n=== ${name} (${seconds.toFixed(1)}s) ===`);
    if (existsSync(log)) process.stdout.write(readFileSync(log));
  }
  results.push({ name, seconds, ...outcome });
  return outcome.ok;
}

async function vitest(projects, { env = {}, node = process.execPath, log } = {}) {
  const names = [projects].flat();
  reportCount += 1;
  const out = join(reportDir, `${names[0]}-${reportCount}.json`);
  const ok = await run(
    node,
    [
      VITEST,
      'run',
      ...names.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { env, log },
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

async function ensureChromium(log) {
  if (existsSync(CHROMIUM)) return true;
  console.log("Chromium is missing: installing Debian's chromium package…");
  if (process.getuid?.() !== 0) {
    console.error('Run as root or install it yourself: apt-get install -y chromium');
    return false;
  }
  return (
    (await run('apt-get', ['update', '-qq'], { log })) &&
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { log }))
  );
}

const check = (ok) => ({ ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
const npx = (args, log) => run('npx', args, { log });

let secondNode;
await Promise.all([
  step('prepare: Chromium', async (log) => check(await ensureChromium(log)), { quiet: true }),
  step(
    `prepare: Node ${SECOND_NODE_LINE}`,
    async () => {
      try {
        secondNode = await nodeBinary(SECOND_NODE_LINE);
        console.log(`Node ${SECOND_NODE_LINE}: ${secondNode}`);
        return check(true);
      } catch (err) {
        console.error(err.message);
        return check(false);
      }
    },
    { quiet: true },
  ),
  step('type-check', async (log) => check(await npx(['tsc', '--noEmit', '-p', '.'], log)), {
    quiet: true,
  }),
  step('lint', async (log) => check(await npx(['biome', 'check', '.'], log)), { quiet: true }),
]);

await step('server tests (PGlite)', () => vitest('server', { env: { TEST_DATABASE_URL: '' } }));

// The PostgreSQL suite waits on the database server and the web suite on timers and the DOM:
// side by side they use the two cores that either leaves half idle.
let built = false;
await Promise.all([
  process.env.TEST_DATABASE_URL
    ? step(
        `server tests (PostgreSQL, Node ${SECOND_NODE_LINE})`,
        (log) =>
          secondNode
            ? vitest('server', {
                node: secondNode,
                log,
                // Tests that start `node` or `npm` by name get the same line.
                env: { PATH: `${dirname(secondNode)}:${process.env.PATH}` },
              })
            : { ok: false, passed: 0, failed: 1 },
        { quiet: true },
      )
    : Promise.resolve(),
  (async () => {
    await step('web tests', (log) => vitest('web', { log }), { quiet: true });
    built = await step(
      'production build',
      async (log) => check(await run('npm', ['run', '-s', 'build'], { log })),
      { quiet: true },
    );
  })(),
]);

if (built && existsSync(CHROMIUM)) {
  await step('end-to-end (Chromium)', () => vitest('e2e'));
  // Each group runs one journey at a time on a server of its own (vitest.config.ts); as two
  // processes the groups run side by side, which one vitest run would not do.
  await Promise.all(
    ['e2e-exclusive', 'e2e-analytics'].map((project) =>
      step(`end-to-end (${project})`, (log) => vitest(project, { log }), { quiet: true }),
    ),
  );
} else results.push({ name: 'end-to-end (Chromium)', ok: false, passed: 0, failed: 1, seconds: 0 });

rmSync(reportDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(34)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)}s`,
  );
}
for (const r of results) {
  for (const failure of r.failures ?? []) console.log(`\nFAILED in ${r.name}: ${failure}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
