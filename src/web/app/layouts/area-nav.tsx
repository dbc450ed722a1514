import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavSection } from './areas';

type AreaNavProps = {
  sections: NavSection[];
  /** Called after a link is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * The item for the current address: the longest link that is the address or a folder of it,
 * so /admin/questions/statistics marks Statistics only, and /admin/questions/manage/1 Questions.
 */
function currentItem(sections: NavSection[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const item of sections.flatMap((s) => s.items)) {
    const matches = pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.length)) best = item.to;
  }
  return best;
}

/** The area's pages, grouped in sections; the current page is marked for screen readers. */
export function AreaNav({ sections, onNavigate, className }: AreaNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentItem(sections, pathname);
  return (
    <nav aria-label={t('nav.main')} className={cn('grid gap-6', className)}>
      {sections.map((section, index) => (
        <div key={section.label ?? index} className="grid gap-1">
          {section.label ? (
            <p className="px-3 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wider">
              {t(section.label)}
            </p>
          ) : null}
          <ul className="grid gap-0.5">
            {section.items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={item.to === current ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 font-medium text-sm transition-colors',
                    item.to === current
                      ? 'bg-primary-50 text-primary-800'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-ink',
                  )}
                >
                  <item.icon
                    className={cn(
                      'size-5',
                      item.to === current ? 'text-primary-700' : 'text-slate-400',
                    )}
                    aria-hidden="true"
                  />
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
