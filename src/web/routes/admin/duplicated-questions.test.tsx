import type { DuplicateGroup, DuplicateQuestion } from '@common/contracts/question-insights';
import type { Subject } from '@common/contracts/subjects';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const subject = (id: string, name: string): Subject => ({
  id,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  board: 'AP',
  description: '',
  isActive: true,
  sortOrder: 0,
  questionCount: 10,
  confirmedCount: 10,
  topics: [],
});

const question = (id: string, stem: string, extra: Partial<DuplicateQuestion> = {}) =>
  ({
    id,
    stem,
    type: 'single',
    choices: [
      { id: 'a', text: '$2$ s' },
      { id: 'b', text: '$4$ s' },
    ],
    answer: { type: 'single', correct: 'a' },
    status: 'confirmed',
    difficulty: 'medium',
    topic: { id: 't1', name: 'Kinematics' },
    createdAt: '2026-01-05T10:00:00.000Z',
    timesSeen: 12,
    ...extra,
  }) satisfies DuplicateQuestion;

const GROUP: DuplicateGroup = {
  questions: [
    question('q1', 'A ball is thrown **vertically** upward at $20\\ \\text{m/s}$.'),
    question('q2', 'A ball is thrown **straight** upward at $20\\ \\text{m/s}$.', {
      status: 'pending_review',
      timesSeen: 0,
    }),
  ],
  pairs: [{ firstId: 'q1', secondId: 'q2', similarity: 0.866 }],
};

function openPage(groups: DuplicateGroup[] = [GROUP], url = '/admin/duplicated-questions') {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  const state = { groups };
  api.on('GET /api/admin/subjects', () => ({
    status: 200,
    body: { subjects: [subject('s1', 'AP Physics 1'), subject('s2', 'IGCSE Physics')] },
  }));
  api.on('GET /api/admin/questions/duplicates', (req) => ({
    status: 200,
    body: {
      subject: {
        id: req.query.get('subject'),
        name: req.query.get('subject') === 's2' ? 'IGCSE Physics' : 'AP Physics 1',
      },
      threshold: 0.8,
      groups: req.query.get('subject') === 's1' ? state.groups : [],
      truncated: false,
    },
  }));
  return { api, state, ...renderApp(url) };
}

describe('admin duplicated questions', () => {
  it('shows each group side by side with the rendered stems and how alike they are', async () => {
    const { api } = openPage();
    const group = await screen.findByRole('heading', { name: 'Group 1' });
    expect(
      api.calls.find((c) => c.path === '/api/admin/questions/duplicates')?.query.get('subject'),
    ).toBe('s1');
    expect(screen.getByText('1 group of near-duplicates in AP Physics 1')).toBeTruthy();
    const card = group.closest('[data-group]') as HTMLElement;
    const a = within(card).getByRole('article', { name: 'Question A' });
    const b = within(card).getByRole('article', { name: 'Question B' });
    // Markdown and LaTeX rendered, not shown as source.
    expect(within(a).getByText('vertically').tagName).toBe('STRONG');
    expect(a.querySelector('.katex')).toBeTruthy();
    expect(within(b).getByText('Pending review')).toBeTruthy();
    expect(within(a).getByText('Choice a')).toBeTruthy();
    expect(within(a).getByText('Kinematics')).toBeTruthy();
    expect(within(a).getByText('12')).toBeTruthy();
    expect(within(card).getByText('87% alike')).toBeTruthy();
    expect(within(card).getByText('2 questions · up to 87% alike')).toBeTruthy();
    expect(
      within(a).getByRole('link', { name: 'Open question A in the editor' }).getAttribute('href'),
    ).toBe('/admin/questions/manage/q1');
  });

  it('archives one question after confirmation', async () => {
    const { api, state, user } = openPage();
    api.on('POST /api/admin/questions/bulk', () => {
      state.groups = [];
      return { status: 200, body: { changed: 1, skipped: [] } };
    });
    await screen.findByRole('heading', { name: 'Group 1' });
    await user.click(screen.getByRole('button', { name: 'Archive this one (question B)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive question B?' });
    expect(api.calls.some((c) => c.path === '/api/admin/questions/bulk')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Question archived')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/admin/questions/bulk')?.body).toEqual({
      ids: ['q2'],
      action: 'archive',
    });
    expect(
      await screen.findByRole('heading', { name: 'No near-duplicates in AP Physics 1' }),
    ).toBeTruthy();
  });

  it('marks a pair as not duplicates and the group goes away', async () => {
    const { api, state, user } = openPage();
    api.on('POST /api/admin/questions/distinct-pairs', () => {
      state.groups = [];
      return { status: 200, body: { firstId: 'q1', secondId: 'q2' } };
    });
    await screen.findByRole('heading', { name: 'Group 1' });
    await user.click(screen.getByRole('button', { name: 'Not duplicates: A and B' }));
    expect(
      await screen.findByText('Marked as not duplicates: this pair will not be shown again'),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/admin/questions/distinct-pairs')?.body).toEqual({
      firstId: 'q1',
      secondId: 'q2',
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Group 1' })).toBeNull());
  });

  it('says so when a subject has no near-duplicates, and keeps the subject in the address', async () => {
    const { user, router } = openPage();
    await screen.findByRole('heading', { name: 'Group 1' });
    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    await user.click(await screen.findByRole('option', { name: 'IGCSE Physics' }));
    expect(
      await screen.findByRole('heading', { name: 'No near-duplicates in IGCSE Physics' }),
    ).toBeTruthy();
    expect(currentUrl(router)).toContain('subject=s2');
  });
});
