import 'katex/dist/katex.min.css';
import katex from 'katex';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { cn } from '@/lib/cn';

/**
 * Question text as a student sees it: a small Markdown subset (paragraphs, line breaks, **bold**,
 * *italic*, `code`, lists, tables, fenced code) with LaTeX in `$…$` and `$$…$$` rendered by KaTeX.
 *
 * Safe by construction: the text only ever becomes React text nodes, so HTML in it is shown as
 * text. The one HTML string that reaches the DOM is KaTeX's own output (`trust` off, so no links,
 * classes or styles from the formula). A formula that does not parse shows its source in an error
 * style, with KaTeX's message as a tooltip.
 */
export function RichText({
  text,
  className,
  inline = false,
}: {
  text: string;
  className?: string;
  inline?: boolean;
}) {
  const content = useMemo(() => {
    const { source, math } = protectMath(text);
    return inline ? renderInline(source, math, 'i') : renderBlocks(source, math);
  }, [text, inline]);
  // Content keeps its own direction (an English question inside the Arabic interface).
  if (inline) {
    return (
      <span dir="auto" className={cn('rich-text', className)}>
        {content}
      </span>
    );
  }
  return (
    <div dir="auto" className={cn('rich-text space-y-3 break-words', className)}>
      {content}
    </div>
  );
}

type MathSpan = { tex: string; display: boolean; raw: string };

// Private-use characters stand in for math while the Markdown is parsed, so that `*`, `_` and `|`
// inside a formula are never read as emphasis or table cells.
const OPEN = '\uE000';
const CLOSE = '\uE001';
/** Same spans as the server's check (check-question.ts `latexSpans`); `\$` is a literal dollar. */
const MATH_RE = /(?<!\\)\$\$([\s\S]+?)(?<!\\)\$\$|(?<!\\)\$([^$\n]+?)(?<!\\)\$/g;

function protectMath(text: string): { source: string; math: MathSpan[] } {
  const math: MathSpan[] = [];
  const source = text
    .replace(/[\uE000\uE001]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(MATH_RE, (raw, display?: string, inlineTex?: string) => {
      math.push({ tex: (display ?? inlineTex ?? '').trim(), display: display !== undefined, raw });
      return `${OPEN}${math.length - 1}${CLOSE}`;
    });
  return { source, math };
}

/** Puts the original source of math placeholders back (inside code, math is literal). */
function restoreMath(s: string, math: MathSpan[]): string {
  return s.replace(/\uE000(\d+)\uE001/g, (_, i: string) => math[Number(i)]?.raw ?? '');
}

function MathView({ span }: { span: MathSpan }) {
  const rendered = useMemo(() => {
    try {
      return {
        html: katex.renderToString(span.tex, {
          displayMode: span.display,
          throwOnError: true,
          strict: 'ignore',
          trust: false,
          output: 'htmlAndMathml',
        }),
      };
    } catch (err) {
      return { error: (err as Error).message.replace(/^KaTeX parse error: /, '') };
    }
  }, [span]);
  if ('error' in rendered) {
    return (
      <code
        dir="ltr"
        className="math-error rounded bg-destructive/10 px-1 font-mono text-destructive text-sm"
        title={rendered.error}
        data-math-error=""
      >
        {span.raw}
      </code>
    );
  }
  return (
    <span
      dir="ltr"
      className={span.display ? 'block max-w-full overflow-x-auto overflow-y-hidden' : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output with trust off, built from escaped source.
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  );
}

// ---------------------------------------------------------------- inline

const INLINE_RE =
  /\uE000(\d+)\uE001|`([^`\n]+)`|\*\*([\s\S]+?)\*\*|(?<![\p{L}\p{N}])__([\s\S]+?)__(?![\p{L}\p{N}])|\*(?![\s*])([\s\S]*?[^\s*])\*|(?<![\p{L}\p{N}_])_(?![\s_])([\s\S]*?[^\s_])_(?![\p{L}\p{N}_])|\\([\\`*_{}[\]()#+\-.!|$>~])|\n/gu;

function renderInline(s: string, math: MathSpan[], key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  const re = new RegExp(INLINE_RE);
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (m.index > last) out.push(s.slice(last, m.index));
    const k = `${key}.${n++}`;
    const [whole, mathIndex, code, bold1, bold2, em1, em2, escaped] = m;
    if (mathIndex !== undefined) {
      const span = math[Number(mathIndex)];
      if (span) out.push(<MathView key={k} span={span} />);
    } else if (code !== undefined) {
      out.push(
        <code key={k} className="rounded bg-muted px-1 font-mono text-[0.9em]">
          {restoreMath(code, math)}
        </code>,
      );
    } else if (bold1 !== undefined || bold2 !== undefined) {
      out.push(
        <strong key={k} className="font-semibold">
          {renderInline(bold1 ?? bold2 ?? '', math, k)}
        </strong>,
      );
    } else if (em1 !== undefined || em2 !== undefined) {
      out.push(<em key={k}>{renderInline(em1 ?? em2 ?? '', math, k)}</em>);
    } else if (escaped !== undefined) {
      out.push(escaped);
    } else if (whole === '\n') {
      out.push(<br key={k} />);
    }
    last = m.index + whole.length;
  }
  if (last < s.length) out.push(s.slice(last));
  return out;
}

// ---------------------------------------------------------------- blocks

const BULLET_RE = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED_RE = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const FENCE_RE = /^\s{0,3}```/;
const TABLE_SEP_RE = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((c) => c.trim());
}

function renderBlocks(source: string, math: MathSpan[]): ReactNode[] {
  const lines = source.split('\n');
  const blocks: ReactNode[] = [];
  let i = 0;
  const isBlank = (l: string | undefined) => l === undefined || !l.trim();
  const startsBlock = (idx: number) => {
    const l = lines[idx] ?? '';
    return (
      BULLET_RE.test(l) ||
      ORDERED_RE.test(l) ||
      FENCE_RE.test(l) ||
      (l.includes('|') &&
        TABLE_SEP_RE.test(lines[idx + 1] ?? '') &&
        (lines[idx + 1] ?? '').includes('-'))
    );
  };

  while (i < lines.length) {
    const line = lines[i] ?? '';
    const key = `b${blocks.length}`;
    if (isBlank(line)) {
      i++;
      continue;
    }
    if (FENCE_RE.test(line)) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !FENCE_RE.test(lines[i] ?? '')) body.push(lines[i++] ?? '');
      i++;
      blocks.push(
        <pre
          key={key}
          dir="ltr"
          className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-sm"
        >
          <code>{restoreMath(body.join('\n'), math)}</code>
        </pre>,
      );
      continue;
    }
    const bullet = BULLET_RE.test(line);
    if (bullet || ORDERED_RE.test(line)) {
      const re = bullet ? BULLET_RE : ORDERED_RE;
      const items: string[] = [];
      const start = bullet ? 1 : Number(ORDERED_RE.exec(line)?.[1] ?? 1);
      while (i < lines.length) {
        const l = lines[i] ?? '';
        const m = re.exec(l);
        if (m) items.push((bullet ? m[1] : m[2]) ?? '');
        else if (!isBlank(l) && !startsBlock(i) && /^\s+/.test(l) && items.length)
          items[items.length - 1] += `\n${l.trim()}`;
        else break;
        i++;
      }
      const children = items.map((item, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are positional
        <li key={j}>{renderInline(item, math, `${key}.${j}`)}</li>
      ));
      blocks.push(
        bullet ? (
          <ul key={key} className="list-disc space-y-1 ps-6">
            {children}
          </ul>
        ) : (
          <ol
            key={key}
            start={start === 1 ? undefined : start}
            className="list-decimal space-y-1 ps-6"
          >
            {children}
          </ol>
        ),
      );
      continue;
    }
    if (startsBlock(i)) {
      // A table: header, separator, then rows until a line without a pipe.
      const header = splitRow(line);
      const align = splitRow(lines[i + 1] ?? '').map((c) =>
        c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'end' : undefined,
      );
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').includes('|') && !isBlank(lines[i]))
        rows.push(splitRow(lines[i++] ?? ''));
      const cellClass = 'border border-border px-2 py-1';
      const style = (j: number): CSSProperties | undefined =>
        align[j] ? { textAlign: align[j] } : undefined;
      const content = (c: string, k: string) => renderInline(c.replace(/\\\|/g, '|'), math, k);
      blocks.push(
        <div key={key} className="max-w-full overflow-x-auto">
          <table className="border-collapse text-sm">
            <thead>
              <tr>
                {header.map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                  <th key={j} style={style(j)} className={cn(cellClass, 'bg-muted font-semibold')}>
                    {content(c, `${key}.h${j}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={r}>
                  {header.map((_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <td key={j} style={style(j)} className={cellClass}>
                      {content(row[j] ?? '', `${key}.${r}.${j}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
      continue;
    }
    // A paragraph: lines up to a blank line or the start of another block.
    const para: string[] = [line];
    i++;
    while (i < lines.length && !isBlank(lines[i]) && !startsBlock(i)) para.push(lines[i++] ?? '');
    const body = para.join('\n');
    // A paragraph that is only display math renders as a block, not inside <p>.
    const only = /^\s*\uE000(\d+)\uE001\s*$/.exec(body);
    const onlySpan = only ? math[Number(only[1])] : undefined;
    blocks.push(
      onlySpan?.display ? (
        <div key={key}>
          <MathView span={onlySpan} />
        </div>
      ) : (
        <p key={key}>{renderInline(body, math, key)}</p>
      ),
    );
  }
  return blocks;
}
