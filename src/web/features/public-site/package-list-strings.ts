import '@/i18n/landing';
import { useTranslation } from 'react-i18next';

/** Keeps {{count}} and {{percent}} for package-lists.ts to fill in the browser. */
const keep = {
  interpolation: { escapeValue: false },
  replace: { count: '{{count}}', percent: '{{percent}}' },
};

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * The strings package-lists.ts needs, as data-* attributes of a list container: the
 * pre-rendered pages carry them, so the plain script needs no i18n library.
 */
export function usePackageListStrings() {
  const { t } = useTranslation('landing');
  // Every CLDR plural category (Arabic has six); a language without one falls back to 'other'.
  const forms = (name: string, key: 'points' | 'months' | 'examsLimited') =>
    Object.fromEntries(
      PLURAL_CATEGORIES.map((form) => [
        `data-${name}-${form}`,
        t(`pricing.${key}_${form}` as 'pricing.points_other', {
          ...keep,
          defaultValue: t(`pricing.${key}_other` as 'pricing.points_other', keep),
        }),
      ]),
    );
  return {
    ...forms('points', 'points'),
    ...forms('months', 'months'),
    ...forms('exams', 'examsLimited'),
    'data-exams-unlimited': t('pricing.examsUnlimited'),
    'data-trial-validity': t('pricing.trialValidity'),
    'data-discount': t('pricing.discount', keep),
  };
}
