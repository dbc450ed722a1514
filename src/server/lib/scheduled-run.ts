import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/** Who holds a run, for operators reading system_settings (one value per process). */
export const INSTANCE_ID = `${hostname()}:${process.pid}`;

/** How long a claim lasts without news from its holder before another instance may take it. */
export const DEFAULT_LEASE_MS = 2 * 60_000;

export type ScheduledRunOptions = {
  /**
   * The period this run is for, as a number that only grows (the minute, the day…): each slot
   * runs once across every instance; a slot lower than the last one claimed never runs.
   */
  slot: number;
  leaseMs?: number;
  holder?: string;
  /**
   * A cheap look for work before claiming: a period with nothing to do is not claimed, so an
   * idle system writes nothing (its next tick looks again).
   */
  due?: () => Promise<boolean>;
};

const keyOf = (job: string) => `schedule:${job}`;

/**
 * Claims `slot` of `job` for this process, in one statement on the job's row of system_settings:
 * taken when the row is missing, when it holds an older slot that finished, or when its holder
 * stopped renewing the lease (crashed, or the run failed and gave the slot back). Times come
 * from the database's clock, so instances whose clocks differ still agree.
 */
export async function claimScheduledRun(db: Db, job: string, opts: ScheduledRunOptions) {
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`insert into system_settings as s (key, value, updated_at)
        values (${keyOf(job)}, jsonb_build_object(
          'slot', ${opts.slot}::bigint,
          'holder', ${opts.holder ?? INSTANCE_ID}::text,
          'startedAt', now(),
          'leaseUntil', now() + ${leaseMs}::bigint * interval '1 millisecond',
          'finishedAt', null), now())
        on conflict (key) do update set value = excluded.value, updated_at = now()
        where ((s.value->>'slot')::bigint < (excluded.value->>'slot')::bigint
               and s.value->>'finishedAt' is not null)
           or ((s.value->>'slot')::bigint <= (excluded.value->>'slot')::bigint
               and s.value->>'finishedAt' is null
               and (s.value->>'leaseUntil')::timestamptz < now())
        returning key`,
  );
  return rows.length > 0;
}

/** Moves the lease on while the run is still working. */
async function renew(db: Db, job: string, slot: number, holder: string, leaseMs: number) {
  await db.execute(
    sql`update system_settings
           set value = jsonb_set(value, '{leaseUntil}',
                 to_jsonb(now() + ${leaseMs}::bigint * interval '1 millisecond')),
               updated_at = now()
         where key = ${keyOf(job)} and (value->>'slot')::bigint = ${slot}::bigint
           and value->>'holder' = ${holder}::text and value->>'finishedAt' is null`,
  );
}

/** Marks the slot done, or (failed) gives it back at once so the next tick anywhere retries. */
async function release(db: Db, job: string, slot: number, holder: string, done: boolean) {
  const value = done
    ? sql`jsonb_set(value, '{finishedAt}', to_jsonb(now()))`
    : sql`jsonb_set(value, '{leaseUntil}', to_jsonb(now() - interval '1 millisecond'))`;
  await db.execute(
    sql`update system_settings set value = ${value}, updated_at = now()
         where key = ${keyOf(job)} and (value->>'slot')::bigint = ${slot}::bigint
           and value->>'holder' = ${holder}::text`,
  );
}

/**
 * Runs `work` for this slot of `job` if no instance ran it or is running it: returns its result,
 * or null when another instance has the slot. The lease is renewed every third of its length
 * while the work runs, so a long run (a backup) is never taken over, and a crashed instance's
 * slot is taken over by the next tick elsewhere once its lease runs out.
 */
export async function runScheduled<T>(
  db: Db,
  job: string,
  opts: ScheduledRunOptions,
  work: () => Promise<T>,
): Promise<T | null> {
  const holder = opts.holder ?? INSTANCE_ID;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  if (opts.due && !(await opts.due())) return null;
  if (!(await claimScheduledRun(db, job, { ...opts, holder, leaseMs }))) return null;
  const heartbeat = setInterval(() => {
    renew(db, job, opts.slot, holder, leaseMs).catch(() => undefined);
  }, leaseMs / 3);
  heartbeat.unref();
  let done = false;
  try {
    const result = await work();
    done = true;
    return result;
  } finally {
    clearInterval(heartbeat);
    await release(db, job, opts.slot, holder, done).catch(() => undefined);
  }
}

/** The slot of a job that runs every `periodMs`: the number of whole periods since 1970. */
export const periodSlot = (periodMs: number, now = new Date()) =>
  Math.floor(now.getTime() / periodMs);
