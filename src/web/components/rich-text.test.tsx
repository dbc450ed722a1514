import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders bold, italic, inline code and line breaks', () => {
    const { container } = render(<RichText text={'Find **all** *real* `x`\nsecond line'} />);
    expect(container.querySelector('strong')?.textContent).toBe('all');
    expect(container.querySelector('em')?.textContent).toBe('real');
    expect(container.querySelector('code')?.textContent).toBe('x');
    expect(container.querySelector('p br')).not.toBeNull();
  });

  it('renders inline and display math with KaTeX', () => {
    const { container } = render(<RichText text={'Solve $x^2 = 4$ where\n\n$$\\frac{a}{b}$$'} />);
    const inline = container.querySelector('p .katex');
    expect(inline).not.toBeNull();
    expect(inline?.querySelector('annotation')?.textContent).toBe('x^2 = 4');
    const display = container.querySelector('.katex-display');
    expect(display?.querySelector('annotation')?.textContent).toBe('\\frac{a}{b}');
    expect(container.querySelector('.mfrac')).not.toBeNull();
  });

  it('keeps Markdown characters inside math as math', () => {
    const { container } = render(<RichText text={'$a_1 * b_2 * |x|$ and a \\$5 note'} />);
    expect(container.querySelector('em')).toBeNull();
    expect(container.querySelector('annotation')?.textContent).toBe('a_1 * b_2 * |x|');
    expect(container.textContent).toContain('a $5 note');
  });

  it('shows HTML in the text as text, never as markup', () => {
    const { container } = render(
      <RichText text={'<script>alert(1)</script> <img src=x onerror="alert(2)"> **ok**'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('strong')?.textContent).toBe('ok');
  });

  it('does not let a formula inject links or HTML', () => {
    const { container } = render(<RichText text={'$\\href{javascript:alert(1)}{x}$'} />);
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows a formula that does not parse as its source in an error style', () => {
    const { container } = render(<RichText text={'Bad $\\frac{1}{$ here, good $y$'} />);
    const error = container.querySelector('[data-math-error]');
    expect(error?.textContent).toBe('$\\frac{1}{$');
    expect(error?.className).toContain('text-destructive');
    expect(error?.getAttribute('title')).toBeTruthy();
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
  });

  it('renders bulleted and numbered lists and tables', () => {
    const text = [
      'Choose:',
      '- one',
      '- **two**',
      '',
      '1. first',
      '2. second',
      '',
      '| x | $x^2$ |',
      '|---|---:|',
      '| 2 | 4 |',
    ].join('\n');
    const { container } = render(<RichText text={text} />);
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelectorAll('th')).toHaveLength(2);
    expect(container.querySelector('th .katex')).not.toBeNull();
    expect([...container.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2', '4']);
  });

  it('renders inline text without paragraphs', () => {
    const { container } = render(<RichText inline text={'$x$ and **y**'} />);
    expect(container.querySelector('p')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    expect(container.querySelector('.katex')).not.toBeNull();
  });
});
