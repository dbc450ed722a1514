import type { EquivalenceInput, EquivalenceResult, ParsedExpression } from '@common/contracts/math';
import { api } from '@/lib/api';

export const parseQueryKey = (latex: string) => ['admin', 'math', 'parse', latex] as const;

/** How the server reads `latex` (the same engine that marks 'expression' answers). */
export function parseExpression(latex: string, signal?: AbortSignal) {
  return api<ParsedExpression>('/api/admin/math/parse', {
    method: 'POST',
    body: { latex },
    signal,
  });
}

/** Whether the server counts two expressions as the same answer. */
export function checkEquivalence(input: EquivalenceInput) {
  return api<EquivalenceResult>('/api/admin/math/equivalent', { method: 'POST', body: input });
}
