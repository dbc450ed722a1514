import { useParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HelpArticle, HelpArticleNotFound } from './help-article';
import { HelpIndex } from './help-index';
import { isTutorialSlug } from './tutorials';
import { useTutorialText } from './use-tutorial';

/**
 * An area's help (/{area}/help/tutorials and /{area}/help/tutorials/:slug) inside its layout:
 * the tutorials' index, one tutorial, or a "not found" message for an unknown slug.
 */
export function AreaHelpPage({ basePath }: { basePath: string }) {
  const { t, tutorial } = useTutorialText();
  const { slug } = useParams();
  const known = isTutorialSlug(slug);

  let title: string = t('notFound.pageTitle');
  if (slug === undefined) title = t('index.pageTitle');
  else if (known) title = t('article.documentTitle', { title: tutorial(slug).title });
  useDocumentTitle(title);

  if (slug === undefined) return <HelpIndex basePath={basePath} embedded />;
  if (!known) return <HelpArticleNotFound basePath={basePath} embedded />;
  return <HelpArticle key={slug} slug={slug} basePath={basePath} embedded />;
}
