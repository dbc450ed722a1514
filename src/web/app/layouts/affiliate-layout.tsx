import { AreaLayout } from './area-layout';

/** /affiliate/*: affiliate-only area. */
export function Component() {
  return <AreaLayout area="affiliate" />;
}
