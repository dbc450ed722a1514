import '@/i18n/landing';
import '@/i18n/help';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HelpArticle, HelpArticleNotFound } from '@/features/help/help-article';
import { HelpIndex } from '@/features/help/help-index';
import { isTutorialSlug } from '@/features/help/tutorials';
import { enhancePublicPage } from '@/features/public-site/enhance-public-page';
import { localPublicPath } from '@/features/public-site/local-public-path';
import { PublicPage } from '@/features/public-site/public-page';
import { paths } from '@/paths';

/** /help/tutorials and its tutorials inside the app (first visits get pre-rendered pages). */
export function Component() {
  const { t } = useTranslation('landing');
  const { t: th } = useTranslation('help');
  const { slug } = useParams();
  const base = localPublicPath(paths.help.tutorials.href());
  const known = isTutorialSlug(slug);
  useEffect(() => {
    document.title =
      known && slug
        ? t('pages.helpArticle', { title: th(`tutorials.${slug}.title`) })
        : t('pages.help.title');
  }, [known, slug, t, th]);
  useEffect(() => enhancePublicPage(), []);
  let body = <HelpIndex basePath={base} />;
  if (slug !== undefined) {
    body = known ? (
      <HelpArticle key={slug} slug={slug} basePath={base} />
    ) : (
      <HelpArticleNotFound basePath={base} />
    );
  }
  return <PublicPage>{body}</PublicPage>;
}
