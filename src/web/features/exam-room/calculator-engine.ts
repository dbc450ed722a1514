/**
 * The scientific calculator's arithmetic: a small recursive-descent parser over the keys the
 * calculator offers (no `eval`, no `Function`). Grammar, loosest first:
 *
 *   sum     := product (('+' | '−') product)*
 *   product := unary (('×' | '÷') unary | implicit unary)*      2π, 3(4), 2sin(30)
 *   unary   := ('+' | '−') unary | power
 *   power   := postfix ('^' unary)?                              right-associative, −2^2 = −4
 *   postfix := primary ('!' | '%')*
 *   primary := number | π | e | ANS | func primary | '(' sum ')'
 */

export type AngleMode = 'deg' | 'rad';

export type CalculatorResult = { ok: true; value: number } | { ok: false; error: CalcError };

/** Why an expression has no value (the UI turns these into sentences). */
export type CalcError = 'syntax' | 'domain' | 'divideByZero' | 'overflow' | 'empty';

class CalcFailure extends Error {
  constructor(readonly reason: CalcError) {
    super(reason);
  }
}

type Token =
  | { kind: 'num'; value: number }
  | { kind: 'const'; name: 'pi' | 'e' | 'ans' }
  | { kind: 'func'; name: FuncName }
  | { kind: 'op'; op: '+' | '-' | '*' | '/' | '^' | '!' | '%' }
  | { kind: 'lparen' }
  | { kind: 'rparen' };

const FUNCS = ['asin', 'acos', 'atan', 'sin', 'cos', 'tan', 'ln', 'log', 'sqrt', 'cbrt'] as const;
type FuncName = (typeof FUNCS)[number];

/** Spellings accepted from the keyboard and the keys (longest first). */
const WORDS: [string, Token][] = [
  ['sin⁻¹', { kind: 'func', name: 'asin' }],
  ['cos⁻¹', { kind: 'func', name: 'acos' }],
  ['tan⁻¹', { kind: 'func', name: 'atan' }],
  ['arcsin', { kind: 'func', name: 'asin' }],
  ['arccos', { kind: 'func', name: 'acos' }],
  ['arctan', { kind: 'func', name: 'atan' }],
  ['asin', { kind: 'func', name: 'asin' }],
  ['acos', { kind: 'func', name: 'acos' }],
  ['atan', { kind: 'func', name: 'atan' }],
  ['sqrt', { kind: 'func', name: 'sqrt' }],
  ['cbrt', { kind: 'func', name: 'cbrt' }],
  ['sin', { kind: 'func', name: 'sin' }],
  ['cos', { kind: 'func', name: 'cos' }],
  ['tan', { kind: 'func', name: 'tan' }],
  ['log', { kind: 'func', name: 'log' }],
  ['ln', { kind: 'func', name: 'ln' }],
  ['ans', { kind: 'const', name: 'ans' }],
  ['pi', { kind: 'const', name: 'pi' }],
  ['∛', { kind: 'func', name: 'cbrt' }],
  ['√', { kind: 'func', name: 'sqrt' }],
  ['π', { kind: 'const', name: 'pi' }],
  ['e', { kind: 'const', name: 'e' }],
];

const OPS: Record<string, Extract<Token, { kind: 'op' }>['op']> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '–': '-',
  '*': '*',
  '×': '*',
  '·': '*',
  '/': '/',
  '÷': '/',
  '^': '^',
  '!': '!',
  '%': '%',
};

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  const text = input.toLowerCase();
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9.]/.test(ch)) {
      const match = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/.exec(text.slice(i));
      if (!match) throw new CalcFailure('syntax');
      tokens.push({ kind: 'num', value: Number(match[0]) });
      i += match[0].length;
      continue;
    }
    if (ch === '(' || ch === '[') {
      tokens.push({ kind: 'lparen' });
      i++;
      continue;
    }
    if (ch === ')' || ch === ']') {
      tokens.push({ kind: 'rparen' });
      i++;
      continue;
    }
    if (ch === '²') {
      tokens.push({ kind: 'op', op: '^' }, { kind: 'num', value: 2 });
      i++;
      continue;
    }
    if (ch === '³') {
      tokens.push({ kind: 'op', op: '^' }, { kind: 'num', value: 3 });
      i++;
      continue;
    }
    const op = OPS[ch];
    if (op) {
      tokens.push({ kind: 'op', op });
      i++;
      continue;
    }
    const word = WORDS.find(([w]) => text.startsWith(w, i));
    if (!word) throw new CalcFailure('syntax');
    tokens.push(word[1]);
    i += word[0].length;
  }
  return tokens;
}

type Context = { angle: AngleMode; ans: number };

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
