/**
 * The scientific calculator's arithmetic: a small recursive-descent parser over the keys the
 * calculator offers (no `eval`, no `Function`). Grammar, loosest first:
 *
 *   sum     := product (('+' | '−') product)*
 *   product := unary (('×' | '÷') unary | implicit unary)*      2π, 3(4), 2sin(30)
 *   unary   := ('+' | '−') unary | power
 *   power   := postfix ('^' unary)?                              right-associative, −2^2 = −4
 *   postfix := primary ('!' | '%')*
 *   primary := number | π | e | ANS | x | func primary | '(' sum ')'
 *
 * `x` is the graphing calculator's variable: `compile` turns an expression in x into a
 * function; `evaluate` (no x) calls it a syntax error.
 */

import { CalcFailure, type FuncName, type Token, tokenize } from './calculator-tokens';

export type AngleMode = 'deg' | 'rad';

export type CalculatorResult = { ok: true; value: number } | { ok: false; error: CalcError };

/** Why an expression has no value (the UI turns these into sentences). */
export type CalcError = 'syntax' | 'domain' | 'divideByZero' | 'overflow' | 'empty';

type Context = { angle: AngleMode; ans: number; x?: number };

function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new CalcFailure('domain');
  if (n > 170) throw new CalcFailure('overflow');
  let result = 1;
  for (let k = 2; k <= n; k++) result *= k;
  return result;
}

/** Sines of exact multiples of 90° (or π/2) come out as 0, not 1.2e-16. */
function clean(x: number): number {
  return Math.abs(x) < 1e-12 ? 0 : x;
}

function applyFunc(name: FuncName, x: number, ctx: Context): number {
  const toRad = (v: number) => (ctx.angle === 'deg' ? (v * Math.PI) / 180 : v);
  const fromRad = (v: number) => (ctx.angle === 'deg' ? (v * 180) / Math.PI : v);
  switch (name) {
    case 'sin':
      return clean(Math.sin(toRad(x)));
    case 'cos':
      return clean(Math.cos(toRad(x)));
    case 'tan': {
      const c = clean(Math.cos(toRad(x)));
      if (c === 0) throw new CalcFailure('domain');
      return clean(Math.sin(toRad(x)) / Math.cos(toRad(x)));
    }
    case 'asin':
    case 'acos':
      if (x < -1 || x > 1) throw new CalcFailure('domain');
      return fromRad(name === 'asin' ? Math.asin(x) : Math.acos(x));
    case 'atan':
      return fromRad(Math.atan(x));
    case 'ln':
    case 'log':
      if (x <= 0) throw new CalcFailure('domain');
      return name === 'ln' ? Math.log(x) : Math.log10(x);
    case 'sqrt':
      if (x < 0) throw new CalcFailure('domain');
      return Math.sqrt(x);
    case 'cbrt':
      return Math.cbrt(x);
  }
}

class Parser {
  private index = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly ctx: Context,
  ) {}

  parse(): number {
    const value = this.sum();
    if (this.index < this.tokens.length) throw new CalcFailure('syntax');
    return value;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isOp(op: string): boolean {
    const t = this.peek();
    return t?.kind === 'op' && t.op === op;
  }

  private sum(): number {
    let value = this.product();
    while (this.isOp('+') || this.isOp('-')) {
      const plus = this.isOp('+');
      this.index++;
      const rhs = this.product();
      value = plus ? value + rhs : value - rhs;
    }
    return value;
  }

  /** A token that can start a factor written right after another: 2π, 2(3), 2sin(30). */
  private startsImplicitFactor(): boolean {
    const t = this.peek();
    return t?.kind === 'num' || t?.kind === 'const' || t?.kind === 'func' || t?.kind === 'lparen';
  }

  private product(): number {
    let value = this.unary();
    for (;;) {
      if (this.isOp('*') || this.isOp('/')) {
        const times = this.isOp('*');
        this.index++;
        const rhs = this.unary();
        if (!times && rhs === 0) throw new CalcFailure('divideByZero');
        value = times ? value * rhs : value / rhs;
      } else if (this.startsImplicitFactor()) {
        value *= this.unary();
      } else {
        return value;
      }
    }
  }

  private unary(): number {
    if (this.isOp('-')) {
      this.index++;
      return -this.unary();
    }
    if (this.isOp('+')) {
      this.index++;
      return this.unary();
    }
    return this.power();
  }

  private power(): number {
    const base = this.postfix();
    if (this.isOp('^')) {
      this.index++;
      const exponent = this.unary();
      const value = base ** exponent;
      if (Number.isNaN(value)) throw new CalcFailure('domain');
      return value;
    }
    return base;
  }

  private postfix(): number {
    let value = this.primary();
    while (this.isOp('!') || this.isOp('%')) {
      value = this.isOp('!') ? factorial(value) : value / 100;
      this.index++;
    }
    return value;
  }

  private primary(): number {
    const t = this.peek();
    if (!t) throw new CalcFailure('syntax');
    this.index++;
    switch (t.kind) {
      case 'num':
        return t.value;
      case 'const':
        if (t.name === 'x') {
          if (this.ctx.x === undefined) throw new CalcFailure('syntax');
          return this.ctx.x;
        }
        return t.name === 'pi' ? Math.PI : t.name === 'e' ? Math.E : this.ctx.ans;
      case 'func':
        // sin(30) or sin 30; the argument binds tighter than × (sin 30 × 2 = (sin 30)·2).
        return applyFunc(t.name, this.isLParen() ? this.group() : this.unary(), this.ctx);
      case 'lparen': {
        this.index--;
        return this.group();
      }
      default:
        throw new CalcFailure('syntax');
    }
  }

  private isLParen(): boolean {
    return this.peek()?.kind === 'lparen';
  }

  /** '(' sum ')', where closing parentheses missing at the very end are implied. */
  private group(): number {
    this.index++;
    const value = this.sum();
    const t = this.peek();
    if (t?.kind === 'rparen') this.index++;
    else if (t !== undefined) throw new CalcFailure('syntax');
    return value;
  }
}

/** Evaluates what the student typed; never throws. */
export function evaluate(
  input: string,
  options: { angle?: AngleMode; ans?: number } = {},
): CalculatorResult {
  if (!input.trim()) return { ok: false, error: 'empty' };
  try {
    const tokens = tokenize(input);
    const value = new Parser(tokens, {
      angle: options.angle ?? 'deg',
      ans: options.ans ?? 0,
    }).parse();
    if (Number.isNaN(value)) return { ok: false, error: 'domain' };
    if (!Number.isFinite(value)) return { ok: false, error: 'overflow' };
    return { ok: true, value };
  } catch (err) {
    if (err instanceof CalcFailure) return { ok: false, error: err.reason };
    return { ok: false, error: 'syntax' };
  }
}

export type CompiledFunction =
  | { ok: true; f: (x: number) => number }
  | { ok: false; error: Exclude<CalcError, 'divideByZero' | 'overflow' | 'domain'> };

/**
 * An expression in x (`x^2-3`, `2sin(x)`, `√(x+1)`) as a function for the graphing calculator,
 * parsed once (no `eval`). Angles are in radians. Where it has no value (outside the domain, a
 * division by zero) the function gives NaN, which the plot draws as a gap.
 */
export function compile(input: string, angle: AngleMode = 'rad'): CompiledFunction {
  if (!input.trim()) return { ok: false, error: 'empty' };
  let tokens: Token[];
  try {
    tokens = tokenize(input);
  } catch {
    return { ok: false, error: 'syntax' };
  }
  const at = (x: number): number => {
    try {
      return new Parser(tokens, { angle, ans: 0, x }).parse();
    } catch (err) {
      if (err instanceof CalcFailure && err.reason === 'syntax') throw err;
      return Number.NaN;
    }
  };
  // A syntax error shows at any x; a domain error only at some.
  try {
    for (const x of [0.5, -1.5, 2.25]) at(x);
  } catch {
    return { ok: false, error: 'syntax' };
  }
  return {
    ok: true,
    f: (x) => {
      try {
        const y = at(x);
        return Number.isFinite(y) ? y : Number.NaN;
      } catch {
        return Number.NaN;
      }
    },
  };
}

/** A result as the display shows it: up to 10 significant digits, no float noise. */
export function formatResult(value: number): string {
  if (Object.is(value, -0) || value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1e12 || abs < 1e-9) {
    return value
      .toExponential(8)
      .replace(/\.?0+e/, 'e')
      .replace('e+', 'e');
  }
  return String(Number(value.toPrecision(10)));
}
