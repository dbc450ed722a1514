import { eq } from 'drizzle-orm';
import type { ExamMode } from '../../../common/contracts/exams';
import { isLocale, type Locale } from '../../../common/locales';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * Names the server gives the exams it builds (custom, follow-ups, plan, review), written once in
 * the student's language when the exam is created: the name is the exam's, not the interface's.
 */
export type ExamTitles = {
  custom(subject: string, mode: ExamMode, questions: number): string;
  customSection: string;
  retry(examTitle: string): string;
  retrySection: string;
  weak(topics: string[]): string;
  weakSection: string;
  plan(subject: string, questions: number): string;
  planSection: string;
  review(subject: string, questions: number): string;
  reviewSection: string;
};

const english: ExamTitles = {
  custom: (subject, mode, n) => `${subject}: custom ${mode} (${n} questions)`,
  customSection: 'Questions',
  retry: (title) => `Retry incorrect: ${title}`,
  retrySection: 'Retry incorrect',
  weak: (topics) => `Weak topics: ${topics.join(', ')}`,
  weakSection: 'Weak topics',
  plan: (subject, n) => `${subject}: today’s plan (${n} questions)`,
  planSection: 'Today’s practice',
  review: (subject, n) => `Review: ${subject} (${n} ${n === 1 ? 'question' : 'questions'})`,
  reviewSection: 'Review',
};

/** «سؤال واحد»، «سؤالان»، «5 أسئلة»، «12 سؤالًا»، «100 سؤال»: Arabic counts agree with the noun. */
const ARABIC_QUESTION_FORMS: Record<Intl.LDMLPluralRule, (n: number) => string> = {
  zero: () => 'لا أسئلة',
  one: () => 'سؤال واحد',
  two: () => 'سؤالان',
  few: (n) => `${n} أسئلة`,
  many: (n) => `${n} سؤالًا`,
  other: (n) => `${n} سؤال`,
};
const arabicPlural = new Intl.PluralRules('ar');

export const arabicQuestions = (n: number) => ARABIC_QUESTION_FORMS[arabicPlural.select(n)](n);

const ARABIC_MODES: Record<ExamMode, string> = {
  practice: 'تدريبي',
  simulation: 'محاكاة',
  adaptive: 'تكيّفي',
};

const arabic: ExamTitles = {
  // Arabic first: the title's first letter sets its direction where it is shown on its own.
  custom: (subject, mode, n) =>
    `اختبار ${ARABIC_MODES[mode]} مخصّص: ${subject} (${arabicQuestions(n)})`,
  customSection: 'الأسئلة',
  retry: (title) => `إعادة الإجابات الخاطئة: ${title}`,
  retrySection: 'إعادة الإجابات الخاطئة',
  weak: (topics) => `الموضوعات الأضعف: ${topics.join('، ')}`,
  weakSection: 'الموضوعات الأضعف',
  plan: (subject, n) => `خطة اليوم: ${subject} (${arabicQuestions(n)})`,
  planSection: 'تدريب اليوم',
  review: (subject, n) => `مراجعة: ${subject} (${arabicQuestions(n)})`,
  reviewSection: 'المراجعة',
};

export const EXAM_TITLES: Record<Locale, ExamTitles> = { en: english, ar: arabic };

/** The titles in the language of the student's account. */
export async function examTitlesFor(db: DbOrTx, userId: string): Promise<ExamTitles> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return EXAM_TITLES[isLocale(row?.locale) ? row.locale : 'en'];
}
