// Content budgets (issue 5) on 50,000 synthetic questions, 5,000 of them in one subject, loaded
// with multi-row INSERTs into a fresh PGlite database and, when TEST_DATABASE_URL is set, into a
// fresh database on that PostgreSQL server:
//  - list, filter and search: GET /api/admin/questions p95 ≤ 100 ms, through a listening server
//    (buildApp on that database, an administrator's session); ceiling: GET /api/account/me (the
//    session check and one row, the least an administrator's request costs), measured alike;
//  - near-duplicate scan of the 5,000-question subject ≤ 5 s (findDuplicateGroups); ceiling:
//    reading that subject's 5,000 normalised stems;
//  - import of 5,000 JSON rows ≤ 10 s (importQuestions: parsing, every check, one transaction);
//    ceiling: the plain bulk insert of 5,000 rows (the rate of the synthetic load).
// `node bench/content.mjs`, or a step of `npm run bench`. Exits non-zero when a budget is missed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { fmt, freePort, isMain, machineLoad, median, printTable, tempDataDir } from './lib.mjs';

const TOTAL = 50_000;
const IN_BIG_SUBJECT = 5_000;
const BIG_SUBJECT = 'ap-calculus-ab';
const IMPORT_ROWS = 5_000;
const INSERT_BATCH = 2_500;
/** Requests per list combination, after the warm-up ones. */
const REQUESTS = 25;
const WARMUP = 3;
const DUPLICATE_RUNS = 3;
/** A scan still running after this long is stopped and reported as over budget. */
const SCAN_LIMIT_MS = 120_000;
/** Share of the big subject's questions that are near-copies of an earlier one. */
const NEAR_COPIES = 0.015;
const BUDGET = { listP95Ms: 100, duplicateScanMs: 5_000, importMs: 10_000 };

// ---------------------------------------------------------------------------------------------
// Synthetic content: seeded, so every run loads the same bank.

function mulberry32(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPENERS = [
  'Which of the following best describes',
  'Calculate the value of',
  'What is the',
  'A student measures',
  'Find the',
  'Determine whether',
  'Estimate the',
  'Which statement about',
  'According to the passage, what is',
  'Explain the effect of',
];
/** Letters in roughly English proportions, for made-up words with English-like trigrams. */
const LETTERS =
  'eeeeeeeeeeeetttttttttaaaaaaaaoooooooiiiiiiinnnnnnnsssssshhhhhhrrrrrrddddllllcccuuummwwffggyyppbbvkjxqz';
/** Words every question bank repeats: they give stems the shared trigrams real text has. */
const COMMON_WORDS =
  'the of a to in is and that which for with when what value following from by this are as an be its at if two each one has than most shown below'.split(
    ' ',
  );

function makeGenerator(seed) {
  const random = mulberry32(seed);
  const int = (n) => Math.floor(random() * n);
  const pick = (list) => list[int(list.length)];
  const vocabulary = [];
  const seen = new Set();
  while (vocabulary.length < 5_000) {
    const length = 3 + int(8);
    let word = '';
    for (let i = 0; i < length; i++) word += pick(LETTERS);
    if (!seen.has(word)) {
      seen.add(word);
      vocabulary.push(word);
    }
  }
  // Zipf-like: a few words are in many questions, most in few (what search meets in a real bank).
  const word = () =>
    random() < 0.35
      ? pick(COMMON_WORDS)
      : vocabulary[Math.floor(vocabulary.length * random() ** 2)];
  const stemOf = () => {
    const words = Array.from({ length: 10 + int(7) }, word).join(' ');
    const latex =
      random() < 0.3 ? ` when $${1 + int(9)}x^2 + ${1 + int(9)}x - ${1 + int(20)}$` : '';
    return `${pick(OPENERS)} ${words}${latex}?`;
  };
  /** A near-copy: one word of `stem` replaced (a trigram similarity around 0.9). */
  const nearCopy = (stem) => {
    const parts = stem.split(' ');
    const i = 3 + int(Math.max(1, parts.length - 5));
    parts[i] = word();
    return parts.join(' ');
  };
  const answerOf = (type) => {
    const texts = new Set();
    while (texts.size < 4) texts.add(`${word()} ${word()}`);
    const choices = [...texts].map((text, i) => ({ id: 'abcd'[i], text }));
    switch (type) {
      case 'single':
        return { choices, answer: { type, correct: pick(['a', 'b', 'c', 'd']) } };
      case 'multiple':
        return { choices, answer: { type, correct: ['a', 'c'] } };
      case 'numeric':
        return { choices: [], answer: { type, value: int(1000) / 10, tolerance: 0.05 } };
      case 'expression':
        return { choices: [], answer: { type, expression: `${1 + int(9)}x^2+${1 + int(9)}` } };
      default:
        return { choices: [], answer: { type: 'text', accepted: [word()] } };
    }
  };
  const weighted = (pairs) => {
    let r = random();
    for (const [value, weight] of pairs) {
      r -= weight;
      if (r < 0) return value;
    }
    return pairs[0][0];
  };
  const question = (stem) => {
    const type = weighted([
      ['single', 0.5],
      ['multiple', 0.15],
      ['numeric', 0.15],
      ['expression', 0.1],
      ['text', 0.1],
    ]);
    return {
      stem,
      type,
      ...answerOf(type),
      difficulty: weighted([
        ['easy', 0.3],
        ['medium', 0.45],
        ['hard', 0.25],
      ]),
      status: weighted([
        ['confirmed', 0.5],
        ['pending_review', 0.2],
        ['draft', 0.25],
        ['archived', 0.05],
      ]),
      source: weighted([
        ['manual', 0.4],
        ['import', 0.3],
        ['item_model', 0.2],
        ['ai', 0.1],
      ]),
      explanation: `Because ${word()} ${word()} ${word()}.`,
      ageDays: random() * 365,
      editedDays: random() * 30,
    };
  };
  return { random, int, pick, stemOf, nearCopy, question, vocabulary };
}

/**
 * 50,000 questions: 5,000 in the big subject (1.5 % of them near-copies of an earlier one), the
 * rest spread over the other subjects, all with distinct content hashes.
 */
function syntheticBank(m, gen, catalog, bigSubjectId) {
  const hashes = new Set();
  const others = catalog.filter((s) => s.id !== bigSubjectId);
  const big = catalog.find((s) => s.id === bigSubjectId);
  const rows = [];
  const bigStems = [];
  const now = Date.now();
  while (rows.length < TOTAL) {
    const inBig = rows.length < IN_BIG_SUBJECT;
    const subject = inBig ? big : others[rows.length % others.length];
    const stem =
      inBig && bigStems.length > 20 && gen.random() < NEAR_COPIES
        ? gen.nearCopy(gen.pick(bigStems))
        : gen.stemOf();
    const q = gen.question(stem);
    const hash = m.contentHash(q.stem, q.choices);
    if (hashes.has(hash)) continue;
    hashes.add(hash);
    if (inBig) bigStems.push(stem);
    const created = new Date(now - q.ageDays * 86_400_000);
    const seen = q.status === 'confirmed' ? gen.int(400) : 0;
    rows.push({
      id: randomUUID(),
      subject_id: subject.id,
      topic_id: gen.pick(subject.topics).id,
      type: q.type,
      stem: q.stem,
      explanation: q.explanation,
      choices: q.choices,
      answer: q.answer,
      difficulty: q.difficulty,
      irt_a: 1,
      irt_b: { easy: -1, medium: 0, hard: 1 }[q.difficulty],
      irt_c: q.choices.length ? 0.2 : 0,
      source: q.source,
      status: q.status,
      content_hash: hash,
      normalized_stem: m.normalizeText(q.stem),
      times_seen: seen,
      times_correct: Math.floor(seen * gen.random()),
      created_at: created.toISOString(),
      updated_at: new Date(created.getTime() + q.editedDays * 86_400_000).toISOString(),
    });
  }
  return { rows, hashes };
}

/** One INSERT … SELECT per batch: the batch travels as one jsonb parameter. */
async function insertRows(m, db, rows) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const part = rows.slice(i, i + INSERT_BATCH);
    await db.execute(m.sql`
      insert into questions (id, subject_id, topic_id, type, stem, explanation, choices, answer,
        difficulty, irt_a, irt_b, irt_c, source, status, content_hash, normalized_stem,
        times_seen, times_correct, created_at, updated_at)
      select id, subject_id, topic_id, type, stem, explanation, choices, answer, difficulty,
        irt_a, irt_b, irt_c, source, status, content_hash, normalized_stem, times_seen,
        times_correct, created_at, updated_at
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(id uuid, subject_id uuid,
        topic_id uuid, type text, stem text, explanation text, choices jsonb, answer jsonb,
        difficulty text, irt_a double precision, irt_b double precision, irt_c double precision,
        source text, status text, content_hash text, normalized_stem text, times_seen integer,
        times_correct integer, created_at timestamptz, updated_at timestamptz)`);
  }
}

/** The import file: 5,000 new questions for the big subject in our own JSON format. */
function importFile(gen, subject, hashes, m) {
  const items = [];
  while (items.length < IMPORT_ROWS) {
    const q = gen.question(gen.stemOf());
    const hash = m.contentHash(q.stem, q.choices);
    if (hashes.has(hash)) continue;
    hashes.add(hash);
    items.push({
      subject: subject.slug,
      topic: gen.pick(subject.topics).slug,
      type: q.type,
      stem: q.stem,
      explanation: q.explanation,
      choices: q.choices,
      answer: q.answer,
      difficulty: q.difficulty,
      source: 'import',
      status: 'pending_review',
    });
  }
  return JSON.stringify({ format: 'tafawuq-questions', version: 1, questions: items });
}

// ---------------------------------------------------------------------------------------------
// Measurements

const p95 = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(0.95 * s.length) - 1)];
};

async function timeGets(url, headers) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body}`);
    return { ms, body };
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times = [];
  let last = '';
  for (let i = 0; i < REQUESTS; i++) {
    const r = await once();
    times.push(r.ms);
    last = r.body;
  }
  return { times, body: last };
}

/** The list requests: [label, group, query]. Groups: list (sort and page only), filter, search. */
function listCombinations(ids, gen) {
  const common = gen.vocabulary[3];
  const rare = gen.vocabulary[4_000];
  return [
    ['newest first (default)', 'list', ''],
    ['oldest created first', 'list', 'sort=created&order=asc'],
    ['by difficulty, page 40', 'list', 'sort=difficulty&order=asc&page=40'],
    ['by type, 100 per page', 'list', 'sort=type&pageSize=100'],
    ['big subject', 'filter', `subject=${ids.big}`],
    ['big subject, single, medium', 'filter', `subject=${ids.big}&type=single&difficulty=medium`],
    ['one topic, pending review', 'filter', `topic=${ids.topic}&status=pending_review`],
    ['confirmed, by status', 'filter', 'status=confirmed&sort=status'],
    ['AI-written, hard', 'filter', 'source=ai&difficulty=hard'],
    ['other subject, archived', 'filter', `subject=${ids.other}&status=archived`],
    [`common word "${common}"`, 'search', `q=${common}`],
    [`rare word "${rare}"`, 'search', `q=${rare}`],
    [`"${common}" in the big subject`, 'search', `q=${common}&subject=${ids.big}`],
    ['phrase "calculate the value"', 'search', `q=${encodeURIComponent('calculate the value')}`],
    [`"${rare}", confirmed, by difficulty`, 'search', `q=${rare}&status=confirmed&sort=difficulty`],
  ];
}

async function signInCookie(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A fresh database: a PGlite data dir (as `npm start` keeps one) or a new database on the
 * TEST_DATABASE_URL server. `target` is what another process opens it with.
 */
async function openFresh(m, kind) {
  if (kind === 'pglite') {
    const data = tempDataDir();
    const target = join(data.dir, 'pgdata');
    return {
      target,
      open: () => m.openDatabase({ kind: 'pglite', dataDir: target }),
      drop: async () => data.remove(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `tafawuq_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target = url.toString();
  return {
    target,
    open: () => m.openDatabase({ kind: 'postgres', url: target, max: 10 }),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The near-duplicate scan, in a child process (`content.mjs --duplicate-scan`) that is killed
 * after SCAN_LIMIT_MS: PGlite runs a query on the main thread and ignores statement_timeout, so
 * a scan that never ends could not be stopped otherwise. PGlite's data dir must be closed first.
 */
function scanInChild(job) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--duplicate-scan', JSON.stringify(job)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err = (err + d).slice(-4_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), SCAN_LIMIT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line));
      else if (signal === 'SIGKILL') resolve({ timedOut: true });
      else resolve({ error: `scan exited with ${code}: ${err}` });
    });
  });
}

async function duplicateScanChild({ kind, target, subjectId, runs }) {
  const m = await tsImport('./content-modules.ts', import.meta.url);
  const database =
    kind === 'pglite'
      ? await m.openDatabase({ kind: 'pglite', dataDir: target })
      : await m.openDatabase({ kind: 'postgres', url: target, max: 2 });
  try {
    const { db } = database;
    const readStarted = performance.now();
    await db.execute(
      m.sql`select id, normalized_stem from questions where subject_id = ${subjectId} and status <> 'archived'`,
    );
    const readMs = performance.now() - readStarted;
    const times = [];
    let groups = 0;
    let truncated = false;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const found = await m.findDuplicateGroups(db, { subjectId });
      times.push(performance.now() - started);
      groups = found.groups.length;
      truncated = found.truncated;
    }
    console.log(JSON.stringify({ times, groups, truncated, readMs }));
  } finally {
    await database.close();
  }
}

async function benchOn(m, kind) {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`\n== ${label}: fresh database, migrations, reference data`);
  const fresh = await openFresh(m, kind);
  let database = await fresh.open();
  const webDir = mkdtempSync(join(tmpdir(), 'tafawuq-bench-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Tafawuq</title>');
  let app;
  try {
    let { db } = database;
    await m.runMigrations(database);
    await m.seedReferenceData(db);
    const email = `bench-admin-${Date.now()}@example.test`;
    const password = 'bench-password-0123';
    const profile = await m.createAccount(db, {
      email,
      password,
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
    });

    const subjectRows = await db
      .select({ id: m.subjects.id, slug: m.subjects.slug })
      .from(m.subjects)
      .orderBy(m.asc(m.subjects.sortOrder));
    const topicRows = await db
      .select({ id: m.topics.id, slug: m.topics.slug, subjectId: m.topics.subjectId })
      .from(m.topics);
    const catalog = subjectRows.map((s) => ({
      ...s,
      topics: topicRows.filter((t) => t.subjectId === s.id),
    }));
    const big = catalog.find((s) => s.slug === BIG_SUBJECT);
    if (!big) throw new Error(`the reference data has no subject ${BIG_SUBJECT}`);
    const other = catalog.find((s) => s.id !== big.id);

    const gen = makeGenerator(20_260_505);
    const { rows, hashes } = syntheticBank(m, gen, catalog, big.id);
    const insertStarted = performance.now();
    await insertRows(m, db, rows);
    const insertMs = performance.now() - insertStarted;
    // A PostgreSQL server's autovacuum analyses a table that grew this much within a minute;
    // PGlite has none, and the app analyses at start and after large imports
    // (open-configured-database.ts, import-questions.ts): both are measured as the app leaves them.
    await db.execute(m.sql`analyze questions`);
    const [{ count }] = (await db.execute(m.sql`select count(*)::int as count from questions`))
      .rows;
    console.log(
      `${fmt(TOTAL, 0)} synthetic questions inserted in ${fmt(insertMs, 0)} ms ` +
        `(${fmt(TOTAL / (insertMs / 1000), 0)} rows/s, batches of ${INSERT_BATCH}); ${count} in the bank`,
    );

    // A listening server on this database, as an administrator's browser would reach it.
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    app = await m.buildApp({
      config: { APP_URL: baseUrl, LOG_LEVEL: 'silent', NODE_ENV: 'production', TRUST_PROXY: false },
      db,
      authSecret: 'bench-secret-that-is-long-enough-0123456789',
      webDir,
      rateLimits: false,
      logger: false,
    });
    await app.listen({ port, host: '127.0.0.1' });
    const headers = { cookie: await signInCookie(baseUrl, email, password), origin: baseUrl };

    const ceiling = await timeGets(`${baseUrl}/api/account/me`, headers);
    const ids = { big: big.id, other: other.id, topic: big.topics[0].id };
    const results = [];
    for (const [name, group, query] of listCombinations(ids, gen)) {
      const r = await timeGets(`${baseUrl}/api/admin/questions?${query}`, headers);
      results.push({ name, group, query, times: r.times, total: JSON.parse(r.body).total });
    }
    console.log(
      `\nGET /api/admin/questions on ${label}, ${REQUESTS} requests each after ${WARMUP} warm-up, one at a time`,
    );
    printTable(
      ['request', 'group', 'matches', 'p50 ms', 'p95 ms', 'max ms'],
      [
        ...results.map((r) => [
          r.name,
          r.group,
          r.total,
          fmt(median(r.times)),
          fmt(p95(r.times)),
          fmt(Math.max(...r.times)),
        ]),
        [
          'GET /api/account/me (ceiling)',
          '-',
          '-',
          fmt(median(ceiling.times)),
          fmt(p95(ceiling.times)),
          fmt(Math.max(...ceiling.times)),
        ],
      ],
    );

    await app.close();
    app = undefined;

    // Near-duplicate scan of the big subject, in a child process with a time limit.
    await database.close();
    const scan = await scanInChild({
      kind,
      target: fresh.target,
      subjectId: big.id,
      runs: DUPLICATE_RUNS,
    });
    database = await fresh.open();
    db = database.db;
    const scans = scan.times ?? [];
    console.log(
      `\nnear-duplicate scan of ${BIG_SUBJECT} (${IN_BIG_SUBJECT} questions): ` +
        (scan.timedOut
          ? `did not finish within ${SCAN_LIMIT_MS / 1000} s`
          : scan.error
            ? scan.error
            : `${scans.map((x) => fmt(x, 0)).join(', ')} ms; ${scan.groups} groups; reading the stems ${fmt(scan.readMs, 0)} ms`),
    );

    // Import of 5,000 rows (after the list measurements: it adds to the bank).
    const content = importFile(gen, big, hashes, m);
    const importStarted = performance.now();
    const report = await m.importQuestions(
      db,
      { format: 'json', content, dryRun: false, mode: 'all_or_nothing' },
      { userId: profile.id, email, ip: null },
    );
    const importMs = performance.now() - importStarted;
    const rowErrors = report.rows.filter((r) => r.errors.length).slice(0, 3);
    console.log(
      `import of ${IMPORT_ROWS} JSON rows (${fmt(content.length / 1e6, 2)} MB): ${fmt(importMs, 0)} ms; ${report.message}`,
    );
    for (const r of rowErrors) console.log(`  row ${r.row}: ${r.errors.join('; ')}`);

    const ceilingP95 = p95(ceiling.times);
    const group = (g) => results.filter((r) => r.group === g);
    const worst = (list) => list.reduce((a, b) => (p95(b.times) > p95(a.times) ? b : a));
    const listMetrics = ['list', 'filter', 'search'].map((g) => {
      const all = group(g).flatMap((r) => r.times);
      const slowest = worst(group(g));
      const value = p95(all);
      return {
        metric: `content [${label}]: ${g} p95 (${group(g).length} kinds)`,
        value,
        unit: 'ms',
        budget: BUDGET.listP95Ms,
        ceiling: ceilingP95,
        note: `slowest kind: ${slowest.name}, p95 ${fmt(p95(slowest.times), 0)} ms`,
        ok: value <= BUDGET.listP95Ms,
      };
    });
    const scanMs = scans.length ? median(scans) : SCAN_LIMIT_MS;
    return [
      {
        metric: `content [${label}]: insert ${fmt(TOTAL, 0)} questions`,
        value: insertMs,
        unit: 'ms',
        budget: null,
        ceiling: null,
        note: `${fmt(TOTAL / (insertMs / 1000), 0)} rows/s, multi-row INSERT of ${INSERT_BATCH}`,
        ok: Number(count) >= TOTAL,
      },
      ...listMetrics,
      {
        metric: `content [${label}]: near-duplicate scan, ${IN_BIG_SUBJECT} questions`,
        value: scanMs,
        unit: 'ms',
        budget: BUDGET.duplicateScanMs,
        ceiling: scan.readMs ?? null,
        note: scans.length
          ? `median of ${DUPLICATE_RUNS} (max ${fmt(Math.max(...scans), 0)} ms), ${scan.groups} groups; ceiling: reading the stems`
          : scan.timedOut
            ? `stopped after ${SCAN_LIMIT_MS / 1000} s without an answer`
            : 'the scan failed',
        // The bank has near-copies: a scan that finds none measured something else.
        ok: scans.length > 0 && scanMs <= BUDGET.duplicateScanMs && scan.groups > 0,
      },
      {
        metric: `content [${label}]: import ${IMPORT_ROWS} JSON rows`,
        value: importMs,
        unit: 'ms',
        budget: BUDGET.importMs,
        ceiling: (insertMs / TOTAL) * IMPORT_ROWS,
        note: `${report.imported} imported; ceiling: bulk insert of as many rows`,
        // A run where rows were refused measured something else.
        ok: importMs <= BUDGET.importMs && report.imported === IMPORT_ROWS,
      },
    ];
  } finally {
    await app?.close();
    await database.close();
    await fresh.drop();
    rmSync(webDir, { recursive: true, force: true });
  }
}

export async function run() {
  const m = await tsImport('./content-modules.ts', import.meta.url);
  console.log(`\nContent bench (${machineLoad()})`);
  const metrics = await benchOn(m, 'pglite');
  if (process.env.TEST_DATABASE_URL) metrics.push(...(await benchOn(m, 'postgres')));
  else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL server run is skipped.');

  console.log('\nContent budgets');
  printTable(
    ['metric', 'value', 'budget', 'ceiling', 'status', 'note'],
    metrics.map((x) => [
      x.metric,
      `${fmt(x.value, 0)} ms`,
      x.budget === null ? '-' : `${x.budget} ms`,
      x.ceiling === null ? '-' : `${fmt(x.ceiling, 1)} ms`,
      x.budget === null ? (x.ok ? 'info' : 'FAIL') : x.ok ? 'ok' : 'OVER',
      x.note,
    ]),
  );
  return { name: 'content', metrics, ok: metrics.every((x) => x.ok) };
}

if (isMain(import.meta.url)) {
  if (process.argv[2] === '--duplicate-scan') {
    await duplicateScanChild(JSON.parse(process.argv[3]));
  } else {
    const result = await run();
    if (!result.ok) process.exitCode = 1;
  }
}
