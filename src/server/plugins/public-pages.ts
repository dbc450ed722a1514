import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_URL_PLACEHOLDER, PUBLIC_PAGE_PATHS, pageFileFor } from '../../common/public-pages';

export type Page = { raw: Buffer; br: Buffer; gzip: Buffer };

/** Reads a built page once, with the public base URL filled in, compressed both ways. */
export function loadPage(file: string, appUrl: string): Page | null {
  if (!existsSync(file)) return null;
  const raw = Buffer.from(readFileSync(file, 'utf8').replaceAll(APP_URL_PLACEHOLDER, appUrl));
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
}

/** The pre-rendered public pages found in the build, by path. */
export function loadPublicPages(webDir: string, appUrl: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const path of PUBLIC_PAGE_PATHS) {
    const page = loadPage(join(webDir, pageFileFor(path)), appUrl);
    if (page) pages.set(path, page);
  }
  return pages;
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/** robots.txt: the public site is indexed, the areas and the API are not. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /student',
    'Disallow: /affiliate',
    'Disallow: /api',
    'Disallow: /auth',
    'Disallow: /setup',
    'Disallow: /inactive',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml of the pre-rendered public pages. */
export function sitemapXml(appUrl: string, paths: Iterable<string>): string {
  const urls = [...paths]
    .map((path) => `  <url><loc>${appUrl}${path === '/' ? '/' : path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
