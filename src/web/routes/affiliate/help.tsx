import { AreaHelpPage } from '@/features/help/area-help-page';
import { paths } from '@/paths';

/** /affiliate/help/tutorials and /affiliate/help/tutorials/:slug. */
export function Component() {
  return <AreaHelpPage basePath={paths.affiliate.helpTutorials.href()} />;
}
