// The server's Node flags under the exam workload (ADR 0006), compared in turns: one set-up
// (bank, 200 students with started exams, on a fresh PostgreSQL database), then each flag set in
// its own server process, answer saves for BENCH_SECONDS (default 15) after a warm-up, in
// ROUNDS rounds (A B C D, A B C D, …) so that the load the neighbours put on a shared machine
// falls on every set alike. Prints saves/s, p99 and the server's CPU per save (from /proc), the
// figure that moves least with the neighbours; the median over the rounds decides.
// `node bench/node-flags.mjs` (TEST_DATABASE_URL required); BENCH_FLAG_ROUNDS (default 3).
import { tsImport } from 'tsx/esm/api';
import { launch, makeStudents, measure } from './exam-load.mjs';
import { loadBank } from './exams.mjs';
import {
  fmt,
  freshDatabase,
  isMain,
  machineLoad,
  median,
  printTable,
  requireBuild,
} from './lib.mjs';

const VARIANTS = [
  ['none', []],
  ['--max-semi-space-size=2 --liftoff-only', ['--max-semi-space-size=2', '--liftoff-only']],
  ['--max-semi-space-size=2', ['--max-semi-space-size=2']],
  ['--liftoff-only', ['--liftoff-only']],
];
const ROUNDS = Number(process.env.BENCH_FLAG_ROUNDS ?? 3);

export async function run() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('TEST_DATABASE_URL is not set: the flag comparison (PostgreSQL) is skipped.');
    return { name: 'node-flags', metrics: [], ok: true };
  }
  requireBuild();
  const m = await tsImport('./exams-modules.ts', import.meta.url);
  const fresh = await freshDatabase(serverUrl, 'tafawuq_bench_flags');
  try {
    const db = await m.openDatabase({ kind: 'postgres', url: fresh.url, max: 10 });
    let students;
    let appUrl;
    try {
      await m.runMigrations(db);
      await m.seedReferenceData(db.db);
      const [subject] = await loadBank(m, db.db, 1);
      const first = await launch(fresh, 'set-up');
      // The students' Origin header names this address: every later server answers as it.
      appUrl = first.url;
      try {
        students = await makeStudents(m, db.db, first.url, subject);
      } finally {
        await first.stop();
      }
      await db.db.execute(m.sql`analyze`);
    } finally {
      await db.close();
    }
    const results = new Map(VARIANTS.map(([name]) => [name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, flags] of VARIANTS) {
        const server = await launch(fresh, name, appUrl, flags);
        try {
          const r = await measure(server.url, students, 'saves', [server.child.pid]);
          const saves = r.kinds.answer;
          if (r.errors.size) console.log(`errors: ${[...r.errors].map(([k, v]) => `${v}× ${k}`)}`);
          results.get(name).push({
            perSecond: saves?.perSecond ?? 0,
            p99: saves?.p99 ?? 0,
            cpu: r.serverCpuPerRequest,
            rss: r.rssMax,
            errors: r.errors.size,
          });
          console.log(
            `round ${round}, ${name}: ${fmt(saves?.perSecond ?? 0, 0)} saves/s, p99 ${fmt(saves?.p99 ?? 0)} ms, ` +
              `${fmt(r.serverCpuPerRequest, 3)} ms CPU per save (${machineLoad()})`,
          );
        } finally {
          await server.stop();
        }
      }
    }
    console.log(`\nNode flags under the exam workload (median of ${ROUNDS} rounds)`);
    printTable(
      ['flags', 'saves/s', 'p99 ms', 'server CPU ms/save', 'RSS under load MB', 'errors'],
      [...results].map(([name, list]) => [
        name,
        fmt(median(list.map((x) => x.perSecond)), 0),
        fmt(median(list.map((x) => x.p99))),
        fmt(median(list.map((x) => x.cpu)), 3),
        fmt(median(list.map((x) => x.rss))),
        list.reduce((a, x) => a + x.errors, 0),
      ]),
    );
    return { name: 'node-flags', metrics: [], ok: true };
  } finally {
    await fresh.drop();
  }
}

if (isMain(import.meta.url)) await run();
