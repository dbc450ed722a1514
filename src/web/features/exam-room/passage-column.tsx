import type { ExamRoomItem } from '@common/contracts/exams';
import { ArrowDown } from 'lucide-react';
import { type CSSProperties, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HighlightableText } from './highlighter';
import { NO_HIGHLIGHTS } from './room-storage';

/**
 * The passage a question is about: beside the question on wide screens (scrolling on its own),
 * above it on narrow ones, with a button that jumps down to the question.
 */
export function PassageColumn({
  item,
  passage,
  zoom,
  onJumpToQuestion,
}: {
  item: ExamRoomItem;
  passage: NonNullable<ExamRoomItem['passage']>;
  /** The display zoom, applied to the passage's text so that it reflows in the column. */
  zoom?: CSSProperties;
  onJumpToQuestion: () => void;
}) {
  const { t } = useTranslation('examRoom');
  const [column, scrolls] = useScrollsOnItsOwn<HTMLElement>();
  return (
    <section
      ref={column}
      aria-labelledby="passage-title"
      // A keyboard stop only while it scrolls on its own (beside the question, a long passage):
      // then the arrow keys must reach it (axe: scrollable-region-focusable).
      tabIndex={scrolls ? 0 : undefined}
      className="relative border-border border-b bg-surface px-4 py-5 outline-none focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2 sm:px-8 lg:h-full lg:overflow-y-auto lg:border-e lg:border-b-0"
    >
      <button
        type="button"
        onClick={onJumpToQuestion}
        className="mb-3 inline-flex items-center gap-1 rounded-md bg-primary-50 px-2.5 py-1 font-semibold text-primary-800 text-xs focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
      >
        <ArrowDown className="size-3.5" aria-hidden="true" />
        {t('question.jumpToQuestion')}
      </button>
      <div style={zoom}>
        <h2
          id="passage-title"
          className="mb-3 font-semibold text-ink-muted text-sm uppercase tracking-wide"
        >
          {passage.title || t('question.passage')}
        </h2>
        <HighlightableText
          target="passage"
          text={passage.body}
          highlights={item.highlights ?? NO_HIGHLIGHTS}
          className="text-base leading-relaxed"
        />
      </div>
    </section>
  );
}

/** A ref for an element, and whether its content is taller than it (it scrolls on its own). */
function useScrollsOnItsOwn<T extends HTMLElement>() {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}
