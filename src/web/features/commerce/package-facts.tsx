import { CalendarClock, ClipboardList, LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a package gives: subjects to unlock, validity and practice exams. */
export function PackageFacts({
  unlockPoints,
  validityMonths,
  examLimit,
}: {
  unlockPoints: number;
  validityMonths: number;
  examLimit: number | null;
}) {
  const { t } = useTranslation('commerce');
  const facts = [
    { icon: LockOpen, text: t('package.points', { count: unlockPoints }) },
    { icon: CalendarClock, text: t('package.validity', { count: validityMonths }) },
    {
      icon: ClipboardList,
      text:
        examLimit === null ? t('package.examsUnlimited') : t('package.exams', { count: examLimit }),
    },
  ];
  return (
    <ul className="grid gap-2 text-slate-700 text-sm">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="size-4 shrink-0 text-primary-600" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
