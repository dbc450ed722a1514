import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../src/common/contracts/question-transfer';
import {
  passages,
  questionRevisions,
  questions,
  subjects,
  topics,
} from '../../src/server/db/schema';
import {
  checkQuestion,
  type QuestionDraft,
} from '../../src/server/modules/questions/check-question';
import { questionChecker } from '../../src/server/modules/questions/transfer/check-rows';
import { parseAikenQuestions } from '../../src/server/modules/questions/transfer/formats/aiken';
import {
  parseCsvQuestions,
  parseCsvRecords,
} from '../../src/server/modules/questions/transfer/formats/csv';
import { parseGiftQuestions } from '../../src/server/modules/questions/transfer/formats/gift';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;
let calculus: { id: string; limits: string; derivatives: string };
let physics: { id: string; kinematics: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
  const db = ctx.database.db;
  const rows = await db
    .select({ subject: subjects.slug, subjectId: subjects.id, topic: topics.slug, id: topics.id })
    .from(topics)
    .innerJoin(subjects, eq(subjects.id, topics.subjectId));
  const topicId = (subject: string, topic: string) =>
    rows.find((r) => r.subject === subject && r.topic === topic)?.id ?? '';
  const subjectId = (subject: string) => rows.find((r) => r.subject === subject)?.subjectId ?? '';
  calculus = {
    id: subjectId('ap-calculus-ab'),
    limits: topicId('ap-calculus-ab', 'limits-continuity'),
    derivatives: topicId('ap-calculus-ab', 'differentiation-basics'),
  };
  physics = { id: subjectId('ap-physics-1'), kinematics: topicId('ap-physics-1', 'kinematics') };
});
afterAll(() => ctx.close());

type Payload = {
  format: string;
  content: string;
  dryRun?: boolean;
  mode?: string;
  subjectId?: string;
  topicId?: string;
};
async function importFile(payload: Payload, on: TestContext = ctx, user: TestUser = admin) {
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/admin/questions/import',
    headers: user.headers,
    payload,
  });
  return { status: res.statusCode, body: res.json() as ImportReport & { fields?: object } };
}
async function exportFile(query: string, on: TestContext = ctx, user: TestUser = admin) {
  return on.app.inject({
    method: 'GET',
    url: `/api/admin/questions/export?${query}`,
    headers: user.headers,
  });
}
const questionCount = async (on: TestContext = ctx) =>
  (await on.database.db.select({ n: count() }).from(questions))[0]?.n ?? 0;
const revisionCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(questionRevisions))[0]?.n ?? 0;

const CSV_HEADER =
  'subject,topic,type,difficulty,stem,choice_a,choice_b,choice_c,choice_d,choice_e,choice_f,correct,tolerance,explanation,status';

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)', () => {
    const text =
      '\uFEFFa,b,c\r\n"one, two","say ""hi""","line 1\r\nline 2\nline 3"\r\nplain,,last\n\n"x",y,z';
    expect(parseCsvRecords(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['one, two', 'say "hi"', 'line 1\r\nline 2\nline 3'] },
      { line: 5, fields: ['plain', '', 'last'] },
      { line: 6, fields: [''] },
      { line: 7, fields: ['x', 'y', 'z'] },
    ]);
  });

  it('turns each record into a question of its type', () => {
    const rows = parseCsvQuestions(
      [
        CSV_HEADER,
        'ap-calculus-ab,limits-continuity,single,easy,"What is $\\lim_{x\\to 0} \\frac{\\sin x}{x}$?",0,1,,,,,B,,"Standard limit, memorise it",confirmed',
        'ap-calculus-ab,limits-continuity,multiple,hard,"Which are continuous\neverywhere?",$x^2$,$|x|$,$1/x$,,,,A;B,,,pending review',
        'ap-calculus-ab,limits-continuity,numeric,,What is $\\pi$ to two places?,,,,,,,3.14,0.005,,',
        'ap-calculus-ab,limits-continuity,expression,,Differentiate $x^3$.,,,,,,,3x^2,,,',
        'ap-calculus-ab,limits-continuity,text,,Who wrote the Principia?,,,,,,,Newton|Isaac Newton,,,draft',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.row, r.line, r.errors])).toEqual([
      [1, 2, []],
      [2, 3, []],
      [3, 5, []],
      [4, 6, []],
      [5, 7, []],
    ]);
    expect(rows[0]?.question).toMatchObject({
      type: 'single',
      choices: [
        { id: 'a', text: '0' },
        { id: 'b', text: '1' },
      ],
      answer: { type: 'single', correct: 'b' },
      explanation: 'Standard limit, memorise it',
      status: 'confirmed',
      difficulty: 'easy',
    });
    expect(rows[1]?.question).toMatchObject({
      stem: 'Which are continuous\neverywhere?',
      answer: { type: 'multiple', correct: ['a', 'b'] },
      status: 'pending_review',
    });
    expect(rows[2]?.question?.answer).toEqual({ type: 'numeric', value: 3.14, tolerance: 0.005 });
    expect(rows[2]?.question).toMatchObject({ difficulty: 'medium', status: 'draft' });
    expect(rows[3]?.question?.answer).toEqual({ type: 'expression', expression: '3x^2' });
    expect(rows[4]?.question?.answer).toEqual({
      type: 'text',
      accepted: ['Newton', 'Isaac Newton'],
    });
  });

  it('says what is wrong with a row, in words', () => {
    const rows = parseCsvQuestions(
      [
        CSV_HEADER,
        's,t,single,,Pick one,a,b,,,,,,,,',
        's,t,single,,Pick one,a,b,,,,,A;B,,,',
        's,t,essay,,Write,,,,,,,x,,,',
        's,t,numeric,,How many?,,,,,,,lots,,,',
        's,t,single,,Gap,a,,c,,,,A,,,',
        's,t,single,extreme,Hard,a,b,,,,,A,,,',
      ].join('\n'),
    );
    expect(rows.map((r) => r.errors)).toEqual([
      ['No correct answer: put the letter of the right choice in "correct", e.g. B'],
      ['A single-choice question has one correct letter, not A;B (use type multiple)'],
      ['Unknown type "essay" (use single, multiple, numeric, expression or text)'],
      ['The correct answer "lots" is not a number'],
      ['choice_b is empty but a later choice is filled: fill the choices in order'],
      ['Unknown difficulty "extreme" (use easy, medium or hard)'],
    ]);
  });

  it('answers 400 with the line of an unclosed quote or a missing column', async () => {
    const unclosed = await importFile({
      format: 'csv',
      content: `${CSV_HEADER}\ns,t,single,,"never closed,a,b\n,,,\n`,
    });
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.message).toBe('Line 2: a quoted field is never closed');
    const header = await importFile({ format: 'csv', content: 'name,age\nx,1\n' });
    expect(header.status).toBe(400);
    expect(header.body.message).toMatch(/^Line 1: the header has no type, stem, correct columns/);
  });
});

describe('GIFT', () => {
  it('reads every supported question type with comments, titles, escapes and LaTeX', () => {
    const gift = [
      '// A comment line',
      '$CATEGORY: $course$/Calculus',
      '',
      '::Limits 1:: What is $\\lim_{x \\to 0} \\frac{\\sin x}{x}$? {',
      '  =$1$ # right',
      '  ~$0$ # no',
      '  ~$\\infty$',
      '  ####Squeeze theorem: $\\sin x \\le x$.',
      '}',
      '',
      '// several right answers',
      'Which are prime? {~%50%2 ~%50%3 ~%-100%4}',
      '',
      'What is $\\pi$ to two places?{#3.14:0.005}',
      '',
      'Pick a number from 1 to 5.{#1..5}',
      '',
      'Who wrote the Principia?{=Newton =Isaac Newton =%50%Leibniz}',
      '',
      'The derivative of a constant is zero.{T}',
      '',
      '[markdown]Grant is {~buried =entombed ~living} in Grant\\:s tomb.',
      '',
      'Escapes\\: 1 \\= one, \\~ approx, \\# hash, \\{set\\} and $a \\neq b$\\nnext line{=ok ~\\{no\\}}',
      '',
      'Is $x=2$ a root of $x^2=4$?{=$x=2$ is a root ~$x=2$ is not a root}',
    ].join('\n');
    const rows = parseGiftQuestions(gift);
    expect(rows.map((r) => [r.row, r.line, r.errors])).toEqual([
      [1, 4, []],
      [2, 12, []],
      [3, 14, []],
      [4, 16, []],
      [5, 18, []],
      [6, 20, []],
      [7, 22, []],
      [8, 24, []],
      [9, 26, []],
    ]);
    const q = rows.map((r) => r.question);
    expect(q[0]).toMatchObject({
      type: 'single',
      stem: 'What is $\\lim_{x \\to 0} \\frac{\\sin x}{x}$?',
      choices: [
        { id: 'a', text: '$1$' },
        { id: 'b', text: '$0$' },
        { id: 'c', text: '$\\infty$' },
      ],
      answer: { type: 'single', correct: 'a' },
      explanation: 'Squeeze theorem: $\\sin x \\le x$.',
      subject: null,
      topic: null,
      status: 'draft',
      source: 'import',
    });
    expect(q[1]).toMatchObject({
      type: 'multiple',
      choices: [
        { id: 'a', text: '2' },
        { id: 'b', text: '3' },
        { id: 'c', text: '4' },
      ],
      answer: { type: 'multiple', correct: ['a', 'b'] },
    });
    expect(q[2]?.answer).toEqual({ type: 'numeric', value: 3.14, tolerance: 0.005 });
    expect(q[3]?.answer).toEqual({ type: 'numeric', value: 3, tolerance: 2 });
    expect(q[4]?.answer).toEqual({ type: 'text', accepted: ['Newton', 'Isaac Newton'] });
    expect(q[5]).toMatchObject({
      type: 'single',
      choices: [
        { id: 'a', text: 'True' },
        { id: 'b', text: 'False' },
      ],
      answer: { correct: 'a' },
    });
    expect(q[6]).toMatchObject({
      stem: 'Grant is _____ in Grant:s tomb.',
      answer: { type: 'single', correct: 'b' },
    });
    expect(q[7]).toMatchObject({
      stem: 'Escapes: 1 = one, ~ approx, # hash, {set} and $a \\neq b$\nnext line',
      choices: [
        { id: 'a', text: 'ok' },
        { id: 'b', text: '{no}' },
      ],
    });
    expect(q[8]).toMatchObject({
      choices: [
        { id: 'a', text: '$x=2$ is a root' },
        { id: 'b', text: '$x=2$ is not a root' },
      ],
      answer: { type: 'single', correct: 'a' },
    });
  });

  it('reads numeric ranges with decimals and negatives, and names what it cannot import', () => {
    const rows = parseGiftQuestions(
      [
        'Range.{#1.5..1.7}',
        '',
        'Negative.{#-5..-1}',
        '',
        'Moodle export.{#\n\t=%100%2.5:0.1#\n\t~#Wrong\n}',
        '',
        'Essay.{}',
        '',
        'Match.{=a -> 1 =b -> 2}',
        '',
        'Unclosed {=a ~b',
        '',
        'Two right.{=a =b ~c}',
        '',
        'No right.{~a ~b}',
        '',
        'Just a description',
      ].join('\n'),
    );
    expect(rows.map((r) => r.question?.answer ?? r.errors)).toEqual([
      { type: 'numeric', value: 1.6, tolerance: 0.1 },
      { type: 'numeric', value: -3, tolerance: 2 },
      { type: 'numeric', value: 2.5, tolerance: 0.1 },
      ['Essay questions ({}) cannot be imported: there is no answer to check'],
      ['Matching questions cannot be imported'],
      ['Line 14: the { of the answers is never closed'],
      [
        '2 answers are marked right with "="; mark one, or give each right answer a weight such as ~%50% for a multiple-answer question',
      ],
      ['No answer is marked right (= for one answer, ~%50% weights for several)'],
      ['No answer in braces: a GIFT description is not a question'],
    ]);
  });

  it("reads LaTeX as Moodle's own export escapes it", () => {
    const [row] = parseGiftQuestions(
      'Half of $\\\\frac\\{1\\}\\{2\\}$ is?{=$\\\\frac\\{1\\}\\{4\\}$ ~$1$}',
    );
    expect(row?.question).toMatchObject({
      stem: 'Half of $\\frac{1}{2}$ is?',
      choices: [
        { id: 'a', text: '$\\frac{1}{4}$' },
        { id: 'b', text: '$1$' },
      ],
    });
  });

  it('imports into the subject and topic chosen for the file, and needs them', async () => {
    const content = 'GIFT transfer: $2^{10}$ equals?{=1024 ~1000 ~2048}';
    const missing = await importFile({ format: 'gift', content, dryRun: true });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      subjectId: 'Choose the subject of these questions',
      topicId: 'Choose the topic of these questions',
    });
    const mismatch = await importFile({
      format: 'gift',
      content,
      subjectId: calculus.id,
      topicId: physics.kinematics,
    });
    expect(mismatch.body.fields).toEqual({ topicId: 'This topic belongs to another subject' });

    const done = await importFile({
      format: 'gift',
      content,
      subjectId: calculus.id,
      topicId: calculus.limits,
      dryRun: false,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ imported: 1, message: 'Imported 1 question' });
    const [stored] = await ctx.database.db
      .select()
      .from(questions)
      .where(eq(questions.stem, 'GIFT transfer: $2^{10}$ equals?'));
    expect(stored).toMatchObject({
      subjectId: calculus.id,
      topicId: calculus.limits,
      source: 'import',
      status: 'draft',
      difficulty: 'medium',
      createdBy: admin.id,
      irtA: 1,
      irtB: 0,
    });
    expect(stored?.irtC).toBeCloseTo(1 / 3);
  });
});

describe('Aiken', () => {
  it('reads questions with A. or A) choices, several lines of text and optional blank lines', () => {
    const rows = parseAikenQuestions(
      [
        'What is the capital of Egypt?',
        'A. Alexandria',
        'B. Cairo',
        'C. Giza',
        'ANSWER: B',
        'Which are even?',
        'It may take two lines.',
        'A) 2',
        'B) 3',
        'C) 4',
        'ANSWER: A, C',
        '',
        'No answer line here',
        'A. one',
        'B. two',
        '',
        'Answer outside the choices',
        'A. yes',
        'B. no',
        'ANSWER: D',
        'Choices out of order',
        'A. first',
        'C. third',
        'ANSWER: A',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.row, r.line, r.errors])).toEqual([
      [1, 1, []],
      [2, 6, []],
      [3, 13, ['No "ANSWER:" line after the choices']],
      [4, 17, ['The answer D is not one of the choices']],
      [5, 21, ['Line 23: expected choice B or "ANSWER: …"']],
    ]);
    expect(rows[0]?.question).toMatchObject({
      type: 'single',
      stem: 'What is the capital of Egypt?',
      choices: [
        { id: 'a', text: 'Alexandria' },
        { id: 'b', text: 'Cairo' },
        { id: 'c', text: 'Giza' },
      ],
      answer: { type: 'single', correct: 'b' },
    });
    expect(rows[1]?.question).toMatchObject({
      type: 'multiple',
      stem: 'Which are even?\nIt may take two lines.',
      answer: { type: 'multiple', correct: ['a', 'c'] },
    });
  });
});

describe('importing', () => {
  const validCsv = (marker: string) =>
    [
      CSV_HEADER,
      `ap-calculus-ab,limits-continuity,single,easy,${marker} one: what is $1+1$?,1,2,3,,,,B,,,draft`,
      `ap-calculus-ab,Limits and Continuity,numeric,medium,${marker} two: what is $3 \\times 4$?,,,,,,,12,,,confirmed`,
    ].join('\n');

  it('a dry run reports every row and writes nothing', async () => {
    const before = [await questionCount(), await revisionCount()];
    const res = await importFile({ format: 'csv', content: validCsv('Dry run'), dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: true,
      total: 2,
      valid: 2,
      invalid: 0,
      imported: 0,
      message: 'All 2 rows can be imported',
    });
    expect(res.body.rows[1]).toEqual({
      row: 2,
      line: 3,
      type: 'numeric',
      stem: 'Dry run two: what is $3 \\times 4$?',
      subject: 'AP Calculus AB',
      topic: 'Limits and Continuity',
      errors: [],
    });
    expect([await questionCount(), await revisionCount()]).toEqual(before);
  });

  const mixedCsv = [
    CSV_HEADER,
    'ap-calculus-ab,limits-continuity,single,,Mixed valid: what is $2+2$?,3,4,,,,,B,,,',
    'no-such-subject,limits-continuity,single,,Mixed bad subject,a,b,,,,,A,,,',
    'ap-calculus-ab,no-such-topic,single,,Mixed bad topic,a,b,,,,,A,,,',
    'ap-calculus-ab,limits-continuity,single,,Mixed no answer,a,b,,,,,,,,',
    'ap-calculus-ab,limits-continuity,single,,Mixed duplicate choices,Same,same,,,,,A,,,',
    'ap-calculus-ab,limits-continuity,single,,Mixed bad LaTeX $\\frac{1}{$,a,b,,,,,A,,,',
    'ap-calculus-ab,limits-continuity,expression,,Mixed bad expression,,,,,,,\\frac{,,,',
    'ap-calculus-ab,limits-continuity,single,,Mixed valid: what is $2+2$?,3,4,,,,,A,,,',
  ].join('\r\n');

  it('gives each invalid row its number and its errors in plain words', async () => {
    const res = await importFile({ format: 'csv', content: mixedCsv, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 8, valid: 1, invalid: 7, imported: 0 });
    const errors = Object.fromEntries(res.body.rows.map((r) => [r.row, r.errors]));
    expect(errors[1]).toEqual([]);
    expect(errors[2]).toEqual(['Unknown subject "no-such-subject"']);
    expect(errors[3]).toEqual(['Unknown topic "no-such-topic" in AP Calculus AB']);
    expect(errors[4]).toEqual([
      'No correct answer: put the letter of the right choice in "correct", e.g. B',
    ]);
    expect(errors[5]).toEqual(['Two choices are the same']);
    expect(errors[6]?.[0]).toMatch(/^LaTeX does not parse \(\$\\frac\{1\}\{\$\)/);
    expect(errors[7]?.[0]).toMatch(/^The answer expression does not parse/);
    expect(errors[8]).toEqual(['Exact duplicate of row 1 in this file']);
    expect(res.body.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('checks many questions with exactly the messages checkQuestion gives', async () => {
    const drafts: QuestionDraft[] = [
      {
        type: 'single',
        stem: 'Costs \\$5 or $\\frac{1}{$ and $$x^2$$?',
        explanation: 'See $\\sqrt{$.',
        choices: [
          { id: 'a', text: '$X$' },
          { id: 'b', text: '$x$' },
          { id: 'c', text: 'Both $\\alpha$' },
          { id: 'd', text: 'both $\\alpha$' },
        ],
        answer: { type: 'single', correct: 'z' },
      },
      {
        type: 'expression',
        stem: '$\\int x\\,dx$',
        explanation: '',
        choices: [],
        answer: { type: 'expression', expression: '\\frac{' },
      },
      {
        type: 'multiple',
        stem: 'Pick $1$',
        explanation: '',
        choices: [
          { id: 'a', text: '$1$' },
          { id: 'b', text: '$2$' },
        ],
        answer: { type: 'multiple', correct: ['a'] },
      },
    ];
    const check = questionChecker();
    for (const draft of [...drafts, ...drafts]) {
      expect(await check(draft)).toEqual(await checkQuestion(draft));
    }
  });

  it('all or nothing: one invalid row and nothing is imported (422 with the report)', async () => {
    const before = await questionCount();
    const res = await importFile({ format: 'csv', content: mixedCsv, dryRun: false });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      imported: 0,
      invalid: 7,
      message: 'Nothing was imported: 7 rows have errors. Fix them, or import only the valid rows.',
    });
    expect(await questionCount()).toBe(before);
  });

  it('valid rows only: imports those, with an import revision each, and skips the others', async () => {
    const before = await questionCount();
    const res = await importFile({
      format: 'csv',
      content: mixedCsv,
      dryRun: false,
      mode: 'valid_only',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      imported: 1,
      message: 'Imported 1 question; 7 rows with errors skipped',
    });
    expect(await questionCount()).toBe(before + 1);
    const [stored] = await ctx.database.db
      .select()
      .from(questions)
      .where(eq(questions.stem, 'Mixed valid: what is $2+2$?'));
    expect(stored).toMatchObject({
      source: 'import',
      type: 'single',
      answer: { type: 'single', correct: 'b' },
    });
    const history = await ctx.database.db
      .select()
      .from(questionRevisions)
      .where(eq(questionRevisions.questionId, stored?.id ?? ''));
    expect(history).toMatchObject([
      { action: 'import', changedBy: admin.id, before: null, after: { format: 'csv' } },
    ]);
  });

  it('all valid: imports everything in one go; confirmed rows record who confirmed them', async () => {
    const res = await importFile({ format: 'csv', content: validCsv('Clean'), dryRun: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 2, valid: 2, invalid: 0 });
    const stored = await ctx.database.db
      .select()
      .from(questions)
      .where(sql`${questions.stem} like 'Clean %'`);
    expect(stored).toHaveLength(2);
    const confirmed = stored.find((q) => q.status === 'confirmed');
    expect(confirmed).toMatchObject({ confirmedBy: admin.id, topicId: calculus.limits });
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
  });

  it('refuses an exact duplicate of a question already in the bank', async () => {
    const [seeded] = await ctx.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.type, 'single'), sql`${questions.stem} not like '%$%'`))
      .limit(1);
    const item = {
      subject: 'ap-calculus-ab',
      topic: 'limits-continuity',
      type: 'single',
      // Case and spacing do not make it a different question.
      stem: `  ${seeded?.stem.toUpperCase()}  `,
      choices: seeded?.choices,
      answer: seeded?.answer,
    };
    const res = await importFile({
      format: 'json',
      content: JSON.stringify({ format: 'tafawuq-questions', version: 1, questions: [item] }),
    });
    expect(res.body.rows[0]?.errors).toEqual(['Exact duplicate of a question already in the bank']);
  });

  it('answers 4xx, never 5xx, to oversize, garbage and non-administrators', async () => {
    const big = await importFile({ format: 'aiken', content: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(big.status).toBe(400);
    expect(big.body.fields).toEqual({ content: 'The file is larger than 5 MB' });
    // 5 MB of characters that take two bytes each in UTF-8.
    const wide = await importFile({ format: 'csv', content: 'é'.repeat(3 * 1024 * 1024) });
    expect(wide.status).toBe(400);
    expect(wide.body.fields).toEqual({ content: 'The file is larger than 5 MB' });
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/questions/import',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ format: 'csv', content: '"'.repeat(7 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);

    const notJson = await importFile({ format: 'json', content: '{\n  "questions": [\n    {,\n' });
    expect(notJson.status).toBe(400);
    // Node words the complaint itself; the line is ours.
    expect(notJson.body.message).toMatch(/^The file is not valid JSON\. Line 3: \S/);
    const wrongShape = await importFile({ format: 'json', content: '{"hello": 1}' });
    expect(wrongShape.body.message).toBe(
      'Expected an object with a "questions" list (see the JSON format)',
    );
    const newer = await importFile({
      format: 'json',
      content: '{"format":"tafawuq-questions","version":2,"questions":[]}',
    });
    expect(newer.body.message).toBe('The file has format version 2; this server reads version 1');
    const badItems = await importFile({
      format: 'json',
      content: JSON.stringify([null, 7, { type: 'single', stem: 'x', answer: { type: 'maybe' } }]),
    });
    expect(badItems.status).toBe(200);
    expect(badItems.body.invalid).toBe(3);
    expect(badItems.body.rows[2]?.errors).toContain('subject: The subject is missing');
    const binary = await importFile({ format: 'csv', content: '\u0000\u0001\u0002\uFFFD,\u0007' });
    expect(binary.status).toBe(400);
    const empty = await importFile({ format: 'gift', content: '   \n  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty');
    const onlyComments = await importFile({
      format: 'gift',
      content: '// nothing\n',
      subjectId: calculus.id,
      topicId: calculus.limits,
    });
    expect(onlyComments.body.message).toBe('The file has no questions');
    const many = await importFile({
      format: 'aiken',
      content: 'Q\nA. a\nB. b\nANSWER: A\n'.repeat(20_001),
      subjectId: calculus.id,
      topicId: calculus.limits,
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(
      'The file has 20,001 questions; import at most 20,000 at a time',
    );
    const badFormat = await importFile({ format: 'xml', content: '<q/>' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.fields).toEqual({ format: 'Choose JSON, CSV, GIFT or Aiken' });
    const badIds = await importFile({ format: 'gift', content: 'x{T}', subjectId: 'nope' });
    expect(badIds.body.fields).toMatchObject({ subjectId: 'Unknown subject' });
    const unknownIds = await importFile({
      format: 'aiken',
      content: 'x\nA. a\nB. b\nANSWER: A',
      subjectId: '00000000-0000-4000-8000-000000000000',
      topicId: calculus.limits,
    });
    expect(unknownIds.status).toBe(400);
    expect(unknownIds.body.fields).toMatchObject({ subjectId: 'Unknown subject' });

    const asStudent = await importFile({ format: 'csv', content: validCsv('x') }, ctx, student);
    expect(asStudent.status).toBe(403);
    expect((await exportFile('format=json', ctx, student)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/questions/export?format=csv',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('exporting', () => {
  it('downloads the filtered questions as a dated JSON file', async () => {
    const res = await exportFile(`format=json&subject=${calculus.id}&type=single`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const date = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tafawuq-questions-${date}.json"`,
    );
    const file = res.json() as { format: string; version: number; count: number; questions: [] };
    const [expected] = await ctx.database.db
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.subjectId, calculus.id), eq(questions.type, 'single')));
    expect(file).toMatchObject({ format: 'tafawuq-questions', version: 1, count: expected?.n });
    expect(file.questions).toHaveLength(expected?.n ?? -1);
    expect(
      file.questions.every(
        (q: { subject: string; type: string }) =>
          q.subject === 'ap-calculus-ab' && q.type === 'single',
      ),
    ).toBe(true);
  });

  it('honours status, source, difficulty, topic and the text search, and refuses bad filters', async () => {
    const json = async (query: string) =>
      (await exportFile(`format=json&${query}`)).json() as {
        questions: { stem: string; status: string; source: string; topic: string }[];
      };
    const imported = await json('source=import&status=confirmed');
    expect(imported.questions.length).toBeGreaterThan(0);
    expect(imported.questions.every((q) => q.source === 'import' && q.status === 'confirmed')).toBe(
      true,
    );
    const search = await json('q=CLEAN%20ONE');
    expect(search.questions.map((q) => q.stem)).toEqual(['Clean one: what is $1+1$?']);
    const byTopic = await json(`topic=${calculus.derivatives}&difficulty=hard`);
    expect(byTopic.questions.every((q) => q.topic === 'differentiation-basics')).toBe(true);
    const none = await exportFile('format=json&q=zzqqxxnotthere');
    expect(none.json()).toMatchObject({ count: 0, questions: [] });

    const bad = await exportFile('format=xml&type=essay');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ format: 'Use json or csv', type: 'Unknown question type' });
  });

  it('CSV: the documented columns, RFC 4180 quoting, and a round trip of what CSV carries', async () => {
    const res = await exportFile(`format=csv&subject=${calculus.id}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="tafawuq-questions-.*\.csv"/);
    const text = res.body;
    expect(text.startsWith(`\uFEFF${CSV_HEADER}\r\n`)).toBe(true);
    const exported = parseCsvQuestions(text);
    expect(exported.every((r) => r.errors.length === 0)).toBe(true);

    // Take the calculus questions out, import the CSV back: the same rows come out again.
    const db = ctx.database.db;
    const ids = (
      await db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.subjectId, calculus.id))
    ).map((r) => r.id);
    await db.delete(questions).where(inArray(questions.id, ids));
    const back = await importFile({ format: 'csv', content: text, dryRun: false });
    expect(back.body).toMatchObject({ imported: ids.length, invalid: 0 });
    const again = (await exportFile(`format=csv&subject=${calculus.id}`)).body;
    const lines = (csv: string) => csv.split('\r\n').sort();
    expect(lines(again)).toEqual(lines(text));
  });
});

describe('JSON round trip', () => {
  const SAMPLE = {
    format: 'tafawuq-questions',
    version: 1,
    questions: [
      {
        subject: 'ap-calculus-ab',
        topic: 'limits-continuity',
        passage: null,
        type: 'single',
        stem: 'Round trip: what is $\\lim_{x\\to 0} \\frac{\\sin x}{x}$?\n\nThink of the *squeeze* theorem.',
        explanation: 'Since $\\cos x \\le \\frac{\\sin x}{x} \\le 1$, the limit is $1$.',
        choices: [
          { id: 'p', text: '$0$' },
          { id: 'q', text: '$1$' },
          { id: 'r', text: '$\\infty$' },
        ],
        answer: { type: 'single', correct: 'q' },
        difficulty: 'easy',
        irt: { a: 1.37, b: -0.42, c: 0.21 },
        calibratedAt: '2026-03-04T05:06:07.089Z',
        source: 'ai',
        status: 'confirmed',
      },
      {
        subject: 'ap-calculus-ab',
        topic: 'differentiation-basics',
        passage: null,
        type: 'multiple',
        stem: 'Round trip: which functions are differentiable at $x=0$?',
        explanation: '',
        choices: [
          { id: 'a', text: '$x^2$' },
          { id: 'b', text: '$|x|$' },
          { id: 'c', text: '$\\sin x$' },
          { id: 'd', text: '$\\sqrt[3]{x}$' },
          { id: 'e', text: '$e^x$' },
          { id: 'f', text: '$\\ln(1+x)$' },
          { id: 'g', text: '$x|x|$' },
        ],
        answer: { type: 'multiple', correct: ['a', 'c', 'e', 'f', 'g'] },
        difficulty: 'hard',
        irt: { a: 0.8, b: 1.2, c: 0 },
        calibratedAt: null,
        source: 'item_model',
        status: 'pending_review',
      },
      {
        subject: 'ap-physics-1',
        topic: 'kinematics',
        passage: null,
        type: 'numeric',
        stem: 'Round trip: a ball falls from rest for $2\\,\\text{s}$. How far, in m ($g = 9.8$)?',
        explanation: '$d = \\tfrac12 g t^2 = 19.6$',
        choices: [],
        answer: { type: 'numeric', value: 19.6, tolerance: 0.05 },
        difficulty: 'medium',
        irt: { a: 1, b: 0, c: 0 },
        calibratedAt: null,
        source: 'manual',
        status: 'archived',
      },
      {
        subject: 'ap-calculus-ab',
        topic: 'integration-accumulation',
        passage: null,
        type: 'expression',
        stem: 'Round trip: find $\\int x\\,dx$.',
        explanation: 'Power rule.',
        choices: [],
        answer: { type: 'expression', expression: '\\frac{1}{2}x^2+C' },
        difficulty: 'medium',
        irt: { a: 1, b: 0, c: 0 },
        calibratedAt: null,
        source: 'import',
        status: 'draft',
      },
      {
        subject: 'est-1-literacy',
        topic: 'reading-comprehension',
        passage: {
          key: 'round-trip-passage',
          title: 'The Lighthouse',
          body: 'The Pharos of Alexandria stood for centuries.\n\nIt guided ships, "day and night".',
        },
        type: 'text',
        stem: 'Round trip: in which city did the Pharos stand?',
        explanation: 'The first sentence names it.',
        choices: [],
        answer: { type: 'text', accepted: ['Alexandria', 'the city of Alexandria'] },
        difficulty: 'easy',
        irt: { a: 1, b: -1, c: 0 },
        calibratedAt: null,
        source: 'manual',
        status: 'confirmed',
      },
      {
        subject: 'est-1-literacy',
        topic: 'reading-comprehension',
        passage: {
          key: 'round-trip-passage',
          title: 'The Lighthouse',
          body: 'The Pharos of Alexandria stood for centuries.\n\nIt guided ships, "day and night".',
        },
        type: 'single',
        stem: 'Round trip: the passage says the Pharos guided ships…',
        explanation: '',
        choices: [
          { id: 'a', text: 'only by day' },
          { id: 'b', text: 'day and night' },
        ],
        answer: { type: 'single', correct: 'b' },
        difficulty: 'easy',
        irt: { a: 1, b: -1, c: 0.5 },
        calibratedAt: null,
        source: 'manual',
        status: 'draft',
      },
    ],
  };

  it('a JSON export imported into a fresh database restores every field', async () => {
    const first = await importFile({
      format: 'json',
      content: JSON.stringify(SAMPLE),
      dryRun: false,
    });
    expect(first.body).toMatchObject({ imported: SAMPLE.questions.length, invalid: 0 });

    const exported = await exportFile('format=json');
    const file = exported.json() as { questions: unknown[]; count: number };
    for (const q of SAMPLE.questions) expect(file.questions).toContainEqual(q);

    const fresh = await buildTestApp();
    try {
      const freshAdmin = await createUser(fresh, 'admin');
      // An empty bank: the seeded questions and passages go, so every question comes from the file.
      await fresh.database.db.delete(questions);
      await fresh.database.db.delete(passages);
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/admin/questions/import',
        headers: freshAdmin.headers,
        payload: { format: 'json', content: exported.body, dryRun: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ imported: file.count, invalid: 0 });
      const again = await exportFile('format=json', fresh, freshAdmin);
      const sortByStem = (qs: unknown[]) =>
        [...(qs as { stem: string }[])].sort((a, b) => a.stem.localeCompare(b.stem));
      expect(sortByStem((again.json() as { questions: unknown[] }).questions)).toEqual(
        sortByStem(file.questions),
      );
      const restored = await fresh.database.db
        .select({ key: passages.key, title: passages.title, body: passages.body })
        .from(passages)
        .where(eq(passages.key, 'round-trip-passage'));
      expect(restored).toEqual([SAMPLE.questions[4]?.passage]);
    } finally {
      await fresh.close();
    }
  });
});
