// scripts/node-binary.mjs, which CI uses to run the server suite on other Node lines: a cached
// line is served without the network, and every failure exits non-zero with a message that says
// what to check. Fetching a real build (50 MB) is left to the CI run that uses it.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'tafawuq-node-binary-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Result = { code: number; stdout: string; stderr: string };

/** Runs the CLI against `cache` with a registry that refuses connections at once. */
function cli(cache: string, ...args: string[]): Promise<Result> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: root,
    NODE_BINARY_CACHE: cache,
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_fetch_retries: '0',
    npm_config_cache: join(root, 'npm-cache'),
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/node-binary.mjs', ...args],
      { env },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function cacheWith(...versions: string[]): string {
  const dir = mkdtempSync(join(root, 'cache-'));
  for (const version of versions) {
    mkdirSync(join(dir, version));
    writeFileSync(join(dir, version, 'node'), '');
  }
  // An interrupted fetch leaves a work folder behind; it is not a version.
  mkdirSync(join(dir, '.fetch-abc'));
  return dir;
}

describe('node-binary', () => {
  it('serves the newest cached build of a line without asking the registry', async () => {
    const cache = cacheWith('24.1.0', '24.10.2', '24.9.0', '26.0.0');
    const line = await cli(cache, '24');
    expect(line).toMatchObject({ code: 0, stdout: `${join(cache, '24.10.2', 'node')}\n` });
    const exact = await cli(cache, 'v24.1.0');
    expect(exact).toMatchObject({ code: 0, stdout: `${join(cache, '24.1.0', 'node')}\n` });
    const minor = await cli(cache, '24.9');
    expect(minor.stdout).toBe(`${join(cache, '24.9.0', 'node')}\n`);
  });

  it('says why it cannot fetch a line that is not cached, and leaves nothing behind', async () => {
    const cache = cacheWith('26.0.0');
    const res = await cli(cache, '24');
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain('Could not fetch Node 24 from the npm registry');
    expect(res.stderr).toContain('ECONNREFUSED');
    expect(res.stderr).toContain('npm config get registry');
    expect(readdirSync(cache).sort()).toEqual(['.fetch-abc', '26.0.0']);
  });

  it('refuses a version that is not one and explains its usage', async () => {
    const cache = cacheWith();
    const bad = await cli(cache, 'latest');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('expected a major line (24) or a version (24.22.3)');
    const none = await cli(cache);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('usage: node scripts/node-binary.mjs');
  });
});
