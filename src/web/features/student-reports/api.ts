import type { AdminPackage } from '@common/contracts/commerce';
import type {
  StudentReportGroup,
  StudentReportList,
  StudentReportQuery,
  StudentReportSummary,
} from '@common/contracts/student-reports';
import type { Subject } from '@common/contracts/subjects';
import { api } from '@/lib/api';

/** Query keys of the student reports page. */
export const studentReportKeys = {
  all: ['admin', 'student-reports'] as const,
  list: (query: StudentReportQuery) => ['admin', 'student-reports', 'list', query] as const,
  summary: (group: StudentReportGroup) => ['admin', 'student-reports', 'summary', group] as const,
  subjects: ['admin', 'student-reports', 'subjects'] as const,
  packages: ['admin', 'student-reports', 'packages'] as const,
};

/** The query string of a group or a page of it (empty values left out). */
export function reportSearch(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const getStudentReport = (query: StudentReportQuery) =>
  api<StudentReportList>(`/api/admin/student-reports?${reportSearch(query)}`);
export const getStudentReportSummary = (group: StudentReportGroup) =>
  api<StudentReportSummary>(`/api/admin/student-reports/summary?${reportSearch(group)}`);
/** The CSV of the whole group (a plain link: the browser downloads it). */
export const studentReportExportHref = (group: StudentReportGroup) => {
  const search = reportSearch(group);
  return `/api/admin/student-reports/export${search ? `?${search}` : ''}`;
};
/** The filter choices: subjects and packages. */
export const getReportSubjects = () => api<{ subjects: Subject[] }>('/api/admin/subjects');
export const getReportPackages = () => api<{ packages: AdminPackage[] }>('/api/admin/packages');
