import type { ExamMode } from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { PERCENT_SCORING, storeExam, subjectTopics } from './create-exam';
import { getExamReport } from './exam-report';
import { examTitlesFor } from './exam-titles';

/** Minutes per question when a follow-up is taken as a timed simulation. */
const MINUTES_PER_QUESTION = 2;

function followUpMode(mode: ExamMode | undefined): ExamMode {
  if (mode === 'adaptive') {
    throw new AppError('VALIDATION', 'Choose practice or simulation for this exam', {
      mode: 'Choose practice or simulation for this exam',
    });
  }
  return mode ?? 'practice';
}

/**
 * POST /:id/retry-incorrect: a new exam of the questions the student got wrong or left
 * unanswered (same subject; practice by default, untimed; a simulation gets 2 minutes each).
 */
export async function retryIncorrect(db: Db, userId: string, examId: string, mode?: ExamMode) {
  const chosen = followUpMode(mode);
  const report = await getExamReport(db, userId, examId);
  const wrong = report.questions.filter((q) => q.score < 1);
  if (wrong.length === 0) {
    throw new AppError('CONFLICT', 'Every answer was right: there is nothing to retry');
  }
  const timed = chosen === 'simulation';
  const topicIds = [...new Set(wrong.map((q) => q.topic.id))];
  const titles = await examTitlesFor(db, userId);
  return storeExam(db, userId, {
    subjectId: report.exam.subject.id,
    templateId: null,
    title: titles.retry(report.exam.title).slice(0, 200),
    mode: chosen,
    origin: 'retry_incorrect',
    timed,
    difficulty: null,
    scoring: PERCENT_SCORING,
    sourceExamId: examId,
    fixedQuestionIds: wrong.map((q) => q.questionId),
    sections: [
      {
        title: titles.retrySection,
        directions: '',
        calculator: true,
        questionCount: wrong.length,
        durationMinutes: timed ? wrong.length * MINUTES_PER_QUESTION : null,
        topics: wrong
          .filter((q, i) => wrong.findIndex((x) => x.topic.id === q.topic.id) === i)
          .map((q) => ({ id: q.topic.id, name: q.topic.name, weight: 1 }))
          .filter((t) => topicIds.includes(t.id)),
      },
    ],
  });
}

/**
 * POST /:id/practise-weak-topics: a new exam drawn from the topics scored under 60 % (5
 * questions per topic, 10 to 20 in all), unseen questions first.
 */
export async function practiseWeakTopics(db: Db, userId: string, examId: string, mode?: ExamMode) {
  const chosen = followUpMode(mode);
  const report = await getExamReport(db, userId, examId);
  if (report.weakTopicIds.length === 0) {
    throw new AppError('CONFLICT', 'No weak topics: every topic scored 60% or more');
  }
  const all = await subjectTopics(db, report.exam.subject.id);
  const weak = all.filter((t) => report.weakTopicIds.includes(t.id));
  const count = Math.min(20, Math.max(10, weak.length * 5));
  const timed = chosen === 'simulation';
  const titles = await examTitlesFor(db, userId);
  return storeExam(db, userId, {
    subjectId: report.exam.subject.id,
    templateId: null,
    title: titles.weak(weak.map((t) => t.name)).slice(0, 200),
    mode: chosen,
    origin: 'weak_topics',
    timed,
    difficulty: 'mixed',
    scoring: PERCENT_SCORING,
    sourceExamId: examId,
    sections: [
      {
        title: titles.weakSection,
        directions: '',
        calculator: true,
        questionCount: count,
        durationMinutes: timed ? count * MINUTES_PER_QUESTION : null,
        topics: weak.map((t) => ({ id: t.id, name: t.name, weight: 1 })),
      },
    ],
  });
}
