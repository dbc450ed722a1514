import type { ExamRoomItem } from '@common/contracts/exams';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { LineReader } from './line-reader';
import { PassageColumn } from './passage-column';

/**
 * The room's middle: the question alone (centred), or the passage beside it (wide screens) or
 * above it (narrow ones); the line reader lies over it when switched on.
 */
export function RoomBody({
  item,
  question,
  zoom,
  lineReader,
  headingRef,
}: {
  item: ExamRoomItem;
  question: ReactNode;
  zoom: CSSProperties | undefined;
  lineReader: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {/* The scrollers are `relative` so that the sr-only inputs far down a long passage
          question scroll with them instead of stretching the page (at 360 px the whole room
          scrolled). */}
      <main id="main" className="relative min-h-0 flex-1 overflow-y-auto lg:overflow-hidden">
        {item.passage ? (
          <div className="lg:grid lg:h-full lg:grid-cols-2">
            <PassageColumn
              item={item}
              passage={item.passage}
              zoom={zoom}
              onJumpToQuestion={() => {
                headingRef.current?.scrollIntoView({ block: 'start' });
                headingRef.current?.focus();
              }}
            />
            <div className="relative px-4 py-5 sm:px-8 lg:h-full lg:overflow-y-auto">
              {question}
            </div>
          </div>
        ) : (
          <div className="relative lg:h-full lg:overflow-y-auto">
            <div className="mx-auto w-full max-w-3xl px-4 py-5 sm:px-8 sm:py-8">{question}</div>
          </div>
        )}
      </main>
      {lineReader ? <LineReader /> : null}
    </div>
  );
}
