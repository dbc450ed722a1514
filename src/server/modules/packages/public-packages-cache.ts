import { publicPackagesSchema } from '../../../common/contracts/packages';
import type { Db } from '../../db/client';
import { etagOf } from '../../lib/etag';
import { listPublicPackages } from './list-public-packages';

/**
 * The longest the cached list is kept without an invalidation: a write the app did not make
 * (psql, a restore by the command-line tool) or a message lost while Redis was unreachable
 * shows within this time. Matches the response's own `max-age`.
 */
export const PUBLIC_PACKAGES_MAX_AGE_MS = 60_000;

export type CachedResponse = { body: Buffer; etag: string };

export type PublicPackagesCache = {
  /** The cached answer when there is a fresh one, without waiting for anything. */
  peek(): CachedResponse | undefined;
  get(): Promise<CachedResponse>;
  invalidate(): void;
};

/**
 * GET /api/packages is the same for every visitor and changes only when an administrator edits
 * the packages: it is read once, serialised through its contract once, and kept per app.
 */
export function createPublicPackagesCache(
  db: Db,
  opts: { maxAgeMs?: number } = {},
): PublicPackagesCache {
  const maxAgeMs = opts.maxAgeMs ?? PUBLIC_PACKAGES_MAX_AGE_MS;
  let entry: {
    response: Promise<CachedResponse>;
    at: number;
    ready?: CachedResponse;
  } | null = null;

  async function read(): Promise<CachedResponse> {
    const body = Buffer.from(
      JSON.stringify(publicPackagesSchema.parse({ packages: await listPublicPackages(db) })),
    );
    return { body, etag: etagOf(body) };
  }

  const fresh = () => entry !== null && Date.now() - entry.at < maxAgeMs;

  return {
    peek() {
      return fresh() ? entry?.ready : undefined;
    },
    get() {
      if (entry && fresh()) return entry.response;
      // Concurrent visitors share one read. An invalidation replaces the entry, so a read that
      // started before the change can never be kept after it.
      const mine: NonNullable<typeof entry> = { response: read(), at: Date.now() };
      entry = mine;
      mine.response.then(
        (ready) => {
          mine.ready = ready;
        },
        () => {
          if (entry === mine) entry = null;
        },
      );
      return mine.response;
    },
    invalidate() {
      entry = null;
    },
  };
}
