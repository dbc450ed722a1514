import { Contrast, Minus, MonitorCog, Plus, RotateCcw, ScanLine } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type RoomDisplayControls, ZOOM_MAX, ZOOM_MIN } from './use-room-display';

/**
 * The room's display tools (a popover from the top bar): zoom − / + / reset up to 200 %, the
 * line reader and the high-contrast theme. Each setting is remembered on this device.
 */
export function DisplayTools({ controls }: { controls: RoomDisplayControls }) {
  const { t } = useTranslation('examRoom');
  const { display, zoomBy, resetZoom, toggleLineReader, toggleHighContrast } = controls;
  const percent = Math.round(display.zoom * 100);
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('tools.display')}
          title={t('tools.display')}
          className="h-10 px-2.5"
        >
          <MonitorCog aria-hidden="true" />
          <span className="hidden xl:inline">{t('tools.display')}</span>
        </Button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('display.title')}
          className={cn(
            'z-50 grid w-72 gap-3 rounded-card border border-border bg-surface p-4 text-sm shadow-pop motion-safe:animate-pop-in',
            display.highContrast && 'room-high-contrast',
          )}
        >
          <h2 className="font-semibold">{t('display.title')}</h2>
          <div className="grid gap-1.5">
            <span id="room-zoom-label" className="font-medium">
              {t('display.zoom')}
            </span>
            <div className="flex items-center gap-1.5">
              <Button
                variant="secondary"
                size="icon"
                onClick={() => zoomBy(-1)}
                disabled={display.zoom <= ZOOM_MIN}
                aria-label={t('display.zoomOut')}
              >
                <Minus aria-hidden="true" />
              </Button>
              <output
                aria-live="polite"
                aria-labelledby="room-zoom-label"
                className="min-w-14 text-center font-mono font-semibold"
              >
                {t('display.zoomLevel', { percent })}
              </output>
              <Button
                variant="secondary"
                size="icon"
                onClick={() => zoomBy(1)}
                disabled={display.zoom >= ZOOM_MAX}
                aria-label={t('display.zoomIn')}
              >
                <Plus aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={resetZoom}
                disabled={display.zoom === 1}
                className="ms-auto"
              >
                <RotateCcw aria-hidden="true" />
                {t('display.zoomReset')}
              </Button>
            </div>
          </div>
          <ToggleRow
            icon={ScanLine}
            label={t('display.lineReader')}
            hint={t('display.lineReaderHint')}
            pressed={display.lineReader}
            onToggle={toggleLineReader}
          />
          <ToggleRow
            icon={Contrast}
            label={t('display.highContrast')}
            pressed={display.highContrast}
            onToggle={toggleHighContrast}
          />
          {/* The room is a page of its own: its language switch lives with the display. */}
          <div className="flex items-center justify-between gap-2 border-border border-t pt-3">
            <span className="font-medium">{t('display.language')}</span>
            <LanguageSwitch />
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

function ToggleRow({
  icon: Icon,
  label,
  hint,
  pressed,
  onToggle,
}: {
  icon: typeof Contrast;
  label: string;
  hint?: string;
  pressed: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="grid gap-1">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onToggle}
        className={cn(
          'flex items-center gap-2 rounded-md border px-3 py-2 text-start font-semibold focus-visible:outline-2 focus-visible:outline-ring',
          pressed
            ? 'border-primary-700 bg-primary-50 text-primary-900'
            : 'border-border hover:bg-slate-50',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
        <span
          aria-hidden="true"
          className={cn(
            'ms-auto h-5 w-9 rounded-full p-0.5 transition-colors',
            pressed ? 'bg-primary-700' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'block size-4 rounded-full bg-white transition-transform',
              pressed && 'translate-x-4 rtl:-translate-x-4',
            )}
          />
        </span>
      </button>
      {hint ? <p className="text-ink-muted text-xs">{hint}</p> : null}
    </div>
  );
}
