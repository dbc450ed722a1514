import type { AreaRole } from '@common/roles';
import type { ParseKeys } from 'i18next';
import {
  Activity,
  BadgeCheck,
  BookOpen,
  BookOpenText,
  ChartColumn,
  ChartLine,
  ChartNoAxesColumn,
  ChartPie,
  ChartSpline,
  CircleHelp,
  ClipboardList,
  CopyCheck,
  CreditCard,
  DatabaseBackup,
  DatabaseZap,
  FileChartColumn,
  FilePlus2,
  FileStack,
  Gauge,
  Globe,
  HandCoins,
  Handshake,
  Inbox,
  LayoutDashboard,
  Library,
  LockOpen,
  type LucideIcon,
  MailCheck,
  Mails,
  MailWarning,
  MonitorSmartphone,
  Network,
  Package,
  ReceiptText,
  ScrollText,
  Send,
  ServerCog,
  Settings,
  Shapes,
  ShieldCheck,
  ShoppingCart,
  Sigma,
  Sparkles,
  SquareFunction,
  Stethoscope,
  Table2,
  TicketPercent,
  TrendingUp,
  UserCog,
  UserRound,
  UserSearch,
  Users,
  UsersRound,
} from 'lucide-react';
import { paths } from '@/paths';

export type NavItem = {
  to: string;
  /** Key in the common namespace. */
  label: ParseKeys<'common'>;
  icon: LucideIcon;
};

export type NavSection = { label?: ParseKeys<'common'>; items: NavItem[] };

export type AreaConfig = {
  role: AreaRole;
  label: ParseKeys<'common'>;
  home: string;
  nav: NavSection[];
};

/**
 * Navigation of each area. Add a page here when it gets its route; the layouts render
 * whatever this table lists, on desktop and in the mobile drawer.
 */
export const AREAS: Record<AreaRole, AreaConfig> = {
  student: {
    role: 'student',
    label: 'areas.student',
    home: paths.student.dashboard.href(),
    nav: [
      {
        label: 'nav.sectionOverview',
        items: [
          { to: paths.student.dashboard.href(), label: 'nav.dashboard', icon: LayoutDashboard },
          { to: paths.student.progress.href(), label: 'nav.progress', icon: ChartSpline },
        ],
      },
      {
        label: 'nav.sectionExams',
        items: [
          { to: paths.student.createExam.href(), label: 'nav.createExam', icon: FilePlus2 },
          { to: paths.student.myExams.href(), label: 'nav.myExams', icon: ClipboardList },
        ],
      },
      {
        label: 'nav.sectionPackages',
        items: [
          {
            to: paths.student.unlockedSubjects.href(),
            label: 'nav.unlockedSubjects',
            icon: LockOpen,
          },
          { to: paths.student.packages.href(), label: 'nav.packages', icon: Package },
          { to: paths.student.buyPackage.href(), label: 'nav.buyPackage', icon: ShoppingCart },
        ],
      },
      {
        label: 'nav.sectionAccount',
        items: [
          { to: paths.student.profile.href(), label: 'nav.profile', icon: UserRound },
          { to: paths.student.settings.href(), label: 'nav.settings', icon: Settings },
          { to: paths.student.helpTutorials.href(), label: 'nav.help', icon: CircleHelp },
        ],
      },
    ],
  },
  affiliate: {
    role: 'affiliate',
    label: 'areas.affiliate',
    home: paths.affiliate.dashboard.href(),
    nav: [
      {
        label: 'nav.sectionOverview',
        items: [
          { to: paths.affiliate.dashboard.href(), label: 'nav.dashboard', icon: LayoutDashboard },
        ],
      },
      {
        label: 'nav.sectionReferrals',
        items: [
          { to: paths.affiliate.usersReferred.href(), label: 'nav.usersReferred', icon: Users },
          { to: paths.affiliate.commissions.href(), label: 'nav.commissions', icon: HandCoins },
        ],
      },
      {
        label: 'nav.sectionAccount',
        items: [
          { to: paths.affiliate.profile.href(), label: 'nav.profile', icon: UserRound },
          { to: paths.affiliate.settings.href(), label: 'nav.settings', icon: Settings },
          { to: paths.affiliate.helpTutorials.href(), label: 'nav.help', icon: CircleHelp },
        ],
      },
    ],
  },
  admin: {
    role: 'admin',
    label: 'areas.admin',
    home: paths.admin.dashboard.href(),
    nav: [
      {
        label: 'nav.sectionOverview',
        items: [
          { to: paths.admin.dashboard.href(), label: 'nav.dashboard', icon: LayoutDashboard },
          { to: paths.admin.websiteStats.href(), label: 'nav.websiteStats', icon: Globe },
        ],
      },
      {
        label: 'nav.sectionContent',
        items: [
          { to: paths.admin.subjects.href(), label: 'nav.subjects', icon: BookOpen },
          {
            to: paths.admin.examTemplates.href(),
            label: 'nav.examTemplates',
            icon: FileStack,
          },
          { to: paths.admin.questions.href(), label: 'nav.questions', icon: Library },
          { to: paths.admin.passages.href(), label: 'nav.passages', icon: BookOpenText },
          { to: paths.admin.generation.href(), label: 'nav.generation', icon: Sparkles },
          { to: paths.admin.itemModels.href(), label: 'nav.itemModels', icon: Shapes },
          {
            to: paths.admin.duplicatedQuestions.href(),
            label: 'nav.duplicatedQuestions',
            icon: CopyCheck,
          },
          {
            to: paths.admin.questionStatistics.href(),
            label: 'nav.questionStatistics',
            icon: ChartColumn,
          },
          {
            to: paths.admin.confirmedStatistics.href(),
            label: 'nav.confirmedStatistics',
            icon: ChartLine,
          },
          { to: paths.admin.calibration.href(), label: 'nav.calibration', icon: Gauge },
          {
            to: paths.admin.contentAnalytics.href(),
            label: 'nav.contentAnalytics',
            icon: ChartPie,
          },
          { to: paths.admin.mathFieldTest.href(), label: 'nav.mathFieldTest', icon: Sigma },
        ],
      },
      {
        label: 'nav.sectionSales',
        items: [
          { to: paths.admin.packages.href(), label: 'nav.adminPackages', icon: Package },
          { to: paths.admin.payments.href(), label: 'nav.payments', icon: CreditCard },
          {
            to: paths.admin.affiliateAccounts.href(),
            label: 'nav.affiliateAccounts',
            icon: Handshake,
          },
          { to: paths.admin.revenue.href(), label: 'nav.revenue', icon: ReceiptText },
          {
            to: paths.admin.revenueAnalytics.href(),
            label: 'nav.revenueAnalytics',
            icon: TrendingUp,
          },
          { to: paths.admin.discounts.href(), label: 'nav.discounts', icon: TicketPercent },
        ],
      },
      {
        label: 'nav.sectionStudents',
        items: [
          { to: paths.admin.users.href(), label: 'nav.users', icon: UserCog },
          {
            to: paths.admin.userVerification.href(),
            label: 'nav.userVerification',
            icon: BadgeCheck,
          },
          { to: paths.admin.studentsSearch.href(), label: 'nav.studentSearch', icon: UserSearch },
          {
            to: paths.admin.studentReports.href(),
            label: 'nav.studentReports',
            icon: FileChartColumn,
          },
          {
            to: paths.admin.accountActions.href(),
            label: 'nav.accountActions',
            icon: UsersRound,
          },
          {
            to: paths.admin.activeSessions.href(),
            label: 'nav.activeSessions',
            icon: MonitorSmartphone,
          },
          {
            to: paths.admin.userBehavior.href(),
            label: 'nav.userBehavior',
            icon: ChartSpline,
          },
          {
            to: paths.admin.userDiagnostic.href(),
            label: 'nav.userDiagnostic',
            icon: Stethoscope,
          },
          {
            to: paths.admin.emailVerificationFix.href(),
            label: 'nav.emailVerificationFix',
            icon: MailCheck,
          },
          {
            to: paths.admin.manualEmailFix.href(),
            label: 'nav.manualEmailFix',
            icon: MailWarning,
          },
        ],
      },
      {
        label: 'nav.sectionEmail',
        items: [
          { to: paths.admin.emailTemplates.href(), label: 'nav.emailTemplates', icon: Mails },
          { to: paths.admin.emailTest.href(), label: 'nav.emailTest', icon: Send },
          {
            to: paths.admin.emailManagement.href(),
            label: 'nav.emailManagement',
            icon: Inbox,
          },
          {
            to: paths.admin.emailConfiguration.href(),
            label: 'nav.emailConfiguration',
            icon: ServerCog,
          },
        ],
      },
      {
        label: 'nav.sectionSystem',
        items: [
          {
            to: paths.admin.databaseSetup.href(),
            label: 'nav.databaseSetup',
            icon: DatabaseZap,
          },
          { to: paths.admin.databaseTest.href(), label: 'nav.databaseTest', icon: Activity },
          {
            to: paths.admin.databaseAnalytics.href(),
            label: 'nav.databaseAnalytics',
            icon: ChartNoAxesColumn,
          },
          { to: paths.admin.tableManagement.href(), label: 'nav.tableManagement', icon: Table2 },
          { to: paths.admin.databaseSchema.href(), label: 'nav.databaseSchema', icon: Network },
          {
            to: paths.admin.sqlFunctionTester.href(),
            label: 'nav.sqlFunctionTester',
            icon: SquareFunction,
          },
          { to: paths.admin.security.href(), label: 'nav.security', icon: ShieldCheck },
          { to: paths.admin.logs.href(), label: 'nav.logs', icon: ScrollText },
          { to: paths.admin.backup.href(), label: 'nav.backup', icon: DatabaseBackup },
          { to: paths.admin.performance.href(), label: 'nav.performance', icon: Gauge },
        ],
      },
      {
        label: 'nav.sectionAccount',
        items: [
          { to: paths.admin.profile.href(), label: 'nav.profile', icon: UserRound },
          { to: paths.admin.settings.href(), label: 'nav.settings', icon: Settings },
          { to: paths.admin.helpTutorials.href(), label: 'nav.help', icon: CircleHelp },
        ],
      },
    ],
  },
};
