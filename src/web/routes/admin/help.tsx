import { AreaHelpPage } from '@/features/help/area-help-page';
import { paths } from '@/paths';

/** /admin/help/tutorials and /admin/help/tutorials/:slug. */
export function Component() {
  return <AreaHelpPage basePath={paths.admin.helpTutorials.href()} />;
}
