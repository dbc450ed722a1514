import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavSection } from './areas';

type AreaNavProps = {
  sections: NavSection[];
  /** Called after a link is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
  className?: string;
};

/** The area's pages, grouped in sections; the current page is marked for screen readers. */
export function AreaNav({ sections, onNavigate, className }: AreaNavProps) {
  const { t } = useTranslation();
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
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 font-medium text-sm transition-colors',
                      isActive
                        ? 'bg-primary-50 text-primary-800'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-ink',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <item.icon
                        className={cn('size-5', isActive ? 'text-primary-700' : 'text-slate-400')}
                        aria-hidden="true"
                      />
                      {t(item.label)}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
