import { ImpersonationBanner } from '@/features/users/impersonation-banner';
import { AreaLayout } from './area-layout';

/** /student/*: student-only area; an administrator viewing as a student sees a banner. */
export function Component() {
  return (
    <>
      <ImpersonationBanner />
      <AreaLayout area="student" />
    </>
  );
}
