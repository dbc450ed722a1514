import type { TemplateContent } from './render-template';

/** The first problem of each part that would not render, keyed by field: empty when it renders. */
export type TemplateProblems = Partial<Record<keyof TemplateContent, string>>;

/** Elements that never have an end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements that would load another document into the message: no e-mail client shows them. */
const EMBEDDING = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet']);

/**
 * Whether an attribute value is a URL that runs code when followed. Browsers decode character
 * references and skip whitespace and control characters before reading the scheme, so the check
 * does too (`&#106;avascript:` and `java&#9;script:` are the same link).
 */
function isScriptUrl(quotedValue: string): boolean {
  const value = quotedValue
    .replace(/^["']|["']$/g, '')
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore them in a scheme
    .replace(/[\s\u0000-\u001f]/g, '')
    .toLowerCase();
  return /^(javascript|vbscript|livescript):/.test(value) || value.startsWith('data:text/html');
}

const codePoint = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');

/** Elements whose content is text up to their end tag. */
const RAW_TEXT = new Set(['style', 'title', 'textarea', 'xmp']);

const NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const PLACEHOLDER_AT = /\{\{\s*([^{}\s]*)\s*\}\}/y;
const START_TAG =
  /<([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9:-]*)\s*>/y;

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

const snippet = (source: string, index: number) => {
  const text = source.slice(index, index + 30).split('\n')[0] ?? '';
  return source.length > index + 30 && text.length === 30 ? `${text}…` : text;
};

const list = (variables: readonly string[]) =>
  variables.length ? variables.map((v) => `{{${v}}}`).join(', ') : 'none';

/**
 * Every `{{` must open a well-formed `{{name}}` whose name is one of the template's variables.
 * A stray `}}` is refused too, except where CSS may close nested blocks (`strayClosersAllowed`).
 */
function checkPlaceholders(
  source: string,
  variables: readonly string[],
  strayClosersAllowed: (index: number) => boolean = () => false,
): string | undefined {
  const where = (i: number) => (source.includes('\n') ? ` on line ${lineOf(source, i)}` : '');
  const consumed: [number, number][] = [];
  for (let i = source.indexOf('{{'); i >= 0; i = source.indexOf('{{', i + 2)) {
    PLACEHOLDER_AT.lastIndex = i;
    const match = PLACEHOLDER_AT.exec(source);
    const name = match?.[1] ?? '';
    const after = i + (match?.[0].length ?? 0);
    if (!match || !NAME.test(name) || source[i + 2] === '{' || source[after] === '}') {
      return `Broken placeholder "${snippet(source, i)}"${where(i)}: write {{name}}, with one of ${list(variables)}`;
    }
    if (!variables.includes(name)) {
      return `Unknown variable {{${name}}}${where(i)}: this template can use ${list(variables)}`;
    }
    consumed.push([i, i + match[0].length]);
    i += match[0].length - 2;
  }
  let masked = source;
  for (const [start, end] of consumed) {
    masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end);
  }
  for (let i = masked.indexOf('}}'); i >= 0; i = masked.indexOf('}}', i + 1)) {
    if (strayClosersAllowed(i)) continue;
    const from = Math.max(0, source.lastIndexOf('\n', i) + 1, i - 20);
    return `Broken placeholder "${source.slice(from, i + 2).trim()}"${where(i)}: write {{name}}, with one of ${list(variables)}`;
  }
  return undefined;
}

type OpenTag = { name: string; line: number };

/**
 * A small well-formedness check of the HTML part: every tag complete, every element closed in
 * order, no scripts, and placeholders inside tags only as quoted attribute values (an unquoted
 * value could let a filled-in value add attributes). Returns the first problem, or the ranges
 * of raw text (style) where CSS braces may close.
 */
function checkMarkup(html: string): { problem?: string; rawRanges: [number, number][] } {
  const rawRanges: [number, number][] = [];
  const stack: OpenTag[] = [];
  const at = (i: number) => `line ${lineOf(html, i)}`;
  let i = html.indexOf('<');
  while (i >= 0 && i < html.length) {
    const rest = html.slice(i, i + 10);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', i + 4);
      if (end < 0)
        return { problem: `Comment opened on ${at(i)} is never closed: add -->`, rawRanges };
      i = html.indexOf('<', end + 3);
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      const end = html.indexOf('>', i);
      if (end < 0)
        return { problem: `Broken tag "${snippet(html, i)}" on ${at(i)}: it has no >`, rawRanges };
      i = html.indexOf('<', end + 1);
      continue;
    }
    if (rest.startsWith('</')) {
      END_TAG.lastIndex = i;
      const match = END_TAG.exec(html);
      if (!match)
        return { problem: `Broken closing tag "${snippet(html, i)}" on ${at(i)}`, rawRanges };
      const name = (match[1] ?? '').toLowerCase();
      const open = stack.at(-1);
      if (VOID.has(name)) {
        // </br> and the like: browsers read them as <br>; harmless.
      } else if (open?.name === name) {
        stack.pop();
      } else if (open && stack.some((t) => t.name === name)) {
        return {
          problem: `<${open.name}> opened on line ${open.line} is not closed before </${name}> on ${at(i)}`,
          rawRanges,
        };
      } else {
        return {
          problem: `</${name}> on ${at(i)} closes nothing: there is no open <${name}>`,
          rawRanges,
        };
      }
      i = html.indexOf('<', i + match[0].length);
      continue;
    }
    if (/^<[a-zA-Z]/.test(rest)) {
      START_TAG.lastIndex = i;
      const match = START_TAG.exec(html);
      if (!match) {
        return {
          problem: `Broken tag "${snippet(html, i)}" on ${at(i)}: it is not closed with > or has a broken attribute`,
          rawRanges,
        };
      }
      const name = (match[1] ?? '').toLowerCase();
      if (name === 'script') {
        return {
          problem: `E-mail clients do not run scripts: remove the <script> on ${at(i)}`,
          rawRanges,
        };
      }
      if (EMBEDDING.has(name)) {
        return {
          problem: `E-mail clients do not show embedded pages: remove the <${name}> on ${at(i)}`,
          rawRanges,
        };
      }
      for (const attr of (match[2] ?? '').matchAll(ATTRIBUTE)) {
        const [, attrName = '', value] = attr;
        const lowerName = attrName.toLowerCase();
        if (lowerName.startsWith('on') || lowerName === 'srcdoc') {
          return {
            problem: `E-mail clients do not run scripts: remove the ${lowerName} attribute of <${name}> on ${at(i)}`,
            rawRanges,
          };
        }
        if (value && isScriptUrl(value)) {
          return {
            problem: `Links must be web addresses: remove the script URL in ${lowerName} of <${name}> on ${at(i)}`,
            rawRanges,
          };
        }
        const quoted = value?.startsWith('"') || value?.startsWith("'");
        if (attrName.includes('{{') || (value?.includes('{{') && !quoted)) {
          return {
            problem: `Placeholders inside <${name}> on ${at(i)} must be quoted attribute values, like href="{{url}}"`,
            rawRanges,
          };
        }
      }
      const end = i + match[0].length;
      if (RAW_TEXT.has(name) && match[3] !== '/') {
        const close = new RegExp(`</${name}\\s*>`, 'ig');
        close.lastIndex = end;
        const found = close.exec(html);
        if (!found)
          return {
            problem: `<${name}> opened on ${at(i)} is never closed: add </${name}>`,
            rawRanges,
          };
        rawRanges.push([end, found.index]);
        i = html.indexOf('<', found.index + found[0].length);
        continue;
      }
      if (!VOID.has(name) && match[3] !== '/') stack.push({ name, line: lineOf(html, i) });
      i = html.indexOf('<', end);
      continue;
    }
    // A "<" that starts no tag ("a < b") is text.
    i = html.indexOf('<', i + 1);
  }
  const open = stack.at(-1);
  if (open)
    return {
      problem: `<${open.name}> opened on line ${open.line} is never closed: add </${open.name}>`,
      rawRanges,
    };
  return { rawRanges };
}

/** Why a template would not render with its variables; an empty object when it renders. */
export function checkTemplate(
  content: TemplateContent,
  variables: readonly string[],
): TemplateProblems {
  const problems: TemplateProblems = {};
  if (!content.subject.trim()) problems.subject = 'Required';
  else {
    const subject = checkPlaceholders(content.subject, variables);
    if (subject) problems.subject = subject;
  }
  if (!content.html.trim()) problems.html = 'Required';
  else {
    const markup = checkMarkup(content.html);
    const inRaw = (index: number) =>
      markup.rawRanges.some(([start, end]) => index >= start && index < end);
    const html = checkPlaceholders(content.html, variables, inRaw) ?? markup.problem;
    if (html) problems.html = html;
  }
  if (!content.text.trim()) problems.text = 'Required';
  else {
    const text = checkPlaceholders(content.text, variables);
    if (text) problems.text = text;
  }
  return problems;
}
