import { useTranslation } from 'react-i18next';

/** Keeps {{count}} and {{percent}} for package-lists.ts to fill in the browser. */
const keep = {
  interpolation: { escapeValue: false },
  replace: { count: '{{count}}', percent: '{{percent}}' },
};

/**
 * The strings package-lists.ts needs, as data-* attributes of a list container: the
 * pre-rendered pages carry them, so the plain script needs no i18n library.
 */
export function usePackageListStrings() {
  const { t } = useTranslation('landing');
  return {
    'data-points-one': t('pricing.points_one', keep),
    'data-points-other': t('pricing.points_other', keep),
    'data-months-one': t('pricing.months_one', keep),
    'data-months-other': t('pricing.months_other', keep),
    'data-exams-one': t('pricing.examsLimited_one', keep),
    'data-exams-other': t('pricing.examsLimited_other', keep),
    'data-exams-unlimited': t('pricing.examsUnlimited'),
    'data-trial-validity': t('pricing.trialValidity'),
    'data-discount': t('pricing.discount', keep),
  };
}
