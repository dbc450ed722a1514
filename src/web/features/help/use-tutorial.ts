import '@/i18n/help';
import { useTranslation } from 'react-i18next';
import { readingMinutes, type TutorialSection, type TutorialSlug } from './tutorials';

/** The text of the help tutorials (namespace `help`), and each tutorial's content by slug. */
export function useTutorialText() {
  const { t } = useTranslation('help');
  const tutorial = (slug: TutorialSlug) => {
    const title = t(`tutorials.${slug}.title`);
    const summary = t(`tutorials.${slug}.summary`);
    const sections = t(`tutorials.${slug}.sections`, {
      returnObjects: true,
    }) as unknown as TutorialSection[];
    return { title, summary, sections, minutes: readingMinutes(summary, sections) };
  };
  return { t, tutorial };
}
