import { publicPathIn } from '@common/public-pages';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from './app/page-loader';
import { RootLayout } from './app/root-layout';
import { RouteError } from './app/route-error';
import { paths } from './paths';

/** Pages of an area: each page's errors stay inside the area's layout. */
function areaPages(root: string, pages: RouteObject[]): RouteObject[] {
  return [
    {
      errorElement: <RouteError embedded />,
      children: [{ index: true, element: <Navigate to={`${root}/dashboard`} replace /> }, ...pages],
    },
  ];
}

/**
 * The route table. Every page, the areas' layouts and the forms load on demand (React Router
 * `lazy`). A first visit to a public page gets it pre-rendered instead (dist/web/pages/).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/public/landing') },
      { path: paths.termsAndPolicies.path, lazy: () => import('./routes/public/terms') },
      {
        path: paths.help.root.path,
        element: <Navigate to={paths.help.tutorials.href()} replace />,
      },
      {
        path: publicPathIn(paths.help.root.path, 'ar'),
        element: <Navigate to={publicPathIn(paths.help.tutorials.href(), 'ar')} replace />,
      },
      { path: paths.help.tutorials.path, lazy: () => import('./routes/public/help') },
      { path: `${paths.help.tutorials.path}/:slug`, lazy: () => import('./routes/public/help') },
      // The same public pages at their Arabic addresses (reached in the app by its own links).
      { path: publicPathIn(paths.home.path, 'ar'), lazy: () => import('./routes/public/landing') },
      {
        path: publicPathIn(paths.termsAndPolicies.path, 'ar'),
        lazy: () => import('./routes/public/terms'),
      },
      {
        path: publicPathIn(paths.help.tutorials.path, 'ar'),
        lazy: () => import('./routes/public/help'),
      },
      {
        path: publicPathIn(`${paths.help.tutorials.path}/:slug`, 'ar'),
        lazy: () => import('./routes/public/help'),
      },
      { path: paths.auth.path, lazy: () => import('./routes/auth/auth-page') },
      { path: paths.setup.path, lazy: () => import('./routes/setup/setup-page') },
      { path: paths.inactive.path, lazy: () => import('./routes/public/inactive') },
      {
        // Full screen, outside the area's layout; the page guards itself for students.
        path: paths.student.examProcess.path,
        errorElement: <RouteError />,
        lazy: () => import('./routes/student/exam-process'),
      },
      {
        path: paths.student.root.path,
        lazy: () => import('./app/layouts/student-layout'),
        children: areaPages(paths.student.root.path, [
          { path: paths.student.dashboard.path, lazy: () => import('./routes/student/dashboard') },
          { path: paths.student.profile.path, lazy: () => import('./routes/student/profile') },
          { path: paths.student.settings.path, lazy: () => import('./routes/student/settings') },
          {
            path: paths.student.createExam.path,
            lazy: () => import('./routes/student/create-exam'),
          },
          { path: paths.student.myExams.path, lazy: () => import('./routes/student/my-exams') },
          { path: paths.student.exam.path, lazy: () => import('./routes/student/exam-details') },
          {
            path: paths.student.examReport.path,
            lazy: () => import('./routes/student/exam-report'),
          },
          { path: paths.student.progress.path, lazy: () => import('./routes/student/progress') },
          {
            path: paths.student.progressSubject.path,
            lazy: () => import('./routes/student/progress-subject'),
          },
          {
            path: paths.student.unlockedSubjects.path,
            lazy: () => import('./routes/student/unlocked-subjects'),
          },
          { path: paths.student.packages.path, lazy: () => import('./routes/student/packages') },
          {
            path: paths.student.buyPackage.path,
            lazy: () => import('./routes/student/buy-package'),
          },
          { path: paths.student.payment.path, lazy: () => import('./routes/student/payment') },
          {
            path: paths.student.paymentResult.path,
            lazy: () => import('./routes/student/payment-result'),
          },
          {
            path: paths.student.help.path,
            element: <Navigate to={paths.student.helpTutorials.href()} replace />,
          },
          { path: paths.student.helpTutorials.path, lazy: () => import('./routes/student/help') },
          { path: paths.student.helpTutorial.path, lazy: () => import('./routes/student/help') },
        ]),
      },
      {
        path: paths.affiliate.root.path,
        lazy: () => import('./app/layouts/affiliate-layout'),
        children: areaPages(paths.affiliate.root.path, [
          {
            path: paths.affiliate.dashboard.path,
            lazy: () => import('./routes/affiliate/dashboard'),
          },
          {
            path: paths.affiliate.usersReferred.path,
            lazy: () => import('./routes/affiliate/users-referred'),
          },
          {
            path: paths.affiliate.commissions.path,
            lazy: () => import('./routes/affiliate/commissions'),
          },
          { path: paths.affiliate.profile.path, lazy: () => import('./routes/affiliate/profile') },
          {
            path: paths.affiliate.settings.path,
            lazy: () => import('./routes/affiliate/settings'),
          },
          {
            path: paths.affiliate.help.path,
            element: <Navigate to={paths.affiliate.helpTutorials.href()} replace />,
          },
          {
            path: paths.affiliate.helpTutorials.path,
            lazy: () => import('./routes/affiliate/help'),
          },
          {
            path: paths.affiliate.helpTutorial.path,
            lazy: () => import('./routes/affiliate/help'),
          },
        ]),
      },
      {
        path: paths.admin.root.path,
        lazy: () => import('./app/layouts/admin-layout'),
        children: areaPages(paths.admin.root.path, [
          { path: paths.admin.dashboard.path, lazy: () => import('./routes/admin/dashboard') },
          {
            path: paths.admin.websiteStats.path,
            lazy: () => import('./routes/admin/website-stats'),
          },
          {
            path: paths.admin.activeSessions.path,
            lazy: () => import('./routes/admin/active-sessions'),
          },
          {
            path: paths.admin.userBehavior.path,
            lazy: () => import('./routes/admin/user-behavior'),
          },
          {
            path: paths.admin.studentsSearch.path,
            lazy: () => import('./routes/admin/students-search'),
          },
          {
            path: paths.admin.studentProfile.path,
            lazy: () => import('./routes/admin/students-profile'),
          },
          {
            path: paths.admin.studentPackages.path,
            lazy: () => import('./routes/admin/students-packages'),
          },
          {
            path: paths.admin.studentReports.path,
            lazy: () => import('./routes/admin/students-reports'),
          },
          {
            path: paths.admin.accountActions.path,
            lazy: () => import('./routes/admin/account-actions'),
          },
          { path: paths.admin.subjects.path, lazy: () => import('./routes/admin/subjects') },
          { path: paths.admin.packages.path, lazy: () => import('./routes/admin/packages') },
          { path: paths.admin.payments.path, lazy: () => import('./routes/admin/payments') },
          { path: paths.admin.revenue.path, lazy: () => import('./routes/admin/revenue') },
          {
            path: paths.admin.revenueAnalytics.path,
            lazy: () => import('./routes/admin/revenue-analytics'),
          },
          { path: paths.admin.discounts.path, lazy: () => import('./routes/admin/discounts') },
          {
            path: paths.admin.affiliateAccounts.path,
            lazy: () => import('./routes/admin/affiliate-accounts'),
          },
          {
            path: paths.admin.examTemplates.path,
            lazy: () => import('./routes/admin/exam-templates'),
          },
          { path: paths.admin.questions.path, lazy: () => import('./routes/admin/questions') },
          { path: paths.admin.passages.path, lazy: () => import('./routes/admin/passages') },
          { path: paths.admin.generation.path, lazy: () => import('./routes/admin/generation') },
          { path: paths.admin.itemModels.path, lazy: () => import('./routes/admin/item-models') },
          { path: paths.admin.itemModelNew.path, lazy: () => import('./routes/admin/item-model') },
          { path: paths.admin.itemModelEdit.path, lazy: () => import('./routes/admin/item-model') },
          {
            path: paths.admin.questionCreate.path,
            lazy: () => import('./routes/admin/question-manage'),
          },
          {
            path: paths.admin.questionEdit.path,
            lazy: () => import('./routes/admin/question-manage'),
          },
          { path: paths.admin.mathFieldTest.path, lazy: () => import('./routes/admin/math-test') },
          {
            path: paths.admin.duplicatedQuestions.path,
            lazy: () => import('./routes/admin/duplicated-questions'),
          },
          {
            path: paths.admin.questionStatistics.path,
            lazy: () => import('./routes/admin/question-statistics'),
          },
          {
            path: paths.admin.confirmedStatistics.path,
            lazy: () => import('./routes/admin/confirmed-statistics'),
          },
          { path: paths.admin.calibration.path, lazy: () => import('./routes/admin/calibration') },
          {
            path: paths.admin.contentAnalytics.path,
            lazy: () => import('./routes/admin/content-analytics'),
          },
          { path: paths.admin.users.path, lazy: () => import('./routes/admin/users') },
          {
            path: paths.admin.userVerification.path,
            lazy: () => import('./routes/admin/user-verification'),
          },
          {
            path: paths.admin.manualEmailFix.path,
            lazy: () => import('./routes/admin/manual-email-fix'),
          },
          {
            path: paths.admin.emailVerificationFix.path,
            lazy: () => import('./routes/admin/manual-email-fix'),
          },
          {
            path: paths.admin.userDiagnostic.path,
            lazy: () => import('./routes/admin/user-diagnostic'),
          },
          {
            path: paths.admin.emailTemplates.path,
            lazy: () => import('./routes/admin/email-templates'),
          },
          { path: paths.admin.emailTest.path, lazy: () => import('./routes/admin/email-test') },
          {
            path: paths.admin.emailManagement.path,
            lazy: () => import('./routes/admin/email-management'),
          },
          {
            path: paths.admin.emailConfiguration.path,
            lazy: () => import('./routes/admin/email-configuration'),
          },
          {
            path: paths.admin.databaseSetup.path,
            lazy: () => import('./routes/admin/database-setup'),
          },
          {
            path: paths.admin.databaseTest.path,
            lazy: () => import('./routes/admin/database-test'),
          },
          {
            path: paths.admin.databaseAnalytics.path,
            lazy: () => import('./routes/admin/database-analytics'),
          },
          {
            path: paths.admin.tableManagement.path,
            lazy: () => import('./routes/admin/table-management'),
          },
          {
            path: paths.admin.databaseSchema.path,
            lazy: () => import('./routes/admin/database-schema'),
          },
          {
            path: paths.admin.sqlFunctionTester.path,
            lazy: () => import('./routes/admin/sql-function-tester'),
          },
          { path: paths.admin.security.path, lazy: () => import('./routes/admin/security') },
          { path: paths.admin.logs.path, lazy: () => import('./routes/admin/logs') },
          { path: paths.admin.backup.path, lazy: () => import('./routes/admin/backup') },
          {
            path: paths.admin.performance.path,
            lazy: () => import('./routes/admin/performance'),
          },
          { path: paths.admin.profile.path, lazy: () => import('./routes/admin/profile') },
          { path: paths.admin.settings.path, lazy: () => import('./routes/admin/settings') },
          {
            path: paths.admin.help.path,
            element: <Navigate to={paths.admin.helpTutorials.href()} replace />,
          },
          { path: paths.admin.helpTutorials.path, lazy: () => import('./routes/admin/help') },
          { path: paths.admin.helpTutorial.path, lazy: () => import('./routes/admin/help') },
        ]),
      },
      { path: '*', lazy: () => import('./routes/public/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
