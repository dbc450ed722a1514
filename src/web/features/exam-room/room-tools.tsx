import '@/i18n/examRoom';
import { Keyboard } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { ReferenceSheet } from './reference-sheets';

/** The keys the room answers to (shown in the help popover). */
export const SHORTCUTS = [
  { keys: ['→', 'N'], action: 'next' },
  { keys: ['←', 'P'], action: 'previous' },
  { keys: ['A', '…', 'E'], action: 'choose' },
  { keys: ['↑', '↓'], action: 'moveChoice' },
  { keys: ['Shift', 'A…E'], action: 'eliminate' },
  { keys: ['M'], action: 'flag' },
  { keys: ['H'], action: 'highlight' },
  { keys: ['G'], action: 'navigator' },
  { keys: ['?'], action: 'help' },
] as const;

export function ShortcutsHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('examRoom');
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('shortcuts.open')}
          title={t('shortcuts.open')}
        >
          <Keyboard aria-hidden="true" />
        </Button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('shortcuts.title')}
          className="z-50 w-72 rounded-card border border-border bg-surface p-4 text-sm shadow-pop motion-safe:animate-pop-in"
        >
          <h2 className="mb-2 font-semibold">{t('shortcuts.title')}</h2>
          <dl className="grid gap-1.5">
            {SHORTCUTS.map((shortcut) => (
              <div key={shortcut.action} className="flex items-center justify-between gap-3">
                <dt className="text-ink-muted">{t(`shortcuts.${shortcut.action}`)}</dt>
                <dd className="flex shrink-0 gap-1">
                  {shortcut.keys.map((key) => (
                    <kbd
                      key={key}
                      className="rounded border border-border bg-slate-50 px-1.5 py-0.5 font-mono text-xs"
                    >
                      {key}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-ink-muted text-xs">{t('shortcuts.note')}</p>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export function DirectionsDialog({
  open,
  onOpenChange,
  title,
  directions,
  calculator,
  minutes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  directions: string;
  calculator: boolean;
  minutes: number | null;
}) {
  const { t } = useTranslation('examRoom');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('directions.title', { section: title })}</DialogTitle>
          <DialogDescription>
            {[
              minutes === null
                ? t('directions.untimed')
                : t('directions.minutes', { count: minutes }),
              calculator ? t('directions.calculator') : t('directions.noCalculator'),
            ].join(' · ')}
          </DialogDescription>
        </DialogHeader>
        {directions.trim() ? (
          <RichText text={directions} />
        ) : (
          <p className="text-ink-muted">{t('directions.none')}</p>
        )}
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t('directions.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function ReferenceDialog({
  open,
  onOpenChange,
  sheet,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sheet: ReferenceSheet;
}) {
  const { t } = useTranslation('examRoom');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{sheet.title}</DialogTitle>
          <DialogDescription>{t('reference.description')}</DialogDescription>
        </DialogHeader>
        <RichText text={sheet.body} className="text-sm" />
      </DialogContent>
    </Dialog>
  );
}
