import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, matchesEtag } from '../lib/etag';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** One encoding of a file, read on first request, with every header it is sent with. */
type Variant = { body: Buffer; etag: string; headers: Record<string, string> };

type Asset = {
  path: string;
  type: string;
  /** The encodings the build wrote, best first (identity always last). */
  encodings: Encoding[];
  loaded: Map<Encoding, Promise<Variant>>;
};

/** Files under `dir`, as paths relative to it with '/' separators. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .replaceAll('\\', '/'),
    );
}

const ACCEPTS: Record<Encoding, RegExp> = { br: /\bbr\b/, gzip: /\bgzip\b/, identity: /(?:)/ };

/** The best encoding both sides have (a browser sends `gzip, deflate, br, zstd`). */
function choose(asset: Asset, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  return asset.encodings.find((encoding) => ACCEPTS[encoding].test(acceptEncoding)) ?? 'identity';
}

async function load(asset: Asset, encoding: Encoding): Promise<Variant> {
  const body = await readFile(asset.path + SUFFIX[encoding]);
  const etag = etagOf(body);
  const headers: Record<string, string> = {
    'content-type': asset.type,
    'content-length': String(body.length),
    'cache-control': IMMUTABLE,
    vary: 'accept-encoding',
    etag,
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { body, etag, headers };
}

/**
 * The build's hashed files (`/assets/*`) from memory: their names change with their content,
 * so each is read once, on its first request, and then sent as it is with headers worked out
 * then (no stat, open or stream per request). The build pre-compressed them (brotli and
 * gzip); what is never asked for is never read. Files added after start-up are not served,
 * as before (the static plugin also listed its files at start-up).
 */
export function registerHashedAssets(app: FastifyInstance, opts: { webDir: string }) {
  const dir = join(opts.webDir, 'assets');
  if (!existsSync(dir)) return;
  const files = new Set(filesIn(dir));
  const assets = new Map<string, Asset>();
  for (const name of files) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const encodings: Encoding[] = [];
    if (files.has(`${name}.br`)) encodings.push('br');
    if (files.has(`${name}.gz`)) encodings.push('gzip');
    encodings.push('identity');
    assets.set(name, {
      path: join(dir, name),
      type: TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
      encodings,
      loaded: new Map(),
    });
  }

  app.get(
    '/assets/*',
    { config: { access: 'public' } },
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const asset = assets.get(request.params['*']);
      if (!asset) return reply.callNotFound();
      const encoding = choose(asset, request.headers['accept-encoding']);
      let variant = asset.loaded.get(encoding);
      if (!variant) {
        variant = load(asset, encoding);
        asset.loaded.set(encoding, variant);
        // A read that failed (the file went away) is tried again next time.
        variant.catch(() => asset.loaded.delete(encoding));
      }
      const { body, etag, headers } = await variant;
      reply.headers(headers);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.removeHeader('content-length');
        return reply.status(304).send();
      }
      return reply.send(body);
    },
  );
}
