import type { CalcError } from './calculator-engine';

/** The calculators' tokenizer: the spellings of numbers, constants, functions and operators. */

export class CalcFailure extends Error {
  constructor(readonly reason: CalcError) {
    super(reason);
  }
}

export type Token =
  | { kind: 'num'; value: number }
  | { kind: 'const'; name: 'pi' | 'e' | 'ans' | 'x' }
  | { kind: 'func'; name: FuncName }
  | { kind: 'op'; op: '+' | '-' | '*' | '/' | '^' | '!' | '%' }
  | { kind: 'lparen' }
  | { kind: 'rparen' };

const FUNCS = ['asin', 'acos', 'atan', 'sin', 'cos', 'tan', 'ln', 'log', 'sqrt', 'cbrt'] as const;
export type FuncName = (typeof FUNCS)[number];

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
  ['x', { kind: 'const', name: 'x' }],
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
