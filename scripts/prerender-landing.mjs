// Renders the landing page to HTML at build time and writes it into dist/web/landing.html,
// which the server sends for `/`. Runs after `vite build`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = process.cwd();
const outDir = join(root, 'dist/prerender');
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, rolldownOptions: { input: undefined } },
});

const { renderLanding } = await import(pathToFileURL(join(outDir, 'prerender.js')).href);
const { html, title, description } = renderLanding();
const escapeHtml = (s) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const file = join(root, 'dist/web/landing.html');
const page = readFileSync(file, 'utf8')
  .replace('<!--landing-html-->', html)
  .replace('<!--landing-title-->', escapeHtml(title))
  .replace('<!--landing-description-->', escapeHtml(description));
if (page.includes('<!--landing-')) throw new Error('landing.html lost a placeholder');
writeFileSync(file, page);
rmSync(outDir, { recursive: true, force: true });
console.log(`pre-rendered landing page: ${(html.length / 1024).toFixed(1)} KB of HTML`);
