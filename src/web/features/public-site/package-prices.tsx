import '@/i18n/landing';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackageListStrings } from './package-list-strings';
import { fillPackageLists } from './package-lists';

/**
 * The price list of /terms-and-policies: active packages from the API, rendered by
 * `fillPackageLists` (the same code fills the static page and this component in the app).
 */
export function PackagePrices() {
  const { t } = useTranslation('landing');
  const strings = usePackageListStrings();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) void fillPackageLists(ref.current);
  }, []);
  return (
    <div ref={ref} data-package-list="" {...strings} className="mt-4">
      <p data-packages-status role="status" className="text-ink-muted text-sm">
        {t('pricing.loading')}
      </p>
      {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
      <section
        data-packages-items
        hidden
        aria-label={t('pricing.tableCaption')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-border"
      >
        <table className="w-full min-w-[28rem] text-start text-sm">
          <caption className="sr-only">{t('pricing.tableCaption')}</caption>
          <thead className="bg-canvas text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('pricing.columns.package')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('pricing.columns.subjects')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('pricing.columns.validity')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('pricing.columns.price')}
              </th>
            </tr>
          </thead>
          <tbody data-packages-target className="divide-y divide-border" />
        </table>
      </section>
      <template data-packages-template>
        <tr>
          <td data-field="name" className="px-4 py-3 font-medium text-ink" />
          <td data-field="points" className="px-4 py-3 text-slate-700" />
          <td data-field="validity" className="px-4 py-3 text-slate-700" />
          <td data-field="price" className="px-4 py-3 text-end font-semibold text-ink" />
        </tr>
      </template>
    </div>
  );
}
