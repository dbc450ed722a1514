import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ItemModelGenerateResult } from '../../../common/contracts/item-models';
import type { DbOrTx } from '../../db/client';
import { auditLog, itemModels, questionRevisions, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { contentHash, normalizeText } from '../questions/normalize';
import { invalidModel } from './check-item-model';
import { compileItemModel } from './compile-item-model';
import { type Instantiation, instantiate } from './instantiate';

/** domain.md: b from difficulty, c = 1/number of choices, a = 1 until calibrated. */
const IRT_B = { easy: -1, medium: 0, hard: 1 } as const;
const SEED_SPACE = 2 ** 31;

export type GenerateOptions = {
  modelId: string;
  /** Questions wanted. */
  count: number;
  /** Draws allowed to find them (default `count`: every draw is either stored or skipped). */
  attempts?: number;
  /** The administrator asking; null when exam assembly fills a thin topic. */
  actor: AuditActor | null;
  /** The first draw's seed (the others follow); random by default. */
  firstSeed?: number;
};

/**
 * Stores new questions drawn from a model (domain.md: Generation): source `item_model`, linked to
 * the model with the draw's seed and values, `pending_review` — or `confirmed` when the model
 * auto-confirms. A draw whose question is already in the bank (same content hash: same stem and
 * choices) or was drawn earlier in the same request is skipped. One audit entry per request.
 */
export async function generateInstances(
  db: DbOrTx,
  options: GenerateOptions,
): Promise<ItemModelGenerateResult> {
  const [row] = await db.select().from(itemModels).where(eq(itemModels.id, options.modelId));
  if (!row) throw new AppError('NOT_FOUND', 'Item model not found');
  if (!row.isActive)
    throw new AppError('CONFLICT', 'This item model is switched off: switch it on to generate');
  const definition = {
    questionType: row.questionType as 'single' | 'numeric',
    variables: row.variables,
    constraints: row.constraints,
    stem: row.stem,
    explanation: row.explanation,
    answer: row.answer,
    distractors: row.distractors,
  };
  const compiled = await compileItemModel(definition);
  if (!compiled.ok) throw invalidModel(compiled.problems);

  const attempts = Math.max(options.count, options.attempts ?? options.count);
  const first = options.firstSeed ?? randomInt(SEED_SPACE);
  const draws: (Instantiation & { hash: string })[] = [];
  for (let i = 0; i < attempts; i++) {
    const drawn = instantiate(compiled.model, (first + i) % SEED_SPACE);
    const choices = drawn.instance?.choices.map(({ id, text }) => ({ id, text })) ?? [];
    draws.push({ ...drawn, hash: drawn.instance ? contentHash(drawn.instance.stem, choices) : '' });
  }
  const hashes = [...new Set(draws.map((d) => d.hash).filter(Boolean))];
  const inBank = new Set(
    hashes.length
      ? (
          await db
            .select({ hash: questions.contentHash })
            .from(questions)
            .where(inArray(questions.contentHash, hashes))
        ).map((r) => r.hash)
      : [],
  );

  const status = row.autoConfirm ? 'confirmed' : 'pending_review';
  const now = new Date();
  const taken = new Set<string>();
  const chosen: { draw: (typeof draws)[number] }[] = [];
  let examined = 0;
  for (const draw of draws) {
    if (chosen.length >= options.count) break;
    examined += 1;
    if (!draw.instance || inBank.has(draw.hash) || taken.has(draw.hash)) continue;
    taken.add(draw.hash);
    chosen.push({ draw });
  }

  return db.transaction(async (tx) => {
    const questionIds: string[] = [];
    for (const { draw } of chosen) {
      const instance = draw.instance;
      if (!instance) continue;
      const choices = instance.choices.map(({ id, text }) => ({ id, text }));
      const values = {
        subjectId: row.subjectId,
        topicId: row.topicId,
        type: row.questionType,
        stem: instance.stem,
        explanation: instance.explanation,
        choices,
        answer: instance.answer,
        difficulty: row.difficulty,
        irtA: 1,
        irtB: IRT_B[row.difficulty as keyof typeof IRT_B] ?? 0,
        irtC: choices.length ? 1 / choices.length : 0,
        source: 'item_model',
        status,
        itemModelId: row.id,
        itemModelValues: { seed: instance.seed, values: instance.values },
      };
      // A concurrent request may have stored the same question meanwhile: skipped, not a 500.
      const [inserted] = await tx
        .insert(questions)
        .values({
          ...values,
          createdBy: options.actor?.userId ?? null,
          confirmedBy: status === 'confirmed' ? (options.actor?.userId ?? null) : null,
          confirmedAt: status === 'confirmed' ? now : null,
          contentHash: draw.hash,
          normalizedStem: normalizeText(instance.stem),
        })
        .onConflictDoNothing({ target: questions.contentHash })
        .returning({ id: questions.id });
      if (!inserted) continue;
      questionIds.push(inserted.id);
      await tx.insert(questionRevisions).values({
        questionId: inserted.id,
        changedBy: options.actor?.userId ?? null,
        action: 'create',
        before: null,
        after: values,
      });
    }
    const result: ItemModelGenerateResult = {
      created: questionIds.length,
      skipped: examined - questionIds.length,
      status,
      questionIds,
    };
    const entry = {
      action: 'item_model.generate',
      targetType: 'item_model',
      targetId: row.id,
      after: { created: result.created, skipped: result.skipped, status, questionIds },
    };
    if (options.actor) await recordAudit(tx, options.actor, entry);
    else
      await tx.insert(auditLog).values({
        actorId: null,
        actorEmail: 'exam assembly',
        ...entry,
        before: null,
        ip: null,
      });
    return result;
  });
}
