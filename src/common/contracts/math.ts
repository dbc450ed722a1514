import { z } from 'zod';
import { requiredString } from './validation';

/** Longest LaTeX the math endpoints accept (an answer, not a document). */
export const MAX_LATEX_LENGTH = 1000;

const latexField = () =>
  requiredString()
    .trim()
    .min(1, { error: 'Enter an expression' })
    .max(MAX_LATEX_LENGTH, { error: `At most ${MAX_LATEX_LENGTH} characters` });

export const parseExpressionInputSchema = z.object({ latex: latexField() });
export type ParseExpressionInput = z.infer<typeof parseExpressionInputSchema>;

/** What the compute engine reads in a LaTeX string. */
export const parsedExpressionSchema = z.object({
  /** False when the LaTeX has errors; `errors` says which, in words. */
  valid: z.boolean(),
  /** MathJSON: numbers, symbols, strings and nested [operator, ...operands] arrays. */
  mathJson: z.json(),
  /** The canonical form, written back as LaTeX. */
  canonical: z.string(),
  errors: z.array(z.string()),
});
export type ParsedExpression = z.infer<typeof parsedExpressionSchema>;

export const equivalenceInputSchema = z.object({ a: latexField(), b: latexField() });
export type EquivalenceInput = z.infer<typeof equivalenceInputSchema>;

export const EQUIVALENCE_METHODS = ['structural', 'symbolic', 'numeric'] as const;

export const equivalenceResultSchema = z.object({
  equivalent: z.boolean(),
  aCanonical: z.string(),
  bCanonical: z.string(),
  /**
   * How the verdict was reached: same simplified form, the engine's own equality, or values
   * compared at sample points (expressions with variables) / once (constants).
   */
  method: z.enum(EQUIVALENCE_METHODS),
});
export type EquivalenceResult = z.infer<typeof equivalenceResultSchema>;
