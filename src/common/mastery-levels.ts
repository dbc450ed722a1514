// Apart from contracts/learning.ts (which re-exports them) so that pages showing mastery do not
// download zod with the constant.

/** Khan Academy's mastery levels, lowest first; `not_started`: no response on the topic yet. */
export const MASTERY_LEVELS = [
  'not_started',
  'attempted',
  'familiar',
  'proficient',
  'mastered',
] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];
