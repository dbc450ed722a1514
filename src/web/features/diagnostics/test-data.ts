import type { DiagnosticCheck, UserDiagnostic } from '@common/contracts/diagnostics';

const passing: DiagnosticCheck[] = [
  { id: 'authAccount', passed: true, problems: [], fix: null },
  { id: 'role', passed: true, problems: [], fix: null },
  { id: 'referral', passed: true, problems: [], fix: null },
  { id: 'points', passed: true, problems: [], fix: null },
  { id: 'sessions', passed: true, problems: [], fix: null },
];

/** A healthy student's diagnostic as the API answers it; `checks` replaces checks by id. */
export function makeDiagnostic(
  overrides: Partial<UserDiagnostic> & { failing?: DiagnosticCheck[] } = {},
): UserDiagnostic {
  const { failing = [], ...rest } = overrides;
  const now = Date.now();
  const iso = (offset: number) => new Date(now + offset).toISOString();
  return {
    checkedAt: iso(0),
    profile: {
      id: 'user-7',
      email: 'sara@example.com',
      name: 'Sara Nabil',
      firstName: 'Sara',
      lastName: 'Nabil',
      phoneNumber: '',
      role: 'student',
      previousRole: null,
      code: null,
      countryCode: 'EG',
      unlockPoints: 1,
      spendablePoints: 1,
      banned: false,
      createdAt: iso(-86_400_000),
      updatedAt: iso(-3_600_000),
    },
    referrer: { id: 'aff-1', email: 'hana@example.com', name: 'Hana Adel', role: 'affiliate' },
    referredById: 'aff-1',
    authAccounts: [
      {
        id: 'acc-1',
        providerId: 'credential',
        accountId: 'user-7',
        hasPassword: true,
        createdAt: iso(-86_400_000),
        updatedAt: iso(-86_400_000),
      },
    ],
    verification: { emailVerified: false, adminVerified: false, exempt: false },
    authSessions: [
      {
        id: 's-1',
        createdAt: iso(-3_600_000),
        expiresAt: iso(20 * 3_600_000),
        ipAddress: '41.33.10.2',
        userAgent: 'Mozilla/5.0',
        impersonatedBy: null,
        expired: false,
      },
    ],
    trackedSessions: [
      {
        id: 'us-1',
        createdAt: iso(-3_600_000),
        lastActivity: iso(-60_000),
        expiresAt: iso(20 * 3_600_000),
        isActive: true,
        deviceType: 'desktop',
        browser: 'Chrome 131',
        os: 'Windows 10',
        ipAddress: '41.33.10.2',
        location: 'Cairo, Egypt',
        signedIn: true,
        orphaned: false,
      },
    ],
    packages: [
      {
        id: 'up-1',
        packageName: 'Free Trial',
        availability: 1,
        unlockPoints: 1,
        examLimit: 2,
        purchaseDate: iso(-86_400_000),
        expiryDate: iso(2 * 86_400_000),
        status: 'active',
        spendable: true,
      },
    ],
    unlocks: [],
    payments: [],
    emails: [
      {
        id: 'm-1',
        templateKey: 'welcome',
        subject: 'Welcome to Tafawuq',
        status: 'stored',
        attempts: 0,
        error: null,
        createdAt: iso(-86_400_000),
        sentAt: null,
      },
    ],
    recentErrors: [],
    checks: passing.map((check) => failing.find((f) => f.id === check.id) ?? check),
    ...rest,
  };
}
