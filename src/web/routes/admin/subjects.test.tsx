import type { Subject } from '@common/contracts/subjects';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const topic = (id: string, name: string, weight: number, questionCount = 3) => ({
  id,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  blueprintWeight: weight,
  sortOrder: 0,
  isActive: true,
  questionCount,
});

const calculus: Subject = {
  id: 's1',
  slug: 'ap-calculus-ab',
  name: 'AP Calculus AB',
  board: 'AP',
  description: 'Limits and derivatives.',
  isActive: true,
  sortOrder: 0,
  questionCount: 6,
  confirmedCount: 6,
  topics: [topic('t1', 'Limits', 60), topic('t2', 'Derivatives', 40)],
};
const empty: Subject = {
  ...calculus,
  id: 's2',
  slug: 'igcse-cs',
  name: 'IGCSE Computer Science',
  board: 'IGCSE',
  questionCount: 0,
  confirmedCount: 0,
  topics: [topic('t3', 'Algorithms', 70, 0)],
};

async function openPage(subjects: Subject[] = [calculus, empty]) {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('GET /api/admin/subjects', () => ({ status: 200, body: { subjects } }));
  const app = renderApp('/admin/subjects');
  await screen.findByRole('heading', { name: 'Subjects and topics' });
  await screen.findByRole('heading', { name: 'AP Calculus AB' });
  return { api, ...app };
}

const cardOf = (name: string) =>
  screen.getByRole('heading', { name }).closest('[data-subject]') as HTMLElement;

describe('admin subjects page', () => {
  it('lists subjects with counts and topics, and warns when weights do not add up to 100', async () => {
    await openPage();
    expect(screen.getByText('2 topics · 6 questions (6 confirmed)')).toBeTruthy();
    expect(within(cardOf('AP Calculus AB')).getByText('Weights add up to 100%')).toBeTruthy();
    expect(
      within(cardOf('IGCSE Computer Science')).getByText('Weights add up to 70%, not 100%'),
    ).toBeTruthy();
    // Only a subject without questions can be deleted.
    expect(within(cardOf('AP Calculus AB')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(
      within(cardOf('IGCSE Computer Science')).getByRole('button', { name: 'Delete' }),
    ).toBeTruthy();
  });

  it('creates a subject from the dialog', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/subjects', () => ({ status: 201, body: { id: 'new' } }));
    await user.click(screen.getByRole('button', { name: 'New subject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'IGCSE Economics');
    await user.click(within(dialog).getByRole('button', { name: 'Create subject' }));
    expect(await screen.findByText('Subject created')).toBeTruthy();
    const call = api.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/subjects');
    expect(call?.body).toMatchObject({ name: 'IGCSE Economics', board: 'AP' });
  });

  it('deactivates a subject and moves it down', async () => {
    const { api, user } = await openPage();
    api.on('PATCH /api/admin/subjects/s1', () => ({
      status: 200,
      body: { subjects: [calculus, empty] },
    }));
    api.on('POST /api/admin/subjects/reorder', () => ({
      status: 200,
      body: { subjects: [empty, calculus] },
    }));
    await user.click(within(cardOf('AP Calculus AB')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Subject deactivated: students no longer see it')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isActive: false });

    await user.click(screen.getByRole('button', { name: 'Move AP Calculus AB down' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/admin/subjects/reorder')?.body).toEqual({
        ids: ['s2', 's1'],
      }),
    );
  });

  it("adds a topic and shows the server's field message", async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/subjects/s2/topics', () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This subject already has a topic with this slug',
        fields: { name: 'This subject already has a topic with this slug' },
      },
    }));
    await user.click(
      within(cardOf('IGCSE Computer Science')).getByRole('button', { name: 'Add topic' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Algorithms');
    await user.clear(within(dialog).getByLabelText('Blueprint weight (%)'));
    await user.type(within(dialog).getByLabelText('Blueprint weight (%)'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add topic' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/admin/subjects/s2/topics')?.body).toEqual({
        name: 'Algorithms',
        blueprintWeight: 30,
      }),
    );
    expect(await screen.findByText('This subject already has a topic with this slug')).toBeTruthy();
  });
});
