// Builds the product when dist/ is missing or older than any source file, so `npm start`
// works on a fresh clone and stays fast on every start after.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'scripts', 'package.json', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const sources = Math.max(...INPUTS.map(newest));
if (built < sources || !existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.log('Building Tafawuq…');
  const res = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}
