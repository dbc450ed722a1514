/**
 * Every route of the web app and how to link to it, in one table (spec section 2).
 * `path` is the router pattern, `href()` builds a link. Pages that later issues build are listed
 * already so links and navigation can refer to them; only the router decides which exist now.
 */

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string | number>];

export type RouteEntry<P extends string> = {
  /** Router pattern, absolute. */
  path: P;
  /** A link to the page; parameters are URL-encoded. */
  href: (...args: HrefArgs<P>) => string;
};

function route<P extends string>(path: P): RouteEntry<P> {
  return {
    path,
    href: (...args: HrefArgs<P>) => {
      const params = (args[0] ?? {}) as Record<string, string | number>;
      return path.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(String(params[name] ?? '')),
      );
    },
  };
}

/** Views of the authentication screen, chosen by `?mode=` (login when absent). */
export const AUTH_MODES = [
  'login',
  'register',
  'reset-password',
  'update-password',
  'verify-email',
  'otp-success',
  'error-otp',
] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export function isAuthMode(value: unknown): value is AuthMode {
  return typeof value === 'string' && (AUTH_MODES as readonly string[]).includes(value);
}

export type AuthHrefOptions = { mode?: AuthMode; role?: 'affiliate' | 'student' };

/** `/auth` with its query: login is the default, so it carries no mode parameter. */
function authHref(options: AuthHrefOptions = {}): string {
  const query = new URLSearchParams();
  if (options.role === 'affiliate') query.set('role', 'affiliate');
  if (options.mode && options.mode !== 'login') query.set('mode', options.mode);
  const search = query.toString();
  return search ? `/auth?${search}` : '/auth';
}

const helpTopics = {
  tutorials: route('/help/tutorials'),
  gettingStarted: route('/help/tutorials/getting-started'),
  accountSetup: route('/help/tutorials/account-setup'),
  examCreation: route('/help/tutorials/exam-creation'),
  analytics: route('/help/tutorials/analytics'),
  packageManagement: route('/help/tutorials/package-management'),
  troubleshooting: route('/help/tutorials/troubleshooting'),
};

export const paths = {
  // Public
  home: route('/'),
  termsAndPolicies: route('/terms-and-policies'),
  inactive: route('/inactive'),
  setup: route('/setup'),
  auth: {
    path: '/auth' as const,
    href: authHref,
  },
  help: { root: route('/help'), ...helpTopics },

  student: {
    root: route('/student'),
    dashboard: route('/student/dashboard'),
    createExam: route('/student/create-exam'),
    myExams: route('/student/my-exams'),
    exam: route('/student/exam/:examId'),
    examProcess: route('/student/exam/:examId/process'),
    examReport: route('/student/exam/:examId/report'),
    progress: route('/student/progress'),
    progressSubject: route('/student/progress/:subjectId'),
    unlockedSubjects: route('/student/unlocked-subjects'),
    packages: route('/student/packages'),
    buyPackage: route('/student/buy-package'),
    payment: route('/student/payment/:packageId'),
    paymentResult: route('/student/payment-result'),
    profile: route('/student/profile'),
    settings: route('/student/settings'),
    help: route('/student/help'),
    helpTutorials: route('/student/help/tutorials'),
    helpTutorial: route('/student/help/tutorials/:slug'),
  },

  affiliate: {
    root: route('/affiliate'),
    dashboard: route('/affiliate/dashboard'),
    usersReferred: route('/affiliate/users-referred'),
    commissions: route('/affiliate/commissions'),
    profile: route('/affiliate/profile'),
    settings: route('/affiliate/settings'),
    help: route('/affiliate/help'),
    helpTutorials: route('/affiliate/help/tutorials'),
    helpTutorial: route('/affiliate/help/tutorials/:slug'),
  },

  admin: {
    root: route('/admin'),
    dashboard: route('/admin/dashboard'),
    websiteStats: route('/admin/website-stats'),
    databaseSchema: route('/admin/database-schema'),
    packages: route('/admin/packages'),
    payments: route('/admin/payments'),
    questions: route('/admin/questions'),
    duplicatedQuestions: route('/admin/duplicated-questions'),
    questionCreate: route('/admin/questions/manage'),
    questionEdit: route('/admin/questions/manage/:id'),
    questionStatistics: route('/admin/questions/statistics'),
    confirmedStatistics: route('/admin/questions/confirmed-statistics'),
    calibration: route('/admin/calibration'),
    mathFieldTest: route('/admin/test'),
    users: route('/admin/users'),
    userVerification: route('/admin/user-verification'),
    userDiagnostic: route('/admin/user-diagnostic'),
    emailVerificationFix: route('/admin/email-verification-fix'),
    manualEmailFix: route('/admin/manual-email-fix'),
    sqlFunctionTester: route('/admin/sql-function-tester'),
    affiliateAccounts: route('/admin/affiliate-accounts'),
    studentsSearch: route('/admin/students/search'),
    studentProfile: route('/admin/students/profile/:studentId'),
    studentPackages: route('/admin/students/edit-packages/:studentId'),
    activeSessions: route('/admin/students/active-sessions'),
    studentReports: route('/admin/students/reports'),
    accountActions: route('/admin/account-actions'),
    contentAnalytics: route('/admin/content-analytics'),
    revenue: route('/admin/revenue'),
    revenueAnalytics: route('/admin/revenue-analytics'),
    userBehavior: route('/admin/user-behavior'),
    discounts: route('/admin/discounts'),
    profile: route('/admin/profile'),
    settings: route('/admin/settings'),
    subjects: route('/admin/subjects'),
    examTemplates: route('/admin/exam-templates'),
    passages: route('/admin/passages'),
    generation: route('/admin/generation'),
    itemModels: route('/admin/item-models'),
    itemModelNew: route('/admin/item-models/new'),
    itemModelEdit: route('/admin/item-models/:id'),
    emailConfiguration: route('/admin/email-configuration'),
    emailTemplates: route('/admin/email-templates'),
    emailTest: route('/admin/email-test'),
    emailManagement: route('/admin/email-management'),
    databaseSetup: route('/admin/database-setup'),
    databaseTest: route('/admin/database-test'),
    databaseAnalytics: route('/admin/database-analytics'),
    tableManagement: route('/admin/table-management'),
    security: route('/admin/security'),
    backup: route('/admin/backup'),
    logs: route('/admin/logs'),
    performance: route('/admin/performance'),
    help: route('/admin/help'),
    helpTutorials: route('/admin/help/tutorials'),
    helpTutorial: route('/admin/help/tutorials/:slug'),
  },
} as const;

/** Support address of the product (spec: deactivated page, FAQ); shared with the server's e-mails. */
export { SUPPORT_EMAIL } from '@common/constants';
