/**
 * Classic cross-site scripting payloads for text the product shows back (names, questions,
 * templates, e-mails, imported files). Each one, if it ever runs, calls `xssHit(id)` (or
 * `alert(id)`, which a browser test sees as a dialog), so a test can tell which one got through.
 *
 * Every payload fits a name field (60 characters) and carries no `*`, `_` or `$` outside its
 * own syntax, so where the product renders Markdown it still shows the payload's own text.
 */

export type XssPayload = {
  id: number;
  /** The text to put where a user's text goes. */
  text: string;
  /**
   * What a reader sees where the text is rendered as Markdown + LaTeX (question text): KaTeX
   * shows formulas, not their source. Defaults to `text`.
   */
  shownAsMarkdown?: string;
};

/** The function a payload calls when it runs; tests install it before the page loads. */
export const XSS_HOOK = 'xssHit';

export const XSS_CORPUS: readonly XssPayload[] = [
  { id: 1, text: '<script>xssHit(1)</script>' },
  { id: 2, text: '<img src=x onerror=xssHit(2)>' },
  { id: 3, text: '<svg onload=xssHit(3)>' },
  { id: 4, text: '"><script>xssHit(4)</script>' },
  { id: 5, text: "'><img src=x onerror=xssHit(5)>" },
  { id: 6, text: '[click 6](javascript:xssHit(6))' },
  { id: 7, text: '![pic 7](javascript:xssHit(7))' },
  { id: 8, text: '<a href="javascript:xssHit(8)">link 8</a>' },
  { id: 9, text: "{{constructor.constructor('xssHit(9)')()}}" },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-literal injection, on purpose
  { id: 10, text: '${xssHit(10)}' },
  { id: 11, text: '<iframe srcdoc="<script>parent.xssHit(11)</script>">' },
  { id: 12, text: '&lt;img src=x onerror=xssHit(12)&gt;' },
  { id: 13, text: '</textarea><img src=x onerror=xssHit(13)>' },
  { id: 14, text: '</title><svg/onload=xssHit(14)>' },
  { id: 15, text: '<body onload=xssHit(15)>' },
  { id: 16, text: '<details open ontoggle=alert(16)>' },
  { id: 17, text: '<a href="&#106;avascript:xssHit(17)">link 17</a>' },
  { id: 18, text: '<math><a href="javascript:xssHit(18)">m18</a></math>' },
  { id: 19, text: '<style>@import "javascript:xssHit(19)";</style>' },
  { id: 20, text: '<input autofocus onfocus=alert(20)>' },
  {
    id: 21,
    text: '$\\href{javascript:xssHit(21)}{link 21}$',
    // trust is off: KaTeX shows the command's name instead of a link.
    shownAsMarkdown: '\\href',
  },
  { id: 22, text: '$\\url{javascript:xssHit(22)}$', shownAsMarkdown: '\\url' },
  { id: 23, text: '<object data="javascript:xssHit(23)">' },
  { id: 24, text: '<marquee onstart=xssHit(24)>m24</marquee>' },
];

export function shownAsMarkdown(p: XssPayload): string {
  return p.shownAsMarkdown ?? p.text;
}

/**
 * Why this HTML (a page's DOM or an e-mail's HTML part) lets a payload act, or null when it
 * does not: a script element, an event-handler attribute, a `javascript:` URL, an iframe
 * `srcdoc`. Only markup counts: escaped text (`&lt;script&gt;`) is inert.
 */
export function activeMarkup(html: string): string | null {
  const tags = html.match(/<[a-zA-Z][^>]*>/g) ?? [];
  for (const tag of tags) {
    if (/^<script\b/i.test(tag)) return `script element: ${tag}`;
    if (/^<(iframe|object|embed)\b/i.test(tag) && /xssHit|srcdoc/i.test(tag))
      return `embedded document: ${tag}`;
    const attrs = tag.replace(/^<[^\s/>]+/, '');
    const handler = /[\s/"']on[a-z]+\s*=/i.exec(attrs);
    if (handler) return `event handler: ${tag}`;
    for (const m of attrs.matchAll(
      /\b(href|src|action|formaction|data|xlink:href)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi,
    )) {
      const value = decodeEntities((m[2] ?? '').replace(/^["']|["']$/g, ''))
        .replace(/\s/g, '')
        .split('')
        .filter((c) => c.charCodeAt(0) > 0x1f)
        .join('')
        .toLowerCase();
      if (value.startsWith('javascript:') || value.startsWith('vbscript:'))
        return `script URL: ${tag}`;
    }
  }
  return null;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '');
}
