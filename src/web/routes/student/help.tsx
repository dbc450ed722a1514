import { AreaHelpPage } from '@/features/help/area-help-page';
import { paths } from '@/paths';

/** /student/help/tutorials and /student/help/tutorials/:slug. */
export function Component() {
  return <AreaHelpPage basePath={paths.student.helpTutorials.href()} />;
}
