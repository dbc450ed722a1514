import { AreaLayout } from './area-layout';

/** /student/*: student-only area. */
export function Component() {
  return <AreaLayout area="student" />;
}
