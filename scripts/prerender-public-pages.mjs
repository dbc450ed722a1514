// Renders the public pages (landing, terms, help tutorials) to HTML at build time and writes
// them into dist/web/pages/, which the server sends as they are. Runs after `vite build`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = process.cwd();
const outDir = join(root, 'dist/prerender');
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, rolldownOptions: { input: undefined } },
});

const { renderPublicPages } = await import(pathToFileURL(join(outDir, 'prerender.js')).href);
const templateFile = join(root, 'dist/web/public.html');
const template = readFileSync(templateFile, 'utf8');
let total = 0;
for (const page of await renderPublicPages()) {
  const html = template
    .replace('<html lang="en" dir="ltr">', `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace('<!--page-head-->', page.head)
    .replace('<!--page-html-->', page.html);
  if (!html.includes(`<html lang="${page.lang}"`)) throw new Error(`${page.path}: no html lang`);
  if (html.includes('<!--page-')) throw new Error(`${page.path}: the template lost a placeholder`);
  const file = join(root, 'dist/web', page.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  total += 1;
}
// Only the filled pages are served; the bare template would be an empty page.
rmSync(templateFile);
rmSync(outDir, { recursive: true, force: true });
console.log(`pre-rendered ${total} public pages`);
