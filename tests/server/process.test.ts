import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'tafawuq-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

type Run = { child: ChildProcess; output: () => string; exit: Promise<number | null> };

function startServer(
  env: Record<string, string>,
  script = 'src/server/main.ts',
  args: string[] = [],
): Run {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

async function waitHealthy(port: number, run: Run, ms = 100_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy:\n${run.output()}`);
}

const setupLink = (text: string) => /\/setup\?token=([\w-]+)/.exec(text)?.[1];

// A first start creates the embedded database: slow on a busy two-core machine.
const SLOW = 180_000;

describe('server process', () => {
  it('refuses to start on bad configuration and says which variable is wrong', async () => {
    const run = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain('Invalid configuration:\n  PORT: must be a number');
  });

  it('starts on embedded defaults, prints a setup link, and stops cleanly on SIGTERM', {
    timeout: SLOW,
  }, async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' };
    const first = startServer(env);
    await waitHealthy(port, first);
    await expect.poll(() => setupLink(first.output())).toBeTruthy();
    const token = setupLink(first.output());
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // Same data dir again: the data survived and the link is still the same one-time link.
    const second = startServer(env);
    await waitHealthy(port, second);
    await expect.poll(() => setupLink(second.output())).toBe(token);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  });
});

describe('npm run admin:create', () => {
  it('creates the first administrator from the command line, and only once', {
    timeout: SLOW,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tafawuq-cli-'));
    try {
      const env = { DATA_DIR: dir, ADMIN_PASSWORD: 'cli-password' };
      const args = ['--email', 'Root@Tafawuq.test', '--first-name', 'Rana', '--last-name', 'Aziz'];
      const first = startServer(env, 'scripts/admin-create.ts', args);
      expect(await first.exit).toBe(0);
      expect(first.output()).toContain('Administrator root@tafawuq.test created.');

      const second = startServer(env, 'scripts/admin-create.ts', [
        '--email',
        'x@tafawuq.test',
        ...args.slice(2),
      ]);
      expect(await second.exit).toBe(1);
      expect(second.output()).toContain(
        'Setup has already been completed: an administrator exists.',
      );

      const bad = startServer(env, 'scripts/admin-create.ts', [
        '--email',
        'nope',
        ...args.slice(2),
      ]);
      expect(await bad.exit).toBe(2);
      expect(bad.output()).toContain('email: Invalid email');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
