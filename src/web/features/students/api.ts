import type { Accommodations, AccommodationsInput } from '@common/contracts/accommodations';
import type {
  GrantPackageInput,
  HeldPackageResult,
  StudentList,
  StudentPackages,
  StudentProfile,
  StudentSearchQuery,
  UpdateHeldPackageInput,
} from '@common/contracts/students';
import { api } from '@/lib/api';

const id = (value: string) => encodeURIComponent(value);

/** Query keys of the administrators' student pages; `all` refreshes every one. */
export const studentKeys = {
  all: ['admin', 'students'] as const,
  search: (query: StudentSearchQuery) => ['admin', 'students', 'search', query] as const,
  profile: (studentId: string) => ['admin', 'students', 'profile', studentId] as const,
  packages: (studentId: string) => ['admin', 'students', 'packages', studentId] as const,
  accommodations: (studentId: string) =>
    ['admin', 'students', 'accommodations', studentId] as const,
};

function toSearch(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const searchStudents = (query: StudentSearchQuery) =>
  api<StudentList>(`/api/admin/students?${toSearch(query)}`);
export const getStudentProfile = (studentId: string) =>
  api<StudentProfile>(`/api/admin/students/${id(studentId)}`);
export const getStudentPackages = (studentId: string) =>
  api<StudentPackages>(`/api/admin/students/${id(studentId)}/packages`);
export const grantPackage = (studentId: string, input: GrantPackageInput) =>
  api<HeldPackageResult>(`/api/admin/students/${id(studentId)}/packages`, {
    method: 'POST',
    body: input,
  });
export const updateHeldPackage = (
  studentId: string,
  usersPackageId: string,
  input: UpdateHeldPackageInput,
) =>
  api<HeldPackageResult>(`/api/admin/students/${id(studentId)}/packages/${id(usersPackageId)}`, {
    method: 'PATCH',
    body: input,
  });
export const revokeHeldPackage = (studentId: string, usersPackageId: string) =>
  api<HeldPackageResult>(
    `/api/admin/students/${id(studentId)}/packages/${id(usersPackageId)}/revoke`,
    { method: 'POST' },
  );
export const getStudentAccommodations = (studentId: string) =>
  api<Accommodations>(`/api/admin/students/${id(studentId)}/accommodations`);
export const setStudentAccommodations = (studentId: string, input: AccommodationsInput) =>
  api<Accommodations>(`/api/admin/students/${id(studentId)}/accommodations`, {
    method: 'PUT',
    body: input,
  });
