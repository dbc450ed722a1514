import { useCallback, useEffect, useState } from 'react';

/** How long typing pauses before the list searches. */
const SEARCH_DELAY_MS = 300;

/**
 * The search box's text and the search the list has applied. Typing applies after a short pause,
 * not on every key; `apply` applies it at once, for actions that must follow what the box shows.
 */
export function useSearchDraft(
  applied: string | undefined,
  onApply: (q: string | undefined) => void,
) {
  const [text, setText] = useState(applied ?? '');
  const pending = text.trim() !== (applied ?? '');
  const apply = useCallback(() => {
    if (pending) onApply(text.trim() || undefined);
  }, [pending, text, onApply]);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(apply, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending, apply]);

  return { text, setText, pending, apply };
}
