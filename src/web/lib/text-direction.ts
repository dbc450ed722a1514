/**
 * The direction of a text by its first strong letter (as `dir="auto"` decides), for laying out a
 * block of content (a question with its choices) in its own language inside the interface's.
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const first = /[A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.exec(text)?.[0];
  return first && /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(first) ? 'rtl' : 'ltr';
}
