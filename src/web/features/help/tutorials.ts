import { TUTORIAL_SLUGS, type TutorialSlug } from '@common/public-pages';
import {
  ChartLine,
  ClipboardPen,
  type LucideIcon,
  Package,
  Rocket,
  UserRoundCog,
  Wrench,
} from 'lucide-react';

export type { TutorialSlug };

const ICONS: Record<TutorialSlug, LucideIcon> = {
  'getting-started': Rocket,
  'account-setup': UserRoundCog,
  'exam-creation': ClipboardPen,
  analytics: ChartLine,
  'package-management': Package,
  troubleshooting: Wrench,
};

export type Tutorial = { slug: TutorialSlug; icon: LucideIcon };

/** The help tutorials in reading order; their text lives in the `help` namespace. */
export const TUTORIALS: readonly Tutorial[] = TUTORIAL_SLUGS.map((slug) => ({
  slug,
  icon: ICONS[slug],
}));

export function isTutorialSlug(value: unknown): value is TutorialSlug {
  return typeof value === 'string' && (TUTORIAL_SLUGS as readonly string[]).includes(value);
}

/** The tutorials before and after `slug` in reading order, for the links at an article's end. */
export function neighbours(slug: TutorialSlug): { previous?: Tutorial; next?: Tutorial } {
  const index = TUTORIALS.findIndex((tutorial) => tutorial.slug === slug);
  return { previous: TUTORIALS[index - 1], next: TUTORIALS[index + 1] };
}

/**
 * One section of a tutorial (`tutorials.{slug}.sections` in help.json). Its content blocks
 * render in the order the JSON lists them; `**label**` marks an on-screen label and `` `path` ``
 * an address (see rich-text.tsx).
 */
export type TutorialSection = {
  id: string;
  heading: string;
  paragraphs?: string[];
  steps?: string[];
  bullets?: string[];
  tip?: string;
  note?: string;
};

/** Words a minute of an unhurried reader of instructions. */
const WORDS_PER_MINUTE = 200;

/** Reading time of a tutorial in whole minutes (at least 1), from its text. */
export function readingMinutes(summary: string, sections: TutorialSection[]): number {
  const texts = sections.flatMap((section) => [
    section.heading,
    ...(section.paragraphs ?? []),
    ...(section.steps ?? []),
    ...(section.bullets ?? []),
    section.tip ?? '',
    section.note ?? '',
  ]);
  const words = [summary, ...texts].join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
