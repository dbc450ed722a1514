import type { ExamResult, ExamState, SavedItem, SaveItemInput } from '@common/contracts/exams';
import { api } from '@/lib/api';

const id = (value: string) => encodeURIComponent(value);
const base = (examId: string) => `/api/student/exams/${id(examId)}`;

export const examRoomKeys = {
  state: (examId: string) => ['exams', examId, 'state'] as const,
};

export const getExamState = (examId: string) => api<ExamState>(`${base(examId)}/state`);

/** Starts the exam (the server sets the deadlines); resuming answers the same state. */
export const startExam = (examId: string) =>
  api<ExamState>(`${base(examId)}/start`, { method: 'POST' });

export const saveItem = (examId: string, position: number, input: SaveItemInput) =>
  api<SavedItem>(`${base(examId)}/items/${position}`, { method: 'PUT', body: input });

/** Adaptive: scores the current item and gives the next one. */
export const nextAdaptiveItem = (examId: string) =>
  api<ExamState>(`${base(examId)}/next`, { method: 'POST' });

export const finishSection = (examId: string, index: number) =>
  api<ExamState>(`${base(examId)}/sections/${index}/finish`, { method: 'POST' });

export const submitExam = (examId: string) =>
  api<ExamResult>(`${base(examId)}/submit`, { method: 'POST' });
