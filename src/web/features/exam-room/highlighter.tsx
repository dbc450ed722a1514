import '@/i18n/examRoom';
import {
  type HighlightTarget,
  type ItemHighlight,
  MAX_HIGHLIGHTS,
  mergeHighlights,
} from '@common/highlights';
import { Highlighter, X } from 'lucide-react';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import {
  HIGHLIGHT_ATTRIBUTE,
  paintHighlights,
  rangeOffsets,
  TARGET_ATTRIBUTE,
  targetElementOf,
} from './highlight-dom';

/**
 * A stem or passage the student can highlight: RichText as usual, with the item's highlights of
 * this target painted over its text after React rendered it.
 */
export function HighlightableText({
  target,
  text,
  highlights,
  className,
}: {
  target: HighlightTarget;
  text: string;
  highlights: ItemHighlight[];
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const ranges = useMemo(
    () =>
      highlights.flatMap((h, index) =>
        h.target === target ? [{ start: h.start, end: h.end, index }] : [],
      ),
    [highlights, target],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is new DOM to paint
  useLayoutEffect(() => {
    if (!ref.current) return;
    return paintHighlights(ref.current, ranges);
  }, [ranges, text]);
  return (
    <div ref={ref} data-highlight-target={target}>
      {/* Keyed by the text: a new question's text is rendered afresh, never patched under marks. */}
      <RichText key={text} text={text} className={className} />
    </div>
  );
}

/**
 * Highlighting the selection toggles: inside one highlight it removes that highlight, else it
 * adds the range (merged with those it touches). null: the question already has the most.
 */
export function toggleHighlight(
  list: ItemHighlight[],
  next: ItemHighlight,
): { list: ItemHighlight[]; removed: boolean } | null {
  const inside = list.findIndex(
    (h) => h.target === next.target && h.start <= next.start && h.end >= next.end,
  );
  if (inside >= 0) return { list: list.filter((_, i) => i !== inside), removed: true };
  const merged = mergeHighlights([...list, next]);
  return merged.length > MAX_HIGHLIGHTS ? null : { list: merged, removed: false };
}

type Box = { top: number; bottom: number; left: number; width: number };
type Tool =
  | { kind: 'selection'; highlight: ItemHighlight; inside: boolean; box: Box }
  | { kind: 'mark'; index: number; box: Box };

const toBox = (r: DOMRect): Box => ({ top: r.top, bottom: r.bottom, left: r.left, width: r.width });

/** The stem/passage text the document's selection covers, if it lies in one. */
function selectedHighlight(): { highlight: ItemHighlight; range: Range } | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const element = targetElementOf(range.startContainer) ?? targetElementOf(range.endContainer);
  const target = element?.getAttribute(TARGET_ATTRIBUTE);
  if (!element || (target !== 'stem' && target !== 'passage')) return null;
  const offsets = rangeOffsets(element, range);
  return offsets ? { highlight: { target, ...offsets }, range } : null;
}

export type HighlightResult = 'added' | 'removed' | 'full' | 'none';

/**
 * The highlighter of the item on screen: a small button over a selection in its stem or passage
 * ("Highlight", or "Remove highlight" inside one), a click on a highlight offers to remove it,
 * and `fromSelection` serves the H key and the toolbar button. Every change goes to `onChange`
 * as the item's whole list (saved like any other change of the item).
 */
export function useHighlighter({
  itemKey,
  highlights,
  onChange,
}: {
  itemKey: number;
  highlights: ItemHighlight[];
  onChange: (list: ItemHighlight[]) => void;
}) {
  const { t } = useTranslation('examRoom');
  const [tool, setTool] = useState<Tool | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const current = useRef({ highlights, onChange });
  current.current = { highlights, onChange };

  const apply = useCallback(
    (highlight: ItemHighlight): HighlightResult => {
      const result = toggleHighlight(current.current.highlights, highlight);
      setTool(null);
      if (!result) {
        setAnnouncement(t('highlight.tooMany', { max: MAX_HIGHLIGHTS }));
        return 'full';
      }
      document.getSelection()?.removeAllRanges();
      current.current.onChange(result.list);
      setAnnouncement(result.removed ? t('highlight.removed') : t('highlight.added'));
      return result.removed ? 'removed' : 'added';
    },
    [t],
  );

  const fromSelection = useCallback((): HighlightResult => {
    const selected = selectedHighlight();
    return selected ? apply(selected.highlight) : 'none';
  }, [apply]);

  const remove = (index: number) => {
    setTool(null);
    current.current.onChange(current.current.highlights.filter((_, i) => i !== index));
    setAnnouncement(t('highlight.removed'));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: another question closes the tool
  useEffect(() => setTool(null), [itemKey]);

  useEffect(() => {
    let pointerDown = false;
    let frame = 0;
    // The button follows the selection once the pointer is up (not while dragging).
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (pointerDown) return;
        const selected = selectedHighlight();
        setTool((tool) => {
          if (!selected) return tool?.kind === 'selection' ? null : tool;
          const { highlight, range } = selected;
          const inside = current.current.highlights.some(
            (h) =>
              h.target === highlight.target && h.start <= highlight.start && h.end >= highlight.end,
          );
          return {
            kind: 'selection',
            highlight,
            inside,
            box: toBox(range.getBoundingClientRect()),
          };
        });
      });
    };
    const inTool = (event: Event) =>
      event.target instanceof Element && event.target.closest('[data-highlight-tool]');
    const onPointerDown = (event: Event) => {
      if (inTool(event)) return;
      pointerDown = true;
      setTool((tool) => (tool?.kind === 'mark' ? null : tool));
    };
    const onPointerUp = () => {
      pointerDown = false;
      follow();
    };
    const onClick = (event: MouseEvent) => {
      const mark =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>(`mark[${HIGHLIGHT_ATTRIBUTE}]`)
          : null;
      if (!mark || !targetElementOf(mark) || !document.getSelection()?.isCollapsed) return;
      const index = Number(mark.getAttribute(HIGHLIGHT_ATTRIBUTE));
      setTool({ kind: 'mark', index, box: toBox(mark.getBoundingClientRect()) });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTool(null);
    };
    // A scroll moves the text under a fixed button: follow the selection, drop a mark's button.
    const onScroll = () => {
      setTool((tool) => (tool?.kind === 'mark' ? null : tool));
      follow();
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('selectionchange', follow, { signal });
    document.addEventListener('pointerdown', onPointerDown, { signal });
    document.addEventListener('pointerup', onPointerUp, { signal });
    document.addEventListener('click', onClick, { signal });
    document.addEventListener('keydown', onKeyDown, { signal });
    window.addEventListener('scroll', onScroll, { capture: true, signal });
    window.addEventListener('resize', onScroll, { signal });
    return () => {
      cancelAnimationFrame(frame);
      listening.abort();
    };
  }, []);

  const popover = tool ? (
    <HighlightTool
      box={tool.box}
      label={tool.kind === 'mark' || tool.inside ? t('highlight.remove') : t('highlight.highlight')}
      removing={tool.kind === 'mark' || tool.inside}
      onPress={() => (tool.kind === 'mark' ? remove(tool.index) : apply(tool.highlight))}
    />
  ) : null;

  const live = (
    <p aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );

  return { fromSelection, popover, live };
}

const EDGE = 8;
const HALF_WIDTH = 90;

/** A small button floating over the selection (below it on touch screens, where the system's
 * own menu sits above). */
function HighlightTool({
  box,
  label,
  removing,
  onPress,
}: {
  box: Box;
  label: string;
  removing: boolean;
  onPress: () => void;
}) {
  const coarse =
    typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  const below = coarse || box.top < 120;
  const center = Math.min(
    Math.max(box.left + box.width / 2, EDGE + HALF_WIDTH),
    window.innerWidth - EDGE - HALF_WIDTH,
  );
  const style: CSSProperties = below
    ? { top: box.bottom + EDGE, left: center, transform: 'translateX(-50%)' }
    : { top: box.top - EDGE, left: center, transform: 'translate(-50%, -100%)' };
  return (
    <div
      data-highlight-tool=""
      style={style}
      className="fixed z-50 rounded-lg border border-border bg-surface p-1 shadow-pop motion-safe:animate-fade-in"
    >
      <Button
        size="sm"
        variant={removing ? 'secondary' : 'primary'}
        // Keep the selection: the button acts on it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onPress}
      >
        {removing ? <X aria-hidden="true" /> : <Highlighter aria-hidden="true" />}
        {label}
      </Button>
    </div>
  );
}
