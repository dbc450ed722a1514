import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds links with encoded parameters', () => {
    expect(paths.student.examReport.href({ examId: 'a b' })).toBe('/student/exam/a%20b/report');
    expect(paths.admin.studentProfile.href({ studentId: 42 })).toBe('/admin/students/profile/42');
    expect(paths.student.dashboard.href()).toBe('/student/dashboard');
  });

  it('leaves the mode out of /auth for login', () => {
    expect(paths.auth.href()).toBe('/auth');
    expect(paths.auth.href({ mode: 'login' })).toBe('/auth');
    expect(paths.auth.href({ mode: 'register' })).toBe('/auth?mode=register');
    expect(paths.auth.href({ mode: 'register', role: 'affiliate' })).toBe(
      '/auth?role=affiliate&mode=register',
    );
  });
});
