import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { evaluate } from './calculator-engine';
import { GraphingCalculator } from './graphing-calculator';

function setup() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<GraphingCalculator onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Graphing calculator' });
  return { user, onClose, dialog };
}

/** Types a function into row n (adding the row when needed). */
async function plot(user: ReturnType<typeof userEvent.setup>, n: number, text: string) {
  if (!screen.queryByRole('textbox', { name: `Function y${n}` }))
    await user.click(screen.getByRole('button', { name: 'Add function' }));
  const input = screen.getByRole('textbox', { name: `Function y${n}` });
  await user.clear(input);
  // userEvent reads { and [ as key descriptors; the expressions here have none.
  await user.type(input, text);
}

const curves = () => document.querySelectorAll('[data-graph-plot] path');
const results = () => document.querySelector('[data-graph-results]')?.textContent ?? '';

describe('graphing calculator', { timeout: 20_000 }, () => {
  it('plots several functions at once and says which one cannot be read', async () => {
    const { user } = setup();
    await plot(user, 1, 'x^2-3');
    await plot(user, 2, 'sin(x)');
    expect(curves()).toHaveLength(2);
    await plot(user, 3, 'x^^2');
    expect(screen.getByText(/y3 cannot be read/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Function y3' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(curves()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove y3' }));
    expect(screen.queryByText(/y3 cannot be read/)).toBeNull();
    // The scientific calculator still refuses a stray x.
    expect(evaluate('2x')).toEqual({ ok: false, error: 'syntax' });
  });

  it('finds the zeros of a curve in the window, touching zeros included, and none at asymptotes', async () => {
    const { user } = setup();
    await plot(user, 1, 'x^2-3');
    await user.click(screen.getByRole('button', { name: 'Find zeros' }));
    expect(results()).toContain('2 zeros of y1 for x from -10 to 10:');
    expect(results()).toContain('(-1.73205, 0)');
    expect(results()).toContain('(1.73205, 0)');

    await plot(user, 1, 'x^2');
    await user.click(screen.getByRole('button', { name: 'Find zeros' }));
    expect(results()).toContain('1 zero of y1');
    expect(results()).toContain('(0, 0)');

    // tan x changes sign at its asymptotes too: only the multiples of π are zeros.
    await plot(user, 1, 'tan(x)');
    await user.click(screen.getByRole('button', { name: 'Find zeros' }));
    expect(results()).toContain('7 zeros of y1');
    expect(results()).toContain('(3.14159, 0)');
    expect(results()).toContain('(-9.42478, 0)');

    await plot(user, 1, 'x^2+1');
    await user.click(screen.getByRole('button', { name: 'Find zeros' }));
    expect(results()).toContain('y1 has no zeros for x from -10 to 10.');
  });

  it('finds where two curves cross and moves the trace to a crossing', async () => {
    const { user } = setup();
    await plot(user, 1, 'x^2-3');
    await plot(user, 2, 'x+1');
    await user.click(screen.getByRole('tab', { name: 'Intersections' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Second curve' }), 'y2');
    await user.click(screen.getByRole('button', { name: 'Find intersections' }));
    // x² − 3 = x + 1 ⇔ x = (1 ± √17) / 2
    expect(results()).toContain('y1 and y2 cross 2 times for x from -10 to 10:');
    expect(results()).toContain('(-1.56155, -0.561553)');
    expect(results()).toContain('(2.56155, 3.56155)');
    expect(document.querySelectorAll('[data-graph-plot] circle').length).toBeGreaterThanOrEqual(2);

    await user.click(screen.getByRole('button', { name: '(2.56155, 3.56155)' }));
    expect(document.querySelector('[data-trace]')?.textContent).toBe(
      'y1: x = 2.56155, y = 3.56155',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Second curve' }), 'y1');
    await user.click(screen.getByRole('button', { name: 'Find intersections' }));
    expect(results()).toContain('Choose two different curves.');
  });

  it('shows a table of values as a real table, and refuses a step of 0', async () => {
    const { user } = setup();
    await plot(user, 1, 'x^2-3');
    await user.click(screen.getByRole('tab', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Values of y1' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows.slice(0, 5)).toEqual(['-21', '-1-2', '0-3', '1-2', '21']);
    expect(rows).toHaveLength(10);

    const start = screen.getByRole('textbox', { name: 'Start x' });
    const step = screen.getByRole('textbox', { name: 'Step' });
    await user.clear(start);
    await user.type(start, '0');
    await user.clear(step);
    await user.type(step, '0.5');
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.slice(0, 6).map((c) => c.textContent)).toEqual([
      '0',
      '-3',
      '0.5',
      '-2.75',
      '1',
      '-2',
    ]);

    await plot(user, 1, 'sqrt(x-1)');
    expect(within(screen.getByRole('table')).getAllByRole('cell')[1]?.textContent).toBe('no value');

    await user.clear(step);
    await user.type(step, '0');
    expect(
      screen.getByText('Start and step must be numbers, and the step cannot be 0.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('traces with the arrow keys, zooms and pans from the keyboard, and closes on Escape', async () => {
    const { user, onClose } = setup();
    await plot(user, 1, 'x^2-3');
    await plot(user, 2, 'x+1');
    const graph = screen.getByRole('application', { name: /Graph/ });
    const trace = () => document.querySelector('[data-trace]')?.textContent;
    expect(trace()).toBe('y1: x = 1, y = -2');
    graph.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(trace()).toBe('y1: x = 1.4, y = -1.04');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(trace()).toBe('y1: x = -0.6, y = -2.64');
    await user.keyboard('{ArrowUp}');
    expect(trace()).toBe('y2: x = -0.6, y = 0.4');
    expect(graph.getAttribute('aria-describedby')).toBe(document.querySelector('[data-trace]')?.id);

    const window = () => document.querySelector('[data-graph-window]')?.textContent;
    expect(window()).toBe('Window: x from -10 to 10, y from -10 to 10');
    await user.keyboard('+');
    expect(window()).toBe('Window: x from -6.66667 to 6.66667, y from -6.66667 to 6.66667');
    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    await user.click(screen.getByRole('button', { name: 'Move view right' }));
    expect(window()).toBe('Window: x from -6 to 14, y from -10 to 10');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(window()).toBe('Window: x from -11 to 19, y from -15 to 15');
    // Tab reaches the zoom buttons from the graph.
    graph.focus();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Zoom in');

    fireEvent.keyDown(graph, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
