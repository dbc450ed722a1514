import type { StudentProfile } from '@common/contracts/students';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const profile: StudentProfile = {
  student: {
    id: 'stu-1',
    firstName: 'Lina',
    lastName: 'Haddad',
    email: 'lina@example.com',
    phoneNumber: '+20 100 123 4567',
    countryCode: 'EG',
    emailVerified: true,
    adminVerified: false,
    active: true,
    joinedAt: '2026-10-01T10:00:00.000Z',
    points: 1,
  },
  affiliate: { id: 'aff-1', name: 'Noura Saleh', code: 'NOURA10' },
  examAllowance: { limit: 20, used: 1, remaining: 19 },
  packages: [
    {
      id: 'up-1',
      packageId: 'pkg-basic',
      name: 'Basic',
      isTrial: false,
      unlockPoints: 2,
      availability: 1,
      examLimit: 20,
      paymentId: 'pay-1',
      subjectsUnlocked: 1,
      purchaseDate: '2026-10-02T10:00:00.000Z',
      expiryDate: '2027-01-02T10:00:00.000Z',
      status: 'active',
    },
    {
      id: 'up-2',
      packageId: 'pkg-trial',
      name: 'Free Trial',
      isTrial: true,
      unlockPoints: 1,
      availability: 0,
      examLimit: 2,
      paymentId: null,
      subjectsUnlocked: 0,
      purchaseDate: '2026-10-01T10:00:00.000Z',
      expiryDate: '2026-10-04T10:00:00.000Z',
      status: 'expired',
    },
  ],
  subjects: [
    {
      id: 'su-1',
      subjectId: 'sub-1',
      name: 'AP Calculus AB',
      board: 'AP',
      packageName: 'Basic',
      unlockedAt: '2026-10-03T10:00:00.000Z',
      expiresAt: '2027-01-02T10:00:00.000Z',
      active: true,
    },
  ],
  exams: {
    items: [
      {
        id: 'ex-1',
        title: 'Calculus practice',
        subjectName: 'AP Calculus AB',
        mode: 'practice',
        status: 'submitted',
        questionCount: 10,
        createdAt: '2026-10-05T10:00:00.000Z',
        submittedAt: '2026-10-05T11:00:00.000Z',
        percent: 80,
        scaled: '4',
      },
    ],
    total: 1,
  },
  sessions: [
    {
      id: 's-1',
      deviceType: 'desktop',
      browser: 'Chrome',
      os: 'Linux',
      ipAddress: '10.0.0.2',
      location: 'Local network',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastActivity: '2026-11-01T11:00:00.000Z',
      expiresAt: '2026-11-02T10:00:00.000Z',
      current: false,
    },
  ],
  payments: {
    items: [
      {
        id: 'pay-1',
        packageName: 'Basic',
        amountPaid: 44.1,
        currency: 'usd',
        status: 'succeeded',
        createdAt: '2026-10-02T10:00:00.000Z',
      },
    ],
    total: 1,
    paidTotal: 44.1,
  },
};

describe('admin student profile', { timeout: 30_000 }, () => {
  it('shows the account, packages, subjects, exams, sessions, payments and referrer', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    api.on('GET /api/admin/students/stu-1', () => ({ status: 200, body: profile }));
    renderApp('/admin/students/profile/stu-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lina Haddad' })).toBeTruthy();
    expect(screen.getByText('Egypt')).toBeTruthy();
    expect(screen.getByText('E-mail verified')).toBeTruthy();
    expect(screen.getByText('1 point')).toBeTruthy();
    expect(screen.getByText('1 used of 20')).toBeTruthy();
    expect(screen.getByText('NOURA10')).toBeTruthy();

    const packages = screen.getByRole('table', { name: 'Packages' });
    const basic = within(packages).getByText('Basic').closest('tr') as HTMLElement;
    expect(within(basic).getByText('1 of 2')).toBeTruthy();
    expect(within(basic).getByText('Payment')).toBeTruthy();
    expect(within(basic).getByText('Active')).toBeTruthy();
    const trial = within(packages).getAllByText('Free Trial')[0]?.closest('tr') as HTMLElement;
    expect(within(trial).getByText('Expired')).toBeTruthy();

    const subjects = screen.getByRole('table', { name: 'Unlocked subjects' });
    expect(within(subjects).getByText('AP Calculus AB')).toBeTruthy();
    const exams = screen.getByRole('table', { name: 'Exams and scores' });
    expect(within(exams).getByText('80% · 4')).toBeTruthy();
    expect(within(exams).queryByRole('link')).toBeNull();
    const sessions = screen.getByRole('table', { name: 'Active sessions' });
    expect(within(sessions).getByText('Chrome · Linux')).toBeTruthy();
    expect(screen.getByText('1 payment, $44.10 paid (refunds excluded).')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'All payments of this student' }).getAttribute('href'),
    ).toBe('/admin/payments?student=lina%40example.com');
    expect(screen.getByRole('link', { name: 'Edit packages' }).getAttribute('href')).toBe(
      '/admin/students/edit-packages/stu-1',
    );
  });

  it('says clearly when the student does not exist', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    api.on('GET /api/admin/students/nobody', () => ({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Student not found' },
    }));
    renderApp('/admin/students/profile/nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Student not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to student search' }).getAttribute('href')).toBe(
      '/admin/students/search',
    );
  });
});
