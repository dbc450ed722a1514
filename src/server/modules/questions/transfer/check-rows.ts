import { checkQuestion, type QuestionDraft } from '../check-question';
import { normalizeText } from '../normalize';

/**
 * The `$…$` and `$$…$$` spans checkQuestion renders with KaTeX (same pattern as latexSpans:
 * `\$` is a literal dollar).
 */
const SPAN = /(?<!\\)\$\$([\s\S]+?)(?<!\\)\$\$|(?<!\\)\$([^$\n]+?)(?<!\\)\$/g;

/**
 * checkQuestion for many questions at once, with the same messages. A file repeats much of its
 * LaTeX (`$x$`, `$\frac{1}{2}$`…), and KaTeX is what costs: each distinct span is checked once
 * and its verdict reused. Each question is then checked by checkQuestion with its spans replaced
 * by neutral tokens (equal spans, equal tokens, so "two choices are the same" still holds), and
 * the spans' own problems are added in the order checkQuestion reports them.
 */
export function questionChecker() {
  const spanProblems = new Map<string, Promise<string[]>>();
  const tokens = new Map<string, string>();

  const tokenFor = (span: string) => {
    const key = normalizeText(span);
    let token = tokens.get(key);
    if (!token) {
      token = `\u27e6tex${tokens.size}\u27e7`;
      tokens.set(key, token);
    }
    return token;
  };
  const problemsOf = (span: string) => {
    let found = spanProblems.get(span);
    if (!found) {
      found = checkQuestion({
        type: 'text',
        stem: span,
        explanation: '',
        choices: [],
        answer: { type: 'text', accepted: ['-'] },
      });
      spanProblems.set(span, found);
    }
    return found;
  };

  return async function check(q: QuestionDraft): Promise<string[]> {
    const spans: string[] = [];
    const neutral = (text: string) =>
      text.replace(SPAN, (span) => {
        spans.push(span);
        return tokenFor(span);
      });
    const stem = neutral(q.stem);
    const explanation = neutral(q.explanation);
    const choices = q.choices.map((c) => ({ id: c.id, text: neutral(c.text) }));
    const problems = await checkQuestion({ ...q, stem, explanation, choices });
    for (const span of spans) problems.push(...(await problemsOf(span)));
    return problems;
  };
}
