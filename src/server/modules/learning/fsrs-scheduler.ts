import { type Card, createEmptyCard, fsrs, generatorParameters, Rating, type State } from 'ts-fsrs';
import type { reviewCards } from '../../db/schema';

type CardRow = typeof reviewCards.$inferSelect;

/**
 * The one FSRS scheduler of the review queue: ts-fsrs's default weights and learning steps, no
 * fuzz, so the same answers at the same time always give the same due date (tests rely on it, and
 * students comparing notes see the same schedule).
 */
export const reviewScheduler = fsrs(generatorParameters({ enable_fuzz: false }));

export { Rating };

/** The ts-fsrs card a stored row stands for. */
export function cardOf(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

/** Every Card field as review_cards columns (the day counts are whole days in ts-fsrs already). */
export function rowOf(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: Math.round(card.elapsed_days),
    scheduledDays: Math.round(card.scheduled_days),
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A question missed for the first time: a new card, reviewed Again at that moment. */
export function firstMiss(at: Date): Card {
  return reviewScheduler.next(createEmptyCard(at), at, Rating.Again).card;
}

/** A card graded back: Good when the student got it right, Again otherwise. */
export function gradeCard(card: Card, at: Date, correct: boolean): Card {
  return reviewScheduler.next(card, at, correct ? Rating.Good : Rating.Again).card;
}
