import 'i18next';
import type account from './en/account.json';
import type affiliate from './en/affiliate.json';
import type affiliateAdmin from './en/affiliateAdmin.json';
import type app from './en/app.json';
import type auth from './en/auth.json';
import type backup from './en/backup.json';
import type commerce from './en/commerce.json';
import type common from './en/common.json';
import type content from './en/content.json';
import type databaseTools from './en/databaseTools.json';
import type diagnostics from './en/diagnostics.json';
import type email from './en/email.json';
import type examRoom from './en/examRoom.json';
import type exams from './en/exams.json';
import type help from './en/help.json';
import type landing from './en/landing.json';
import type learningAnalytics from './en/learningAnalytics.json';
import type legal from './en/legal.json';
import type mathTest from './en/mathTest.json';
import type questionEditor from './en/questionEditor.json';
import type questionInsights from './en/questionInsights.json';
import type questionTransfer from './en/questionTransfer.json';
import type schemaTools from './en/schemaTools.json';
import type security from './en/security.json';
import type siteAnalytics from './en/siteAnalytics.json';
import type students from './en/students.json';
import type system from './en/system.json';
import type templates from './en/templates.json';
import type users from './en/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      auth: typeof auth;
      app: typeof app;
      account: typeof account;
      help: typeof help;
      legal: typeof legal;
      content: typeof content;
      exams: typeof exams;
      questionEditor: typeof questionEditor;
      questionInsights: typeof questionInsights;
      templates: typeof templates;
      mathTest: typeof mathTest;
      commerce: typeof commerce;
      questionTransfer: typeof questionTransfer;
      examRoom: typeof examRoom;
      affiliate: typeof affiliate;
      affiliateAdmin: typeof affiliateAdmin;
      users: typeof users;
      email: typeof email;
      diagnostics: typeof diagnostics;
      databaseTools: typeof databaseTools;
      students: typeof students;
      security: typeof security;
      system: typeof system;
      schemaTools: typeof schemaTools;
      backup: typeof backup;
      siteAnalytics: typeof siteAnalytics;
      learningAnalytics: typeof learningAnalytics;
    };
  }
}
