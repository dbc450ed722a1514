import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart, StackedBarChart } from './bar-chart';
import { MultiSeriesChart } from './multi-series-chart';
import { TimeSeriesChart } from './time-series-chart';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('charts', () => {
  it('draws a multi-series chart with its legend and its numbers as a table', () => {
    render(
      <MultiSeriesChart
        title="Referrals per month"
        description="Sign-ups and earnings"
        ariaLabel="Bars of sign-ups and a line of earnings over 2 months."
        xLabel="Month"
        series={[
          { key: 'signups', label: 'Sign-ups', kind: 'bar', color: 'var(--color-primary-600)' },
          {
            key: 'earned',
            label: 'Earned',
            kind: 'line',
            color: 'var(--color-accent-500)',
            axis: 'end',
            format: (value) => `$${(value / 100).toFixed(2)}`,
          },
        ]}
        points={[
          {
            key: '2025-01',
            label: 'January 2025',
            tick: 'Jan',
            values: { signups: 4, earned: 1250 },
          },
          { key: '2025-02', label: 'February 2025', tick: 'Feb', values: { signups: 1200 } },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Referrals per month' })).toBeTruthy();
    expect(screen.getByText('Sign-ups and earnings')).toBeTruthy();
    const drawing = screen.getByRole('img', {
      name: 'Bars of sign-ups and a line of earnings over 2 months.',
    });
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    expect(drawing.textContent).toContain('Month');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Sign-ups')).toBeTruthy();
    expect(within(legend).getByText('Earned')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Referrals per month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Sign-ups', 'Earned']);
    expect(cells(within(table).getByRole('row', { name: /January 2025/ }))).toEqual([
      '4',
      '$12.50',
    ]);
    // Missing values count as zero; numbers follow the reader's locale.
    expect(cells(within(table).getByRole('row', { name: /February 2025/ }))).toEqual([
      '1,200',
      '$0.00',
    ]);
  });

  it('stacks bars and adds a total column', async () => {
    render(
      <StackedBarChart
        title="By subject"
        ariaLabel="Stacked bars of 2 subjects."
        categoryLabel="Subject"
        valueLabel="Questions"
        series={[
          { key: 'confirmed', label: 'Confirmed', color: 'var(--color-primary-600)' },
          { key: 'pending', label: 'Pending', color: 'var(--color-accent-400)' },
        ]}
        data={[
          { key: 's1', label: 'AP Physics 1', values: { confirmed: 40, pending: 12 } },
          { key: 's2', label: 'IGCSE Biology', values: { confirmed: 25 } },
        ]}
      />,
    );
    const drawing = screen.getByRole('img', { name: 'Stacked bars of 2 subjects.' });
    expect(drawing.textContent).toContain('Subject');
    expect(drawing.textContent).toContain('Questions');
    expect(drawing.textContent).toContain('AP Physics 1');
    // Totals at the bars' ends, also where the last series is zero.
    await waitFor(() =>
      expect(
        [...drawing.querySelectorAll('.recharts-label-list text')].map((t) => t.textContent).sort(),
      ).toEqual(['25', '52']),
    );
    const table = screen.getByRole('table', { name: 'By subject' });
    expect(cells(within(table).getByRole('row', { name: /AP Physics 1/ }))).toEqual([
      '40',
      '12',
      '52',
    ]);
    expect(cells(within(table).getByRole('row', { name: /IGCSE Biology/ }))).toEqual([
      '25',
      '0',
      '25',
    ]);
  });

  it('draws a single series of bars without a legend or total column', () => {
    render(
      <BarChart
        title="By reviewer"
        ariaLabel="Bars of 1 reviewer."
        categoryLabel="Reviewer"
        valueLabel="Confirmations"
        data={[{ key: 'u1', label: 'Amal Admin', value: 6 }]}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
    const table = screen.getByRole('table', { name: 'By reviewer' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reviewer', 'Confirmations']);
    expect(cells(within(table).getByRole('row', { name: /Amal Admin/ }))).toEqual(['6']);
  });

  it('shows the empty text instead of a drawing when there are no points', () => {
    render(
      <TimeSeriesChart
        title="Per day"
        ariaLabel="Nothing"
        xLabel="Date"
        yLabel="Confirmations"
        points={[]}
        emptyText="No confirmations in this range."
      />,
    );
    expect(screen.getByRole('heading', { name: 'Per day' })).toBeTruthy();
    expect(screen.getByText('No confirmations in this range.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show table' })).toBeNull();
  });

  it('falls back to a generic empty text', () => {
    render(
      <MultiSeriesChart
        title="Per month"
        ariaLabel="Nothing"
        xLabel="Month"
        series={[{ key: 'a', label: 'A', kind: 'bar', color: 'var(--color-primary-600)' }]}
        points={[]}
      />,
    );
    expect(screen.getByText('Nothing to show yet.')).toBeTruthy();
  });

  it('leaves the table to the page when it shows one elsewhere', () => {
    render(
      <>
        <MultiSeriesChart
          title="Per month"
          ariaLabel="Bars of sign-ups over 1 month."
          xLabel="Month"
          series={[{ key: 'a', label: 'Sign-ups', kind: 'bar', color: 'var(--color-primary-600)' }]}
          points={[{ key: 'm1', label: 'January 2025', tick: 'Jan', values: { a: 3 } }]}
          tableId="monthly-figures"
        />
        <table id="monthly-figures" aria-label="Figures per month">
          <tbody>
            <tr>
              <td>3</td>
            </tr>
          </tbody>
        </table>
      </>,
    );
    expect(screen.getAllByRole('table')).toEqual([
      screen.getByRole('table', { name: 'Figures per month' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Show table' })).toBeNull();
    expect(
      screen
        .getByRole('img', { name: 'Bars of sign-ups over 1 month.' })
        .getAttribute('aria-describedby'),
    ).toBe('monthly-figures');
  });

  it('keeps the table for screen readers and shows it on demand', async () => {
    const user = userEvent.setup();
    render(
      <TimeSeriesChart
        title="Per day"
        ariaLabel="Area chart of 3 confirmations."
        xLabel="Date"
        yLabel="Confirmations"
        points={[
          { key: 'd1', label: 'Mar 1, 2025', tick: 'Mar 1', value: 1 },
          { key: 'd2', label: 'Mar 2, 2025', tick: 'Mar 2', value: 2 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Per day' });
    const wrapper = table.parentElement as HTMLElement;
    expect(wrapper.className).toContain('sr-only');
    expect(cells(within(table).getByRole('row', { name: /Mar 2, 2025/ }))).toEqual(['2']);

    const toggle = screen.getByRole('button', { name: 'Show table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(wrapper.id);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide table');
    expect(wrapper.className).not.toContain('sr-only');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show table' })).toBe(toggle);
    expect(wrapper.className).toContain('sr-only');
  });
});
