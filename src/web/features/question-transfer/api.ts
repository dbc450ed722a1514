import type {
  ExportFormat,
  ImportReport,
  ImportRequest,
} from '@common/contracts/question-transfer';
import type { QuestionListQuery } from '@common/contracts/questions';
import { api } from '@/lib/api';

/** Checks (dryRun) or imports a file of questions; the report lists every row. */
export const importQuestions = (input: ImportRequest) =>
  api<ImportReport>('/api/admin/questions/import', { method: 'POST', body: input });

const FILTERS = ['subject', 'topic', 'type', 'difficulty', 'status', 'source', 'q'] as const;

/** Download address of the questions the list's filters select (the server names the file). */
export function exportHref(format: ExportFormat, query: QuestionListQuery): string {
  const params = new URLSearchParams({ format });
  for (const key of FILTERS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/api/admin/questions/export?${params}`;
}
