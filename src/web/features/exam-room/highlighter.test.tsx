import type { ExamState, ItemHighlight, SavedItem, SaveItemInput } from '@common/contracts/exams';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RichText } from '@/components/rich-text';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { paintHighlights, rangeOffsets, textNodes } from './highlight-dom';
import { toggleHighlight } from './highlighter';
import { makeExamState, makeRoomItem } from './test-data';

const ROOM = '/student/exam/exam-1/process';
const BASE = '/api/student/exams/exam-1';
const STEM = 'Let $x^2 + 1$ be the **value** when the curve is steep.';
const PASSAGE = 'The keeper climbed the stairs. The lamp was lit at dusk.';

/** Selects from `from` in the text node holding `startText` to `to` in the one holding `endText`. */
function selectText(
  root: HTMLElement,
  startText: string,
  from: number,
  endText: string,
  to: number,
) {
  const nodes = textNodes(root);
  const start = nodes.find((n) => n.data.includes(startText));
  const end = nodes.find((n) => n.data.includes(endText));
  if (!start || !end) throw new Error(`no text node with ${startText} / ${endText}`);
  const range = document.createRange();
  range.setStart(start, start.data.indexOf(startText) + from);
  range.setEnd(end, end.data.indexOf(endText) + to);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  return range;
}

/** The small button floating over the selection or a highlight. */
async function floatingTool() {
  const tool = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('[data-highlight-tool]');
    if (!element) throw new Error('no floating highlight button');
    return element;
  });
  return within(tool).getByRole('button');
}

const marks = (root: HTMLElement) =>
  [...root.querySelectorAll('mark[data-highlight]')].map((m) => m.textContent);

describe('highlight offsets over rendered text', () => {
  it('count the text outside formulas, and painting then undoing gives React its nodes back', () => {
    const { container } = render(<RichText text={STEM} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.querySelector('.katex')).toBeTruthy();
    const text = textNodes(root)
      .map((n) => n.data)
      .join('');
    expect(text).toBe('Let  be the value when the curve is steep.');

    // From inside "Let" across the formula and the bold word.
    const range = selectText(root, 'Let', 1, 'value', 3);
    expect(rangeOffsets(root, range)).toEqual({ start: 1, end: 15 });

    const before = textNodes(root);
    const undo = paintHighlights(root, [{ start: 1, end: 15, index: 0 }]);
    expect(marks(root)).toEqual(['et ', ' be the ', 'val']);
    expect(root.querySelector('.katex mark')).toBeNull();
    expect(
      textNodes(root)
        .map((n) => n.data)
        .join(''),
    ).toBe(text);
    undo();
    expect(marks(root)).toEqual([]);
    expect(textNodes(root)).toEqual(before);
  });

  it('toggle: a selection inside a highlight removes it; others merge; the cap holds', () => {
    const list: ItemHighlight[] = [{ target: 'stem', start: 5, end: 10 }];
    expect(toggleHighlight(list, { target: 'stem', start: 6, end: 8 })).toEqual({
      list: [],
      removed: true,
    });
    expect(toggleHighlight(list, { target: 'stem', start: 8, end: 14 })?.list).toEqual([
      { target: 'stem', start: 5, end: 14 },
    ]);
    expect(toggleHighlight(list, { target: 'passage', start: 6, end: 8 })?.list).toHaveLength(2);
    const full = Array.from({ length: 50 }, (_, i) => ({
      target: 'stem' as const,
      start: i * 3,
      end: i * 3 + 1,
    }));
    expect(toggleHighlight(full, { target: 'stem', start: 200, end: 201 })).toBeNull();
  });
});

/** GET state and PUT item over one exam in memory. */
function installServer(initial: ExamState) {
  const api = installFakeApi({ me: makeMe() });
  const server = { state: structuredClone(initial), saved: [] as SaveItemInput[] };
  api.on(`GET ${BASE}/state`, () => ({ status: 200, body: server.state }));
  for (const position of [1, 2]) {
    api.on(`PUT ${BASE}/items/${position}`, (request) => {
      const body = request.body as SaveItemInput;
      const item = server.state.items.find((i) => i.position === position);
      if (!item) return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      server.saved.push(body);
      if (body.highlights) item.highlights = body.highlights;
      item.clientSeq = body.clientSeq;
      const saved: SavedItem = { ...item, stale: false };
      return { status: 200, body: saved };
    });
  }
  return server;
}

const highlightsSent = (server: { saved: SaveItemInput[] }) =>
  server.saved.filter((s) => s.highlights !== undefined).map((s) => s.highlights);

const withPassage = (highlights: ItemHighlight[] = []) =>
  makeExamState({
    items: [
      makeRoomItem({
        position: 1,
        stem: STEM,
        passage: { id: 'p1', title: 'The lighthouse', body: PASSAGE },
        highlights,
      }),
      makeRoomItem({ position: 2 }),
    ],
  });

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.getSelection()?.removeAllRanges();
  localStorage.clear();
});

describe('the highlighter in the exam room', { timeout: 30_000 }, () => {
  it('highlights the selection with the H key and saves it; formulas stay rendered', async () => {
    const server = installServer(withPassage());
    const { user } = renderApp(ROOM);
    const heading = await screen.findByRole('heading', { name: 'Question 1 of 2' });
    const article = heading.closest('article') as HTMLElement;
    const stem = article.querySelector('[data-highlight-target="stem"]') as HTMLElement;

    selectText(stem, 'value', 0, 'curve', 5);
    await user.keyboard('h');
    await waitFor(() =>
      expect(highlightsSent(server)).toEqual([[{ target: 'stem', start: 12, end: 32 }]]),
    );
    expect(marks(stem)).toEqual(['value', ' when the curve']);
    expect(stem.querySelectorAll('.katex')).toHaveLength(1);
    expect(await screen.findByText('Text highlighted')).toBeTruthy();
    expect(document.getSelection()?.isCollapsed).toBe(true);
  });

  it('offers a Highlight button over a selection in the passage, and Remove highlight on a click', async () => {
    const server = installServer(withPassage());
    const { user } = renderApp(ROOM);
    const passage = await screen.findByRole('region', { name: 'The lighthouse' });
    const body = passage.querySelector('[data-highlight-target="passage"]') as HTMLElement;

    selectText(body, 'lamp', 0, 'lamp', 4);
    const button = await floatingTool();
    expect(button.textContent).toBe('Highlight');
    await user.click(button);
    await waitFor(() =>
      expect(highlightsSent(server)).toEqual([[{ target: 'passage', start: 35, end: 39 }]]),
    );
    expect(marks(body)).toEqual(['lamp']);

    await user.click(within(body).getByText('lamp'));
    const remove = await floatingTool();
    expect(remove.textContent).toBe('Remove highlight');
    await user.click(remove);
    await waitFor(() => expect(highlightsSent(server)).toHaveLength(2));
    expect(highlightsSent(server)[1]).toEqual([]);
    expect(marks(body)).toEqual([]);
    expect(body.textContent).toBe(PASSAGE);
  });

  it('shows the highlights the server holds, on the stem and the passage, after moving away and back', async () => {
    installServer(
      withPassage([
        { target: 'passage', start: 4, end: 10 },
        { target: 'stem', start: 0, end: 3 },
      ]),
    );
    const { user } = renderApp(ROOM);
    const passage = await screen.findByRole('region', { name: 'The lighthouse' });
    expect(marks(passage)).toEqual(['keeper']);
    const stem = document.querySelector('[data-highlight-target="stem"]') as HTMLElement;
    expect(marks(stem)).toEqual(['Let']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Question text 2');
    expect(document.querySelectorAll('mark[data-highlight]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('region', { name: 'The lighthouse' });
    expect(marks(document.body)).toEqual(['keeper', 'Let']);
  });

  it('the toolbar button asks for a selection first; a selection inside a highlight removes it', async () => {
    const server = installServer(withPassage([{ target: 'stem', start: 0, end: 3 }]));
    const { user } = renderApp(ROOM);
    await screen.findByRole('region', { name: 'The lighthouse' });
    const tool = screen.getByRole('button', { name: 'Highlight' });
    await user.click(tool);
    expect(
      await screen.findByText('Select text in the question or the passage, then highlight it.'),
    ).toBeTruthy();
    expect(server.saved).toEqual([]);

    const stem = document.querySelector('[data-highlight-target="stem"]') as HTMLElement;
    selectText(stem, 'Let', 1, 'Let', 2);
    await user.click(tool);
    await waitFor(() => expect(highlightsSent(server)).toEqual([[]]));
    expect(marks(stem)).toEqual([]);
  });
});
