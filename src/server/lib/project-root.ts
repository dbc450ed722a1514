import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, whether we run from src/ (tsx, vitest) or dist/ (bundle). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'src/server/db/migrations');
export const WEB_DIST_DIR = join(PROJECT_ROOT, 'dist/web');
