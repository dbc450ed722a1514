import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { makeExamState, makeRoomItem, makeRoomSection } from './test-data';
import { DISPLAY_KEY } from './use-room-display';

const ROOM = '/student/exam/exam-1/process';

function installRoom() {
  const api = installFakeApi({ me: makeMe() });
  const state = makeExamState({
    sections: [makeRoomSection({ calculator: true, questionCount: 2 })],
    items: [1, 2].map((position) => makeRoomItem({ position })),
  });
  api.on('GET /api/student/exams/exam-1/state', () => ({ status: 200, body: state }));
  return api;
}

const zoomed = () =>
  document.querySelector<HTMLElement>('[data-room-zoom]')?.style.getPropertyValue('zoom');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('exam room display tools', { timeout: 30_000 }, () => {
  it('switches the room to Arabic, right to left, from the display tools', async () => {
    installRoom();
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    await user.click(screen.getByRole('button', { name: 'Display' }));
    const panel = await screen.findByRole('dialog', { name: 'Display options' });
    await user.click(within(panel).getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('button', { name: 'العرض' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    // The question keeps its own direction.
    expect(
      screen.getByText('Question text 1').closest('[dir="ltr"], [dir="rtl"]')?.getAttribute('dir'),
    ).toBe('ltr');
    await i18n.changeLanguage('en');
  });

  it('zooms the question up to 200 %, and remembers it on this device', async () => {
    installRoom();
    const { user, unmount } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    await user.click(screen.getByRole('button', { name: 'Display' }));
    const panel = await screen.findByRole('dialog', { name: 'Display options' });
    const zoomIn = within(panel).getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 4; i++) await user.click(zoomIn);
    expect(within(panel).getByText('200 %')).toBeTruthy();
    expect(zoomIn.hasAttribute('disabled')).toBe(true);
    expect(zoomed()).toBe('2');
    await user.click(within(panel).getByRole('button', { name: 'Zoom out' }));
    expect(within(panel).getByText('175 %')).toBeTruthy();
    expect(zoomed()).toBe('1.75');
    expect(JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? '{}').zoom).toBe(1.75);

    unmount();
    const again = renderApp(ROOM);
    await screen.findByText('Question text 1');
    expect(zoomed()).toBe('1.75');
    await again.user.click(screen.getByRole('button', { name: 'Display' }));
    await again.user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(zoomed()).toBe('');
  });

  it('moves the line reader with the keyboard without leaving the question', async () => {
    installRoom();
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    expect(screen.queryByRole('slider', { name: 'Line reader position' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Display' }));
    const toggle = await screen.findByRole('button', { name: 'Line reader' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Escape}');

    const handle = screen.getByRole('slider', { name: 'Line reader position' });
    const top = () => Number(handle.getAttribute('aria-valuenow'));
    const before = top();
    handle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(top()).toBe(before + 24);
    await user.keyboard('{ArrowUp}');
    expect(top()).toBe(before + 12);
    await user.keyboard('{Home}');
    expect(top()).toBe(0);
    expect(screen.getByText('Question text 1')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? '{}').lineReader).toBe(true);
  });

  it('switches the room to high contrast', async () => {
    installRoom();
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    const room = document.querySelector('[data-exam-room]');
    expect(room?.classList.contains('room-high-contrast')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Display' }));
    await user.click(await screen.findByRole('button', { name: 'High contrast' }));
    expect(room?.classList.contains('room-high-contrast')).toBe(true);
    expect(JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? '{}').highContrast).toBe(true);
  });

  it('opens the graphing calculator beside the question; keys typed in it stay there', async () => {
    installRoom();
    const { user } = renderApp(ROOM);
    await screen.findByText('Question text 1');
    await user.click(screen.getByRole('button', { name: 'Graphing calculator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Graphing calculator' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Function y1' }), 'n');
    within(dialog).getByRole('application', { name: /Graph/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Question text 1')).toBeTruthy();
    // One calculator at a time: the scientific one replaces it.
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Graphing calculator' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Calculator' })).toBeTruthy();
  });
});
