import { z } from 'zod';
import { normalizeCode } from './account';
import {
  dayField,
  orderField,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  withDayRange,
} from './validation';

/** Administrators' student reports (issue 17): figures of a chosen group of students. */

/** A student is "active" when they did something (signed-in activity or an exam) this recently. */
export const ACTIVE_DAYS = 30;

export const STUDENT_REPORT_MSG = {
  subject: 'Unknown subject',
  package: 'Unknown package',
} as const;

export const REPORT_ACTIVITY = ['active', 'idle', 'never'] as const;
export type ReportActivity = (typeof REPORT_ACTIVITY)[number];

export const REPORT_SORTS = ['name', 'joined', 'lastActive', 'averageScore', 'finished'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** The group: who is in it. Shared by the page of rows, the summary and the CSV. */
const groupFields = {
  /** Part of the name or e-mail. */
  search: searchField(200, { refuseControl: true }),
  /** Students who unlocked this subject or took an exam in it; figures count this subject only. */
  subjectId: z.uuid({ error: STUDENT_REPORT_MSG.subject }).optional(),
  /** Students who hold (or held) this package, revoked ones aside. */
  packageId: z.uuid({ error: STUDENT_REPORT_MSG.package }).optional(),
  /** First and last day of sign-up included (UTC). */
  joinedFrom: dayField().optional(),
  joinedTo: dayField().optional(),
  /** The referring affiliate's code (any case). */
  affiliateCode: z
    .string()
    .max(64, { error: 'At most 64 characters' })
    .transform(normalizeCode)
    .pipe(z.string().regex(/^[A-Z0-9-]*$/, { error: 'Use letters, digits and -' }))
    .optional(),
  /** yes: came through an affiliate; no: came on their own. */
  referred: z.enum(['yes', 'no'], { error: 'Use yes or no' }).optional(),
  /** active: seen in the last ACTIVE_DAYS days; idle: seen before that; never: never seen. */
  activity: z.enum(REPORT_ACTIVITY, { error: 'Unknown activity filter' }).optional(),
};

export const studentReportGroupSchema = withDayRange(
  z.object(groupFields),
  'joinedFrom',
  'joinedTo',
);
export type StudentReportGroup = z.infer<typeof studentReportGroupSchema>;

export const studentReportQuerySchema = withDayRange(
  z.object({
    ...groupFields,
    sort: z.enum(REPORT_SORTS, { error: 'Unknown sort' }).default('name'),
    order: orderField('asc'),
    page: pageField(),
    pageSize: pageSizeField(100, 25),
  }),
  'joinedFrom',
  'joinedTo',
);
export type StudentReportQuery = z.input<typeof studentReportQuerySchema>;

/** One subject's figures for one student. Scores are percents (0–100). */
export const studentSubjectFiguresSchema = z.object({
  subjectId: z.string(),
  name: z.string(),
  board: z.string(),
  finished: z.number().int(),
  averageScore: z.number().nullable(),
  latestScore: z.number().nullable(),
});
export type StudentSubjectFigures = z.infer<typeof studentSubjectFiguresSchema>;

export const studentReportRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** False once the account is deactivated. */
  active: z.boolean(),
  joinedAt: z.string(),
  affiliateCode: z.string().nullable(),
  /** Exams started (in progress, submitted or expired). */
  examsTaken: z.number().int(),
  /** Exams submitted and scored. */
  examsFinished: z.number().int(),
  averageScore: z.number().nullable(),
  latestScore: z.number().nullable(),
  /** Time on questions, in seconds. */
  timeSpentSeconds: z.number().int(),
  lastActiveAt: z.string().nullable(),
  /** Names of the packages held now (active, not expired). */
  packages: z.array(z.string()),
  subjects: z.array(studentSubjectFiguresSchema),
});
export type StudentReportRow = z.infer<typeof studentReportRowSchema>;

export const studentReportListSchema = pagedListSchema(studentReportRowSchema);
export type StudentReportList = z.infer<typeof studentReportListSchema>;

/** Score bands of the distribution: [0,20) [20,40) [40,60) [60,80) [80,100]. */
export const SCORE_BANDS = ['0-19', '20-39', '40-59', '60-79', '80-100'] as const;

export const subjectSummarySchema = z.object({
  subjectId: z.string(),
  name: z.string(),
  board: z.string(),
  /** Students of the group with a finished exam in the subject. */
  students: z.number().int(),
  examsFinished: z.number().int(),
  averageScore: z.number().nullable(),
  /** Finished exams per score band, in SCORE_BANDS order. */
  distribution: z.array(z.number().int()),
});
export type SubjectSummary = z.infer<typeof subjectSummarySchema>;

export const studentReportSummarySchema = z.object({
  students: z.number().int(),
  /** Seen in the last ACTIVE_DAYS days. */
  activeStudents: z.number().int(),
  examsTaken: z.number().int(),
  examsFinished: z.number().int(),
  /** Mean of the finished exams' scores. */
  averageScore: z.number().nullable(),
  averageExamsPerStudent: z.number(),
  timeSpentSeconds: z.number().int(),
  averageTimeSeconds: z.number(),
  subjects: z.array(subjectSummarySchema),
});
export type StudentReportSummary = z.infer<typeof studentReportSummarySchema>;
