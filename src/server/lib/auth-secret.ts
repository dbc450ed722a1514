import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret kept in the data folder, so that a
 * zero-configuration install keeps its sessions across restarts.
 */
export function resolveAuthSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const dir = resolve(dataDir);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
