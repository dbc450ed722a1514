import { FREE_TRIAL_PACKAGE_ID } from '../../../common/constants';
import type { packages } from '../schema';

type NewPackage = typeof packages.$inferInsert;

/** The four packages of domain.md. Seeded once; administrators own them afterwards. */
export const REFERENCE_PACKAGES: NewPackage[] = [
  {
    id: FREE_TRIAL_PACKAGE_ID,
    name: 'Free Trial',
    description: 'Try one subject free for 3 days: two practice exams, no card required.',
    price: 0,
    discountPercent: 0,
    unlockPoints: 1,
    validityMonths: 0,
    examLimit: 2,
    isTrial: true,
    status: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Basic',
    description: 'Two subjects for 3 months with up to 20 practice exams and full reports.',
    price: 49,
    discountPercent: 0,
    unlockPoints: 2,
    validityMonths: 3,
    examLimit: 20,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Premium',
    description:
      'Four subjects for 6 months with 100+ adaptive exams, study plans and progress analytics.',
    price: 89,
    discountPercent: 5,
    unlockPoints: 4,
    validityMonths: 6,
    examLimit: 120,
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    name: 'Ultimate',
    description: 'Eight subjects for 12 months with unlimited exams and every feature.',
    price: 149,
    discountPercent: 10,
    unlockPoints: 8,
    validityMonths: 12,
    examLimit: null,
  },
];
