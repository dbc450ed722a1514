/**
 * The Arabic catalogue of the messages the API and the shared zod schemas produce
 * (ar/serverMessages.json, read by the web's message localiser when the interface is Arabic).
 *
 * The test reads src/common/** and src/server/** with Vite's TypeScript parser and collects every
 * string or template literal that reads like a message (it starts with a capital letter and is a
 * phrase, or it sits where messages go: an `error:`/`message:` option, an AppError, a field map)
 * unless its place says it is not one (log lines, OpenAPI summaries, SQL, comparisons …, see
 * `isExcludedPlace`). Each must have an `exact` entry or, for a template literal, a `patterns`
 * entry; a developer who adds a message without its Arabic sees it listed here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import catalogue from './ar/serverMessages.json';

/** Vitest runs from the repository's root (happy-dom's import.meta.url is not a file URL). */
const ROOT = process.cwd();
const SOURCE_DIRS = ['src/common', 'src/server'];

/** Folders and files whose texts never reach a user as a message of the API. */
const SKIPPED_PATHS = [
  'src/server/db/', // schema, migrations and seed content (question banks, package names): data
  'src/server/cli/', // command-line tools: operator's terminal output
  'src/server/config.ts', // start-up configuration errors: the operator's terminal
  // E-mail bodies and their sample values: edited as templates, not API messages.
  'src/server/modules/email/default-templates.ts',
  'src/server/modules/email/sample-vars.ts',
  'src/server/modules/email/send-welcome-email.ts',
  // Names of the exams the server builds: written in both languages there (exam-titles.ts).
  'src/server/modules/exams/exam-titles.ts',
  // The column headings of the student report's CSV file.
  'src/server/modules/student-reports/export-student-report.ts',
];

/**
 * Literals the rules pick up that are not messages. Keep it short: prefer a rule in
 * `isExcludedPlace` when a whole kind of place is not user-facing.
 */
const IGNORED = new Set<string>([
  // The AI generation prompt (sent to the model, never shown).
  'You write multiple-choice exam questions for students.',
  'Every question has exactly one correct choice, 4 choices that are all different, and an explanation of why the correct choice is right.',
  'Write mathematics as LaTeX between $…$ (inline) or $$…$$ (display), and nothing else between dollar signs.',
  'Answer only with JSON matching the given schema.',
  'Write {} new {} questions.',
  'Subject: {}',
  'Topic: {}',
  'Base the questions on this text:',
  'Do not repeat these questions:',
  // Default sender name (a name, not a sentence).
  'Tafawuq <no-reply@tafawuq.local>',
  // A developer's assertion: a route registered without its access rule.
  'Route {} {} does not declare its access',
]);
/** Whole kinds of literal that are not messages. */
const IGNORED_PATTERNS = [
  /^(User-agent|Allow|Disallow|Sitemap): /, // robots.txt lines
];

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Found = { text: string; where: string };

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

function listFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((p) => `${dir}/${p.split('\\').join('/')}`)
    .filter((p) => /\.tsx?$/.test(p) && !/\.(test|spec)\.tsx?$/.test(p) && !p.endsWith('.d.ts'))
    .filter((p) => !SKIPPED_PATHS.some((skip) => p.startsWith(skip) || p === skip));
}

/** Where messages go: option and property names whose string value is shown to a user. */
const MESSAGE_KEYS = new Set(['error', 'message']);
/** Property names whose values are documentation or data, never messages. */
const NON_MESSAGE_KEYS = new Set([
  'summary',
  'description',
  'tags',
  'title',
  'label',
  'from',
  'help',
  'name',
  'subject',
  'text',
  'html',
]);
const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'log', 'write']);
/** Calls whose string arguments are matched against or document the API, not messages. */
const MATCHING_METHODS = new Set([
  'includes',
  'startsWith',
  'endsWith',
  'test',
  'match',
  'has',
  'describe', // zod's OpenAPI description
]);

function keyName(key: unknown): string | undefined {
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/** The dotted source text of a callee such as `request.log.warn`. */
function calleePath(node: unknown): string {
  if (!isNode(node)) return '';
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'MemberExpression') {
    return `${calleePath(node.object)}.${keyName(node.property) ?? '?'}`;
  }
  if (node.type === 'CallExpression') return `${calleePath(node.callee)}()`;
  return '';
}

function isLogCall(call: Node): boolean {
  const path = calleePath(call.callee);
  const parts = path.split('.');
  const method = parts.at(-1) ?? '';
  const owner = parts.slice(0, -1).join('.');
  if (!LOG_METHODS.has(method)) return false;
  return /(^|\.)(log|logger|console|stderr|stdout)(\(\))?$/.test(owner);
}

/** Each ancestor of `node`, nearest first, with its child on the way to `node`. */
function ancestors(node: Node, parents: Node[]): [Node, Node][] {
  return parents.map((p, i): [Node, Node] => [p, parents[i + 1] ?? node]).reverse();
}

/** True when the literal's place says it is not a message (see the module comment). */
function isExcludedPlace(node: Node, parents: Node[]): boolean {
  const parent = parents.at(-1);
  if (!parent) return true;
  if (parent.type === 'Property' && parent.key === node) return true;
  if (parent.type.startsWith('TS')) return true; // types: 'a' | 'b'
  if (/^(Import|Export)/.test(parent.type)) return true;
  if (parent.type === 'TaggedTemplateExpression') return true; // sql`…`
  if (parent.type === 'SwitchCase') return true;
  if (parent.type === 'BinaryExpression' && /^[!=]==?$/.test(parent.operator as string))
    return true;
  for (const [p, child] of ancestors(node, parents)) {
    if (p.type === 'CallExpression') {
      if (isLogCall(p)) return true;
      const method = calleePath(p.callee).split('.').at(-1) ?? '';
      if (MATCHING_METHODS.has(method) && p.callee !== child) return true;
    }
    if (p.type === 'Property' && p.value === child) {
      const key = keyName(p.key) ?? '';
      if (MESSAGE_KEYS.has(key)) return false;
      if (NON_MESSAGE_KEYS.has(key)) return true;
    }
    if (p.type === 'NewExpression' && calleePath(p.callee) === 'AppError') return false;
  }
  return false;
}

/** True when the literal sits where a message goes, so that one word ('Required') counts too. */
function isMessagePlace(node: Node, parents: Node[]): boolean {
  for (const [p, child] of ancestors(node, parents)) {
    if (p.type === 'Property' && p.value === child) return MESSAGE_KEYS.has(keyName(p.key) ?? '');
    if (p.type === 'NewExpression') return /Error$/.test(calleePath(p.callee));
    if (p.type === 'CallExpression' || p.type.endsWith('Statement')) return false;
  }
  return false;
}

/** Reads like a message: a capital letter, then a phrase (or one word in a message place). */
function readsLikeMessage(text: string, messagePlace: boolean): boolean {
  if (!/^[A-Z]/.test(text) || !/[a-z]/.test(text)) return false;
  if (/^[A-Z][A-Za-z]*$/.test(text) && /[a-z][A-Z]/.test(text)) return false; // PascalCase names
  if (/^(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH|SET|BEGIN|COMMIT)\b/.test(text)) {
    return false;
  }
  return messagePlace || /^\S+\s+\S/.test(text.trim());
}

/** A string literal's text, or a template literal's with `{}` for each interpolated value. */
function literalText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') {
    return node.value;
  }
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string } }[];
    return quasis.map((q) => q.value.cooked).join('{}');
  }
  return undefined;
}

function extractMessages(): Found[] {
  const found: Found[] = [];
  for (const file of SOURCE_DIRS.flatMap(listFiles)) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const { program, errors } = parseSync(file, source, {
      lang: file.endsWith('x') ? 'tsx' : 'ts',
    });
    if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
    const visit = (node: Node, parents: Node[]) => {
      const text = literalText(node);
      if (text !== undefined && !isExcludedPlace(node, parents)) {
        const ignored = IGNORED.has(text) || IGNORED_PATTERNS.some((re) => re.test(text));
        if (readsLikeMessage(text, isMessagePlace(node, parents)) && !ignored) {
          const line = source.slice(0, node.start).split('\n').length;
          found.push({ text, where: `${file}:${line}` });
        }
      }
      const next = [...parents, node];
      for (const [key, value] of Object.entries(node)) {
        if (key === 'parent') continue;
        if (Array.isArray(value)) {
          for (const child of value) if (isNode(child)) visit(child, next);
        } else if (isNode(value)) visit(value, next);
      }
    };
    visit(program as unknown as Node, []);
  }
  return found;
}

/**
 * `{name}` in a pattern stands for a value. A doubled `{{name}}` is literal text (the e-mail
 * templates' own placeholder syntax); in a tripled `{{{name}}}` the inner `{name}` is a value.
 */
const PLACEHOLDER = /(?:(?<!\{)|(?<=\{\{))\{(\w+)\}(?:(?!\})|(?=\}\}))/g;
/** A pattern's English with every `{name}` as `{}`: the shape a template literal has here. */
const shape = (pattern: string) => pattern.replace(PLACEHOLDER, '{}');
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

const exact: Record<string, string> = catalogue.exact;
const patterns: Record<string, string> = catalogue.patterns;

describe('the Arabic catalogue of server messages', () => {
  const messages = extractMessages();

  it('finds the messages it is meant to cover', () => {
    const texts = new Set(messages.map((m) => m.text));
    // One of each kind of place: MSG, a zod option, an AppError, a template literal.
    expect(texts).toContain('Invalid email or password format');
    expect(texts).toContain('Required');
    expect(texts).toContain('Please sign in to continue');
    expect(texts).toContain('String must contain at least {} character(s)');
    // …and none of the places that are not messages (log lines, OpenAPI summaries).
    expect(texts).not.toContain('session activity not recorded');
    expect(texts).not.toContain('Create a coupon code'); // an OpenAPI summary
  });

  it('has an Arabic text for every message literal in src/common and src/server', () => {
    const shapes = new Set(Object.keys(patterns).map(shape));
    // A template literal's text has `{}` for each value: it matches a pattern of that shape.
    const missing = messages.filter(({ text }) => !(text in exact) && !shapes.has(text));
    const list = [...new Map(missing.map((m) => [m.text, m])).values()]
      .map((m) => `${m.where}\t${JSON.stringify(m.text)}`)
      .join('\n');
    expect(list, `Add these to src/web/i18n/ar/serverMessages.json:\n${list}`).toBe('');
  });

  it('keeps the same placeholders in the English and the Arabic of every pattern', () => {
    const wrong = Object.entries(patterns).filter(
      ([en, ar]) =>
        placeholders(en).length === 0 || placeholders(en).join() !== placeholders(ar).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('leaves no entry untranslated', () => {
    const entries = [...Object.entries(exact), ...Object.entries(patterns)];
    const untranslated = entries.filter(([en, ar]) => !ar.trim() || ar.trim() === en.trim());
    expect(untranslated).toEqual([]);
    // Arabic text, not English with a few words changed.
    const notArabic = entries.filter(([, ar]) => !/[\u0600-\u06FF]/.test(ar));
    expect(notArabic).toEqual([]);
  });
});
