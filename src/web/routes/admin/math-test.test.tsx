import type { EquivalenceResult, ParsedExpression } from '@common/contracts/math';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// happy-dom cannot run MathLive (no FontFace), so every math field is the plain LaTeX input:
// the fallback a browser without MathLive gets.

const PARSED: Record<string, ParsedExpression> = {
  'x^2-1': {
    valid: true,
    mathJson: ['Add', ['Power', 'x', 2], -1],
    canonical: 'x^2-1',
    errors: [],
  },
  '\\frac{1}{': {
    valid: false,
    mathJson: ['Divide', 1, ['Error', "'expected-closing-delimiter'"]],
    canonical: '\\frac{1}{\\error{{}}',
    errors: ['A closing brace or bracket is missing: {'],
  },
};

async function openPage() {
  const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
  api.on('POST /api/admin/math/parse', ({ body }) => {
    const latex = (body as { latex: string }).latex;
    const parsed = PARSED[latex];
    return parsed
      ? { status: 200, body: parsed }
      : { status: 200, body: { valid: true, mathJson: latex, canonical: latex, errors: [] } };
  });
  api.on('POST /api/admin/math/equivalent', ({ body }) => {
    const { a, b } = body as { a: string; b: string };
    if (b === 'x+') {
      return {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'The second expression does not parse: An operator is missing a number',
          fields: { b: 'An operator is missing a number' },
        },
      };
    }
    const result: EquivalenceResult = {
      equivalent: a === 'x^2-1' && b === '(x-1)(x+1)',
      aCanonical: a,
      bCanonical: b,
      method: 'numeric',
    };
    return { status: 200, body: result };
  });
  const app = renderApp('/admin/test');
  await screen.findByRole('heading', { name: 'Math field test', level: 1 });
  return { api, ...app };
}

const code = (text: string) => screen.findByText(text, { selector: 'code' });

describe('admin math field test page', () => {
  it('is in the admin navigation', async () => {
    await openPage();
    const link = screen.getAllByRole('link', { name: 'Math field test' })[0];
    expect(link?.getAttribute('href')).toBe('/admin/test');
  });

  it('shows the LaTeX as it is typed and what the server reads in it', async () => {
    const { api, user } = await openPage();
    const field = await screen.findByRole('textbox', { name: 'Expression' });
    expect(screen.getByText('Nothing typed yet')).toBeTruthy();
    await user.type(field, 'x^2-1');
    expect(await code('x^2-1')).toBeTruthy();
    expect(await code('["Add",["Power","x",2],-1]')).toBeTruthy();
    expect(screen.getByText('Parses')).toBeTruthy();
    // Only the settled value goes to the server, not one request per key.
    const calls = api.calls.filter((c) => c.path === '/api/admin/math/parse');
    expect(calls.at(-1)?.body).toEqual({ latex: 'x^2-1' });
    expect(calls.length).toBeLessThan(5);
  });

  it('says when the LaTeX does not parse, and why', async () => {
    const { user } = await openPage();
    const field = await screen.findByRole('textbox', { name: 'Expression' });
    // user-event reads '{' as a key name: '{{' types one brace.
    await user.type(field, '\\frac{{1}{{');
    expect(await screen.findByText('Does not parse')).toBeTruthy();
    expect(screen.getByText('A closing brace or bracket is missing: {')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the server refuses the expression', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/math/parse', () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'latex: At most 1000 characters',
        fields: { latex: 'At most 1000 characters' },
      },
    }));
    await user.type(await screen.findByRole('textbox', { name: 'Expression' }), 'x+1');
    expect((await screen.findByRole('alert')).textContent).toBe('At most 1000 characters');
  });

  it('checks two expressions for equivalence and shows the canonical forms', async () => {
    const { api, user } = await openPage();
    await user.type(await screen.findByRole('textbox', { name: 'First expression' }), 'x^2-1');
    const second = screen.getByRole('textbox', { name: 'Second expression' });
    await user.type(second, '(x-1)(x+1)');
    await user.click(screen.getByRole('button', { name: 'Check equivalence' }));
    expect(await screen.findByText('Equivalent')).toBeTruthy();
    expect(screen.getByText('Decided by: comparing values at sample points')).toBeTruthy();
    const first = screen.getByText('First, canonical').parentElement as HTMLElement;
    expect(within(first).getByText('x^2-1', { selector: 'code' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/admin/math/equivalent')?.body).toEqual({
      a: 'x^2-1',
      b: '(x-1)(x+1)',
    });

    // Editing an expression clears the verdict, which was about the old one.
    await user.clear(second);
    await waitFor(() => expect(screen.queryByText('Equivalent')).toBeNull());
    await user.type(second, 'x^2');
    await user.click(screen.getByRole('button', { name: 'Check equivalence' }));
    expect(await screen.findByText('Not equivalent')).toBeTruthy();
  });

  it('fills both fields from an example', async () => {
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: '2x ≟ x^2' }));
    expect(
      (screen.getByRole('textbox', { name: 'First expression' }) as HTMLInputElement).value,
    ).toBe('2x');
    expect(
      (screen.getByRole('textbox', { name: 'Second expression' }) as HTMLInputElement).value,
    ).toBe('x^2');
    await user.click(screen.getByRole('button', { name: 'Check equivalence' }));
    expect(await screen.findByText('Not equivalent')).toBeTruthy();
  });

  it('shows the server’s message under the expression that does not parse', async () => {
    const { user } = await openPage();
    await user.type(await screen.findByRole('textbox', { name: 'First expression' }), 'x');
    const second = screen.getByRole('textbox', { name: 'Second expression' });
    await user.type(second, 'x+');
    await user.click(screen.getByRole('button', { name: 'Check equivalence' }));
    expect(await screen.findByText('An operator is missing a number')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Equivalent')).toBeNull();
  });

  it('shows a failure that is not about one expression', async () => {
    const { api, user } = await openPage();
    api.on('POST /api/admin/math/equivalent', () => ({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side.' },
    }));
    await user.click(await screen.findByRole('button', { name: '2x ≟ x^2' }));
    await user.click(screen.getByRole('button', { name: 'Check equivalence' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong on our side.',
    );
  });
});
