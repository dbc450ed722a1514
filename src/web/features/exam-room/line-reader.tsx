import { GripHorizontal } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The band's height: about two lines of question text. */
const BAND = 64;
const STEP = 12;

/**
 * A line reader over the question area: a clear horizontal band, the rest of the text dimmed.
 * The handle at the band's end moves it: drag it, or focus it and use ↑ / ↓ (Shift: faster),
 * Page Up / Page Down, Home / End. Clicks go through the dimmed parts to the question.
 */
export function LineReader() {
  const { t } = useTranslation('examRoom');
  const boxRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(120);
  const height = () => boxRef.current?.clientHeight || 600;
  const move = (to: number) => setTop(Math.max(0, Math.min(height() - BAND, Math.round(to))));

  const onKeyDown = (event: KeyboardEvent) => {
    const jumps: Record<string, number> = {
      ArrowUp: -(event.shiftKey ? STEP * 4 : STEP),
      ArrowDown: event.shiftKey ? STEP * 4 : STEP,
      PageUp: -BAND * 3,
      PageDown: BAND * 3,
    };
    if (event.key in jumps) move(top + (jumps[event.key] ?? 0));
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(height());
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
    const box = boxRef.current?.getBoundingClientRect();
    if (box) move(event.clientY - box.top - BAND / 2);
  };

  const max = Math.max(0, height() - BAND);
  return (
    <div ref={boxRef} data-line-reader className="pointer-events-none absolute inset-0 z-20">
      <div className="absolute inset-x-0 top-0 bg-slate-950/70" style={{ height: top }} />
      <div className="absolute inset-x-0 bottom-0 bg-slate-950/70" style={{ top: top + BAND }} />
      <div
        className="absolute inset-x-0 border-primary-500 border-y-2"
        style={{ top, height: BAND }}
      >
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('display.lineReaderHandle')}
          aria-orientation="vertical"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={top}
          aria-valuetext={t('display.lineReaderPosition', {
            percent: max ? Math.round((top / max) * 100) : 0,
          })}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          className="pointer-events-auto absolute end-2 top-1/2 grid size-9 -translate-y-1/2 cursor-ns-resize touch-none place-items-center rounded-md bg-primary-700 text-white shadow-pop focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <GripHorizontal className="size-5" aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
