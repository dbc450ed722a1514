import type { ReactNode } from 'react';

/** `**label**` (an on-screen label) or `` `address` `` (a path to type or look for). */
const MARKUP = /\*\*([^*]+)\*\*|`([^`]+)`/g;

/**
 * A tutorial string with its light markup rendered: on-screen labels in bold and addresses in
 * a code face. Plain text otherwise; safe for build-time rendering (no HTML is injected).
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    const [, label, address] = match;
    parts.push(
      label !== undefined ? (
        <strong key={at} className="font-semibold text-ink">
          {label}
        </strong>
      ) : (
        <code
          key={at}
          className="wrap-anywhere rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-ink"
        >
          {address}
        </code>
      ),
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
