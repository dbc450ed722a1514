import { describe, expect, it } from 'vitest';
import { textDirection } from './text-direction';

describe('textDirection', () => {
  it('reads the first strong letter, skipping math and numbers', () => {
    expect(textDirection('What is $\\lim_{x\\to\\infty} f(x)$?')).toBe('ltr');
    expect(textDirection('$x^2$ ما قيمة')).toBe('ltr'); // x is the first letter
    expect(textDirection('12 + 3 = ؟ ما ناتج')).toBe('rtl');
    expect(textDirection('ما قيمة $f(2)$؟')).toBe('rtl');
    expect(textDirection('1234')).toBe('ltr');
  });
});
