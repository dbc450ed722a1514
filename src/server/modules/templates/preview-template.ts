import { and, eq, sql } from 'drizzle-orm';
import type { Difficulty, TemplateSection } from '../../../common/contracts/content';
import type { PreviewSection, TemplatePreview } from '../../../common/contracts/templates';
import type { DbOrTx } from '../../db/client';
import { questions } from '../../db/schema';
import { assertKnownTopics, loadSubjectTopics } from './load-subject-topics';

type Counts = Record<Difficulty, number>;
const none = (): Counts => ({ easy: 0, medium: 0, hard: 0 });
const total = (c: Counts) => c.easy + c.medium + c.hard;
const questionsText = (n: number) => `${n} question${n === 1 ? '' : 's'}`;

/**
 * How many of `count` questions each topic gives when drawn by `weights` (normalised; equal
 * when they are all zero): largest remainders, so the parts always add up to `count`.
 */
export function planDraw(count: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const wSum = sum > 0 ? sum : weights.length;
  const quotas = w.map((x) => (x / wSum) * count);
  const parts = quotas.map(Math.floor);
  let left = count - parts.reduce((a, b) => a + b, 0);
  const order = quotas
    .map((q, i) => ({ i, rest: q - Math.floor(q), weight: w[i] ?? 0 }))
    .sort((a, b) => b.rest - a.rest || b.weight - a.weight || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * What a template (saved or a draft) would draw from the current bank: per section the questions
 * needed, the confirmed questions in its topics (and by difficulty), per topic what a
 * blueprint-weighted draw takes against what exists, and warnings in plain words where the bank
 * falls short. Only confirmed questions count.
 *
 * A draft naming a topic the subject does not have is refused (400); a saved template whose topic
 * was removed since gets a warning instead, so its preview still opens.
 */
export async function previewTemplate(
  db: DbOrTx,
  input: {
    subjectId: string;
    sections: Pick<TemplateSection, 'title' | 'questionCount' | 'durationMinutes' | 'topics'>[];
  },
  opts: { unknownTopics: 'refuse' | 'warn' } = { unknownTopics: 'refuse' },
): Promise<TemplatePreview> {
  const subjectTopics = await loadSubjectTopics(db, input.subjectId);
  if (opts.unknownTopics === 'refuse') assertKnownTopics(input.sections, subjectTopics);
  const { subject, topics } = subjectTopics;
  const known = new Set(topics.map((t) => t.slug));

  const rows = await db
    .select({
      topicId: questions.topicId,
      difficulty: questions.difficulty,
      n: sql<number>`count(*)::int`,
    })
    .from(questions)
    .where(and(eq(questions.subjectId, subject.id), eq(questions.status, 'confirmed')))
    .groupBy(questions.topicId, questions.difficulty);
  const bank = new Map<string, Counts>();
  for (const r of rows) {
    const counts = bank.get(r.topicId) ?? none();
    counts[r.difficulty as Difficulty] += Number(r.n);
    bank.set(r.topicId, counts);
  }

  const warnings: string[] = [];
  const used = new Set<string>();
  const sections: PreviewSection[] = input.sections.map((section) => {
    const chosen = section.topics ? new Set(section.topics) : null;
    // "All topics" means the subject's active ones; listed topics are taken as listed.
    const own = topics.filter((t) => (chosen ? chosen.has(t.slug) : t.isActive));
    const planned = planDraw(
      section.questionCount,
      own.map((t) => t.blueprintWeight),
    );
    const weightSum = own.reduce((n, t) => n + t.blueprintWeight, 0);
    const byDifficulty = none();
    const topicRows = own.map((t, i) => {
      used.add(t.id);
      const counts = bank.get(t.id) ?? none();
      for (const d of Object.keys(byDifficulty) as Difficulty[]) byDifficulty[d] += counts[d];
      return {
        slug: t.slug,
        name: t.name,
        weight: t.blueprintWeight,
        share: weightSum > 0 ? t.blueprintWeight / weightSum : 1 / own.length,
        planned: planned[i] ?? 0,
        available: total(counts),
      };
    });
    const available = total(byDifficulty);
    const label = `Section '${section.title}'`;
    for (const slug of section.topics ?? []) {
      if (!known.has(slug))
        warnings.push(`${label} names topic '${slug}', which ${subject.name} no longer has`);
    }
    if (own.length === 0) {
      warnings.push(`${label} has no active topics to draw from`);
    } else if (available < section.questionCount) {
      warnings.push(
        `${label} needs ${questionsText(section.questionCount)}; the bank has ${available} confirmed in its topics`,
      );
    }
    if (own.length > 0 && weightSum === 0) {
      warnings.push(`${label}: its topics have no blueprint weight, so they are drawn equally`);
    }
    for (const t of topicRows) {
      if (t.planned > t.available) {
        warnings.push(
          `${label}: topic '${t.name}' should give ${questionsText(t.planned)} by blueprint weight; the bank has ${t.available} confirmed`,
        );
      }
    }
    return {
      title: section.title,
      questionCount: section.questionCount,
      durationMinutes: section.durationMinutes,
      allTopics: chosen === null,
      available,
      byDifficulty,
      topics: topicRows,
      fillable: own.length > 0 && available >= section.questionCount,
    };
  });

  const totalQuestions = sections.reduce((n, s) => n + s.questionCount, 0);
  const totalAvailable = [...used].reduce((n, id) => n + total(bank.get(id) ?? none()), 0);
  // An exam never repeats a question: sections sharing topics share one pool.
  if (sections.length > 1 && totalAvailable < totalQuestions) {
    warnings.push(
      `The sections together need ${totalQuestions} different questions; the bank has ${totalAvailable} confirmed in their topics`,
    );
  }
  return {
    subject: { id: subject.id, name: subject.name },
    totalQuestions,
    totalAvailable,
    sections,
    warnings,
  };
}
