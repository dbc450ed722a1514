import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPRESSION_WORKER,
  expressionWorkerRunning,
} from '../../src/server/modules/math/expression-worker';
import {
  expressionsEquivalent,
  TOO_COMPLEX,
} from '../../src/server/modules/math/expressions-equivalent';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let workerAtBoot: boolean;
beforeAll(async () => {
  ctx = await buildTestApp();
  workerAtBoot = expressionWorkerRunning();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const parse = (latex: unknown) => post('/api/admin/math/parse', { latex });
const equivalent = (a: unknown, b: unknown) => post('/api/admin/math/equivalent', { a, b });

describe('parsing LaTeX (administrators’ math field test)', () => {
  it('returns the MathJSON and the canonical LaTeX of a valid expression', async () => {
    const res = await parse('\\frac{x^2-1}{2}');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.valid).toBe(true);
    expect(body.errors).toEqual([]);
    expect(body.mathJson).toEqual(['Multiply', ['Rational', 1, 2], ['Add', ['Power', 'x', 2], -1]]);
    expect(body.canonical).toBe('\\frac{x^2-1}{2}');

    const canonical = (await parse('2(x+1)')).json();
    expect(canonical.mathJson).toEqual(['Multiply', 2, ['Add', 'x', 1]]);
    expect((await parse('\\sqrt{4}')).json().mathJson).toBe(2);
  });

  it('reports LaTeX with errors as invalid, with the errors in words', async () => {
    const open = (await parse('\\frac{1}{')).json();
    expect(open.valid).toBe(false);
    expect(open.errors).toEqual(['A closing brace or bracket is missing: {']);
    expect(JSON.stringify(open.mathJson)).toContain('Error');

    expect((await parse('x+')).json().errors).toEqual([
      'An operator is missing a number or variable next to it: +',
    ]);
    expect((await parse('\\foo')).json().errors).toEqual(['Unknown or misplaced command: \\foo']);
    expect((await parse('2x)')).json().errors).toEqual(['A bracket is not matched: )']);
    // MathLive's empty box is not silently dropped.
    const box = (await parse('x^{\\placeholder{}}')).json();
    expect(box.valid).toBe(false);
    expect(box.errors).toEqual(['A box of the expression is empty']);
  });

  it('refuses an empty or overlong input with a clear message', async () => {
    const empty = await parse('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ latex: 'Enter an expression' });
    const missing = await post('/api/admin/math/parse', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ latex: 'Required' });
    const long = await parse(`${'x+'.repeat(500)}1`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ latex: 'At most 1000 characters' });
    expect((await parse(`${'x+'.repeat(499)}x`)).statusCode).toBe(200);
  });
});

describe('equivalence of two expressions', () => {
  const cases: [string, string, boolean][] = [
    ['x^2-1', '(x-1)(x+1)', true],
    ['\\frac{1}{2}', '0.5', true],
    ['\\sin^2x+\\cos^2x', '1', true],
    ['2x', 'x^2', false],
    ['x+y', 'y+x', true],
    ['2(x+1)', '2x+2', true],
    ['\\frac{x^2-1}{x-1}', 'x+1', true],
    ['(a+b)^2', 'a^2+2ab+b^2', true],
    ['(a+b)^2', 'a^2+b^2', false],
    ['\\sqrt{x^2}', '|x|', true],
    ['\\sqrt{x^2}', 'x', false],
    ['\\ln(xy)', '\\ln x+\\ln y', false],
    ['e^{i\\pi}', '-1', true],
    ['\\frac{1}{3}', '0.333', false],
    ['\\sin(2x)', '2\\sin x\\cos x', true],
    ['\\tan x', '\\frac{\\sin x}{\\cos x}', true],
    ['x^{1/2}', '\\sqrt{x}', true],
    ['y=2x+1', '2x+1=y', true],
    ['y=2x+1', 'y-2x=1', true],
    ['y=2x+1', 'y=2x-1', false],
    ['x', 'y', false],
  ];

  it.each(cases)('%s ≡ %s is %s', async (a, b, expected) => {
    const res = await equivalent(a, b);
    expect(res.statusCode).toBe(200);
    expect(res.json().equivalent).toBe(expected);
  });

  it('shows both canonical forms and how it decided', async () => {
    const body = (await equivalent('x^2-1', '(x-1)(x+1)')).json();
    expect(body).toMatchObject({
      equivalent: true,
      aCanonical: 'x^2-1',
      bCanonical: '(x-1)(x+1)',
    });
    expect(['structural', 'symbolic', 'numeric']).toContain(body.method);
    expect((await equivalent('\\sin^2x+\\cos^2x', '1')).json().method).toBe('numeric');
    expect((await equivalent('2x', 'x^2')).json().method).toBe('numeric');
  });

  it('gives the same verdict every time (no luck in marking)', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 5 }, () =>
        expressionsEquivalent('\\frac{1}{x}+\\frac{1}{y}', '\\frac{x+y}{xy}'),
      ),
    );
    expect(verdicts.every((v) => v.equivalent)).toBe(true);
  });

  it('refuses overlong input when called directly too (as the exam room does)', async () => {
    await expect(expressionsEquivalent('x', 'x'.repeat(1001))).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { b: 'At most 1000 characters' },
    });
  });

  it('refuses an expression that does not parse, saying which one', async () => {
    const first = await equivalent('\\frac{1}{', '1');
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(
      'The first expression does not parse: A closing brace or bracket is missing: {',
    );
    expect(first.json().fields).toEqual({ a: 'A closing brace or bracket is missing: {' });

    const second = await equivalent('x', 'x+');
    expect(second.statusCode).toBe(400);
    expect(second.json().fields).toEqual({
      b: 'An operator is missing a number or variable next to it: +',
    });

    const empty = await equivalent('x', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ b: 'Enter an expression' });
    const long = await equivalent('x'.repeat(1001), 'x');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ a: 'At most 1000 characters' });
  });
});

describe('checking in a worker thread, with a timeout', () => {
  // Takes about 8 s of the engine's time on the development machine: far past the timeout.
  const PATHOLOGICAL = '1000000!';

  it('starts the worker on the first check, not with the server', () => {
    expect(workerAtBoot).toBe(false);
    expect(expressionWorkerRunning()).toBe(true);
  });

  it('keeps serving other requests while a pathological check runs, then gives up with a 400', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    let settled = false;
    const pending = equivalent(PATHOLOGICAL, '1').finally(() => {
      settled = true;
    });
    await sleep(500);
    const healthStarted = performance.now();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const healthMs = performance.now() - healthStarted;
    expect(settled).toBe(false);
    const res = await pending;
    const elapsed = performance.now() - started;
    delay.disable();

    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(300);
    expect(delay.max / 1e6).toBeLessThan(300);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: TOO_COMPLEX });
    expect(elapsed).toBeGreaterThanOrEqual(EXPRESSION_WORKER.timeoutMs - 50);
    expect(elapsed).toBeLessThan(EXPRESSION_WORKER.timeoutMs + 1_500);
  });

  it('checks normally after a timeout, also a check queued behind the pathological one', async () => {
    const [slow, queued] = await Promise.all([
      equivalent(`${PATHOLOGICAL}x`, 'x'),
      equivalent('x^2-1', '(x-1)(x+1)'),
    ]);
    expect(slow.statusCode).toBe(400);
    expect(queued.statusCode).toBe(200);
    expect(queued.json().equivalent).toBe(true);
    const next = await equivalent('2x', 'x^2');
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ equivalent: false, method: 'numeric' });
    // Parse errors still come back as field errors from the (new) worker.
    const invalid = await equivalent('x', 'x+');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION', fields: { b: expect.any(String) } });
  });

  it('ends an idle worker, and starts a new one when needed', async () => {
    const idleMs = EXPRESSION_WORKER.idleMs;
    EXPRESSION_WORKER.idleMs = 100;
    try {
      await expressionsEquivalent('x+1', '1+x');
      expect(expressionWorkerRunning()).toBe(true);
      await expect.poll(expressionWorkerRunning, { timeout: 2_000 }).toBe(false);
    } finally {
      EXPRESSION_WORKER.idleMs = idleMs;
    }
    expect((await expressionsEquivalent('x+1', '1+x')).equivalent).toBe(true);
    expect(expressionWorkerRunning()).toBe(true);
  });

  it('ends the worker when the server closes', async () => {
    const other = await buildTestApp();
    await expressionsEquivalent('x+1', '1+x');
    expect(expressionWorkerRunning()).toBe(true);
    await other.close();
    expect(expressionWorkerRunning()).toBe(false);
  });
});

describe('who may use the math endpoints', () => {
  it('refuses visitors and every role but administrators', async () => {
    const visitor = await post('/api/admin/math/parse', { latex: 'x' }, TEST_ORIGIN);
    expect(visitor.statusCode).toBe(401);
    for (const role of ['student', 'affiliate'] as const) {
      const user = await createUser(ctx, role);
      expect((await post('/api/admin/math/parse', { latex: 'x' }, user.headers)).statusCode).toBe(
        403,
      );
      expect(
        (await post('/api/admin/math/equivalent', { a: 'x', b: 'x' }, user.headers)).statusCode,
      ).toBe(403);
    }
  });
});
