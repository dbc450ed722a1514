import type { ExamOptions } from '@common/contracts/exams';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS, makeDetails, makeOptionSubject, makeOptions } from '@/features/exams/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

function setup(options: ExamOptions = makeOptions()) {
  const api = installFakeApi({ me: makeMe() });
  api.on('GET /api/student/exams/options', () => ({ status: 200, body: options }));
  api.on(`GET /api/student/exams/${IDS.newExam}`, () => ({
    status: 200,
    body: makeDetails({ id: IDS.newExam, status: 'ready', title: 'New exam', score: null }),
  }));
  return api;
}

const creates = (api: ReturnType<typeof setup>) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === '/api/student/exams');

describe('create-exam page', { timeout: 20_000 }, () => {
  it('lists unlocked subjects, the locked ones with a way to unlock, and the exams left', async () => {
    setup();
    renderApp('/student/create-exam');
    expect(await screen.findByRole('heading', { name: 'Create an exam' })).toBeTruthy();
    expect(await screen.findByText('17 exams left')).toBeTruthy();
    // The only unlocked subject is chosen already.
    expect(
      (screen.getByRole('radio', { name: 'AP Calculus AB' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText('AP Physics 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unlock more subjects' }).getAttribute('href')).toBe(
      '/student/unlocked-subjects',
    );
  });

  it('preselects the subject named in the address', async () => {
    const chemistry = makeOptionSubject({ id: IDS.chemistry, name: 'AP Chemistry', templates: [] });
    setup(makeOptions({ subjects: [makeOptionSubject(), chemistry] }));
    renderApp(`/student/create-exam?subject=${IDS.chemistry}`);
    const radio = (await screen.findByRole('radio', { name: 'AP Chemistry' })) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    expect(
      (screen.getByRole('radio', { name: 'AP Calculus AB' }) as HTMLInputElement).checked,
    ).toBe(false);
    // Its own choices follow: no templates, so only a custom exam.
    expect(screen.getByRole('radio', { name: 'Custom exam' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /multiple choice/ })).toBeNull();
  });

  it('shows each template with its sections, counts and minutes; an unfillable one is disabled', async () => {
    setup();
    renderApp('/student/create-exam');
    const full = await screen.findByRole('radio', { name: /AP Calculus AB — multiple choice/ });
    const description = document.getElementById(full.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('45 questions');
    expect(description?.textContent).toContain('105 minutes');
    expect(description?.textContent).toContain('Part A30 questions · 60 min');
    expect(description?.textContent).toContain('Part B15 questions · 45 minCalculator');
    const drill = screen.getByRole('radio', { name: /Limits drill/ }) as HTMLInputElement;
    expect(drill.disabled).toBe(true);
    expect(screen.getByText('The question bank cannot fill this exam yet.')).toBeTruthy();
  });

  it('creates a simulation from a template and opens the new exam', async () => {
    const api = setup();
    api.on('POST /api/student/exams', () => ({ status: 201, body: { id: IDS.newExam } }));
    const { user, router } = renderApp('/student/create-exam');
    await user.click(
      await screen.findByRole('radio', { name: /AP Calculus AB — multiple choice/ }),
    );
    await user.click(screen.getByRole('radio', { name: 'Simulation' }));
    expect(
      screen.getByText('Timed like the real exam: no feedback until you submit.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.newExam}`));
    expect(creates(api)[0]?.body).toEqual({
      subjectId: IDS.calculus,
      templateId: IDS.fullTemplate,
      mode: 'simulation',
    });
    expect(await screen.findByRole('heading', { name: 'New exam' })).toBeTruthy();
  });

  it('builds a custom exam from chosen topics, count, difficulty and time', async () => {
    const api = setup();
    api.on('POST /api/student/exams', () => ({ status: 201, body: { id: IDS.newExam } }));
    const { user, router } = renderApp('/student/create-exam');
    await user.click(await screen.findByRole('radio', { name: 'Custom exam' }));
    // A topic with no questions in the bank cannot be chosen.
    expect(
      (screen.getByRole('checkbox', { name: /Integrals/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Limits/ }));
    await user.click(screen.getByRole('checkbox', { name: /Derivatives/ }));
    expect(screen.getByText('2 topics chosen · 120 questions available')).toBeTruthy();
    const count = screen.getByLabelText('Number of questions');
    await user.clear(count);
    await user.type(count, '15');
    await user.click(screen.getByRole('radio', { name: 'Hard' }));
    await user.click(screen.getByRole('checkbox', { name: 'Timed' }));
    const minutes = screen.getByLabelText('Minutes');
    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/student/exam/${IDS.newExam}`));
    expect(creates(api)[0]?.body).toEqual({
      subjectId: IDS.calculus,
      mode: 'practice',
      custom: {
        topicIds: [IDS.limits, IDS.derivatives],
        questionCount: 15,
        difficulty: 'hard',
        timed: true,
        minutes: 25,
      },
    });
  });

  it('checks the custom exam before sending it', async () => {
    const api = setup();
    const { user } = renderApp('/student/create-exam');
    await user.click(await screen.findByRole('button', { name: 'Create exam' }));
    expect(await screen.findByText('Choose a template or build a custom exam')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Custom exam' }));
    const count = screen.getByLabelText('Number of questions');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    expect(await screen.findByText('Choose at least one topic')).toBeTruthy();
    expect(screen.getByText('Choose 5 to 100 questions')).toBeTruthy();
    expect(creates(api)).toHaveLength(0);
  });

  it('keeps a custom simulation timed', async () => {
    setup();
    const { user } = renderApp('/student/create-exam');
    await user.click(await screen.findByRole('radio', { name: 'Custom exam' }));
    await user.click(screen.getByRole('radio', { name: 'Simulation' }));
    const timed = screen.getByRole('checkbox', { name: 'Timed' }) as HTMLButtonElement;
    expect(timed.getAttribute('aria-checked')).toBe('true');
    expect(timed.disabled).toBe(true);
    expect(screen.getByText('A simulation is always timed.')).toBeTruthy();
    expect(screen.getByLabelText('Minutes')).toBeTruthy();
  });

  it.each([
    [
      'SUBJECT_LOCKED',
      403,
      'Your access to AP Calculus AB has expired. Unlock it again to create exams.',
      'Unlock a subject',
      '/student/unlocked-subjects',
    ],
    [
      'EXAM_LIMIT_REACHED',
      403,
      'You have created all 20 exams of your packages.',
      'Buy a package',
      '/student/buy-package',
    ],
  ])('shows the refusal %s with the way out', async (code, status, message, link, href) => {
    const api = setup();
    api.on('POST /api/student/exams', () => ({
      status,
      body: { statusCode: status, code, message },
    }));
    const { user, router } = renderApp('/student/create-exam');
    await user.click(
      await screen.findByRole('radio', { name: /AP Calculus AB — multiple choice/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: link }).getAttribute('href')).toBe(href);
    expect(currentUrl(router)).toBe('/student/create-exam');
  });

  it('says what the bank is missing when it cannot fill the exam', async () => {
    const api = setup();
    api.on('POST /api/student/exams', () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'BANK_TOO_SMALL',
        message: 'Limits has 40 confirmed hard questions; this exam needs 60.',
      },
    }));
    const { user } = renderApp('/student/create-exam');
    await user.click(await screen.findByRole('radio', { name: 'Custom exam' }));
    await user.click(screen.getByRole('checkbox', { name: /Limits/ }));
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not enough questions for this exam')).toBeTruthy();
    expect(
      within(alert).getByText('Limits has 40 confirmed hard questions; this exam needs 60.'),
    ).toBeTruthy();
  });

  it('puts the server’s field messages under the fields', async () => {
    const api = setup();
    api.on('POST /api/student/exams', () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Check the highlighted fields',
        fields: { 'custom.topicIds': 'Unknown topic' },
      },
    }));
    const { user } = renderApp('/student/create-exam');
    await user.click(await screen.findByRole('radio', { name: 'Custom exam' }));
    await user.click(screen.getByRole('checkbox', { name: /Limits/ }));
    await user.click(screen.getByRole('button', { name: 'Create exam' }));
    expect(await screen.findByText('Unknown topic')).toBeTruthy();
  });

  it('asks to buy a package before anything when no exams are left', async () => {
    setup(makeOptions({ allowance: { limit: 20, used: 20, remaining: 0 } }));
    renderApp('/student/create-exam');
    expect(await screen.findByText('0 exams left')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Buy a package' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Create exam' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('leads to unlocking when no subject is unlocked', async () => {
    setup(makeOptions({ subjects: [] }));
    renderApp('/student/create-exam');
    expect(await screen.findByRole('heading', { name: 'Unlock a subject first' })).toBeTruthy();
    expect(screen.getByText(/Locked now: AP Physics 1/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unlock a subject' }).getAttribute('href')).toBe(
      '/student/unlocked-subjects',
    );
  });
});
