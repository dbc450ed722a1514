import {
  BookOpen,
  Calculator as CalculatorIcon,
  ChartSpline,
  Highlighter,
  NotebookPen,
  ScrollText,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SaveStatus } from './save-queue';
import { SaveStatusIndicator } from './save-status';
import { SectionTimer } from './section-timer';

export type OpenTool = 'calculator' | 'graphing' | null;

/**
 * The room's top bar: exam and section titles, the section timer, the save status and the
 * tools of test day (directions, highlight, notes, reference, calculators, display, shortcuts).
 */
export function RoomHeader({
  title,
  sectionLabel,
  sectionIndex,
  remaining,
  saveStatus,
  onRetrySave,
  onDirections,
  onHighlight,
  notesOpen,
  onToggleNotes,
  hasReference,
  onReference,
  calculator,
  openTool,
  onToggleTool,
  displayTools,
  shortcuts,
}: {
  title: string;
  sectionLabel: string;
  sectionIndex: number;
  remaining: number | null;
  saveStatus: SaveStatus;
  onRetrySave: () => void;
  onDirections: () => void;
  onHighlight: () => void;
  notesOpen: boolean;
  onToggleNotes: () => void;
  hasReference: boolean;
  onReference: () => void;
  /** The section allows a calculator: the scientific and the graphing one are offered. */
  calculator: boolean;
  openTool: OpenTool;
  onToggleTool: (tool: Exclude<OpenTool, null>) => void;
  displayTools: ReactNode;
  shortcuts: ReactNode;
}) {
  const { t } = useTranslation('examRoom');
  return (
    <header className="border-border border-b bg-surface">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2 sm:px-5">
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold text-sm sm:text-base">{title}</h1>
          <p className="truncate text-ink-muted text-xs sm:text-sm">{sectionLabel}</p>
        </div>
        {remaining !== null ? (
          <SectionTimer key={sectionIndex} remainingMs={remaining} />
        ) : (
          <Badge variant="neutral">{t('timer.untimed')}</Badge>
        )}
        <div className="flex w-full items-center gap-1 md:w-auto">
          <div className="me-auto min-w-0 md:me-2">
            <SaveStatusIndicator status={saveStatus} onRetry={onRetrySave} />
          </div>
          <ToolButton icon={ScrollText} label={t('tools.directions')} onClick={onDirections} />
          <ToolButton
            icon={Highlighter}
            label={t('tools.highlight')}
            onClick={onHighlight}
            keepSelection
          />
          <ToolButton
            icon={NotebookPen}
            label={t('tools.notes')}
            pressed={notesOpen}
            onClick={onToggleNotes}
          />
          {hasReference ? (
            <ToolButton icon={BookOpen} label={t('tools.reference')} onClick={onReference} />
          ) : null}
          {calculator ? (
            <>
              <ToolButton
                icon={CalculatorIcon}
                label={t('tools.calculator')}
                pressed={openTool === 'calculator'}
                onClick={() => onToggleTool('calculator')}
              />
              <ToolButton
                icon={ChartSpline}
                label={t('tools.graphing')}
                pressed={openTool === 'graphing'}
                onClick={() => onToggleTool('graphing')}
              />
            </>
          ) : null}
          {displayTools}
          {shortcuts}
        </div>
      </div>
    </header>
  );
}

export function ToolButton({
  icon: Icon,
  label,
  onClick,
  pressed,
  keepSelection,
}: {
  icon: typeof ScrollText;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  /** The tool acts on the text selected in the question: pressing it must not clear that. */
  keepSelection?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      onMouseDown={keepSelection ? (event) => event.preventDefault() : undefined}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      className={cn('h-10 px-2.5', pressed && 'bg-primary-50 text-primary-800')}
    >
      <Icon aria-hidden="true" />
      <span className="hidden xl:inline">{label}</span>
    </Button>
  );
}
