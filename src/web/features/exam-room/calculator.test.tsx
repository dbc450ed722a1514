import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Calculator } from './calculator';
import { evaluate, formatResult } from './calculator-engine';

const value = (input: string, options?: Parameters<typeof evaluate>[1]) => {
  const result = evaluate(input, options);
  return result.ok ? Number(formatResult(result.value)) : result.error;
};

describe('calculator arithmetic', () => {
  it('follows the order of operations, parentheses and powers', () => {
    expect(value('2+3×4')).toBe(14);
    expect(value('(2+3)×4')).toBe(20);
    expect(value('10−4−3')).toBe(3);
    expect(value('2^3^2')).toBe(512);
    expect(value('−2^2')).toBe(-4);
    expect(value('2^−1')).toBe(0.5);
    expect(value('7÷2')).toBe(3.5);
    expect(value('0.1+0.2')).toBe(0.3);
    expect(value('2π')).toBe(Number((2 * Math.PI).toPrecision(10)));
    expect(value('3(4+1)')).toBe(15);
    expect(value('5!')).toBe(120);
    expect(value('(1+2')).toBe(3);
  });

  it('does roots, logarithms and constants', () => {
    expect(value('√(16)')).toBe(4);
    expect(value('√16+1')).toBe(5);
    expect(value('ln(e)')).toBe(1);
    expect(value('log(1000)')).toBe(3);
    expect(value('e^0')).toBe(1);
    expect(value('π')).toBe(Number(Math.PI.toPrecision(10)));
  });

  it('does trigonometry in degrees or radians', () => {
    expect(value('sin(30)')).toBe(0.5);
    expect(value('cos(90)')).toBe(0);
    expect(value('tan(45)')).toBe(1);
    expect(value('sin(π÷2)', { angle: 'rad' })).toBe(1);
    expect(value('sin⁻¹(1)')).toBe(90);
    expect(value('sin⁻¹(1)', { angle: 'rad' })).toBe(Number((Math.PI / 2).toPrecision(10)));
  });

  it('uses the previous answer and reports what cannot be computed', () => {
    expect(value('ANS×2', { ans: 21 })).toBe(42);
    expect(value('1÷0')).toBe('divideByZero');
    expect(value('√(−1)')).toBe('domain');
    expect(value('ln(0)')).toBe('domain');
    expect(value('tan(90)')).toBe('domain');
    expect(value('2++')).toBe('syntax');
    expect(value('alert(1)')).toBe('syntax');
    expect(value('')).toBe('empty');
  });
});

describe('Calculator', () => {
  it('computes from its keys, keeps ANS and switches to radians', async () => {
    const user = userEvent.setup();
    render(<Calculator onClose={() => {}} />);
    const press = async (...names: string[]) => {
      for (const name of names) await user.click(screen.getByRole('button', { name }));
    };
    await press('(', '1', '2', 'plus', '3', ')', 'times', '2', 'equals');
    const result = screen.getByRole('status', { name: 'Result' });
    expect(result.textContent).toBe('= 30');

    // An operator right after a result continues from it (ANS).
    await press('divide', '4', 'equals');
    expect((screen.getByRole('textbox', { name: 'Expression' }) as HTMLInputElement).value).toBe(
      'ANS÷4',
    );
    expect(result.textContent).toBe('= 7.5');

    await press('AC, all clear', 'sin', 'pi', 'divide', '2', ')', 'equals');
    expect(result.textContent).toBe('= 0.02741213359');
    await user.click(screen.getByRole('radio', { name: 'RAD' }));
    await press('equals');
    expect(result.textContent).toBe('= 1');

    await press('AC, all clear', '1', 'divide', '0', 'equals');
    expect(result.textContent).toBe('Cannot divide by zero');
  });

  it('takes typed expressions, evaluates on Enter and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Calculator onClose={onClose} />);
    const input = screen.getByRole('textbox', { name: 'Expression' });
    await user.type(input, 'sqrt(2)^2*5{Enter}');
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe('= 10');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
