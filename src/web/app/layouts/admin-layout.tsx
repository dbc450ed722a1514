import { AreaLayout } from './area-layout';

/** /admin/*: admin-only area. */
export function Component() {
  return <AreaLayout area="admin" />;
}
