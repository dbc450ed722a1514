import type { TemplateScoring, TemplateSection } from '../../../../common/contracts/content';
import { DEFAULT_CUT_POINTS } from '../../../../common/contracts/templates';

export type SeedTemplate = {
  slug: string;
  subject: string;
  name: string;
  description: string;
  kind: 'full' | 'section' | 'topic' | 'adaptive';
  sections: TemplateSection[];
  scoring: TemplateScoring;
};

// Cut points are editable estimates (exam-formats.md): boards move them every series. EST is
// 200–800 in steps of 50; no official conversion is published.
const AP: TemplateScoring = { scale: 'ap_1_5', cutPoints: DEFAULT_CUT_POINTS.ap_1_5 };
const IGCSE: TemplateScoring = { scale: 'igcse_grade', cutPoints: DEFAULT_CUT_POINTS.igcse_grade };
const EST: TemplateScoring = { scale: 'est_200_800', cutPoints: DEFAULT_CUT_POINTS.est_200_800 };

const section = (
  title: string,
  questionCount: number,
  durationMinutes: number,
  calculator: boolean,
  directions = '',
): TemplateSection => ({
  title,
  questionCount,
  durationMinutes,
  topics: null,
  calculator,
  directions,
});

const NO_PENALTY = 'Wrong answers cost nothing: answer every question.';

/** An adaptive practice test per subject: items chosen one at a time, stopping at SE ≤ 0.30. */
const adaptive = (subject: string, name: string, scoring: TemplateScoring): SeedTemplate => ({
  slug: `${subject}-adaptive`,
  subject,
  name: `${name}: adaptive practice`,
  description: 'Up to 25 questions chosen for your level, one at a time, across every topic.',
  kind: 'adaptive',
  sections: [section('Adaptive practice', 25, 40, true, NO_PENALTY)],
  scoring,
});

export const SEED_TEMPLATES: SeedTemplate[] = [
  {
    slug: 'ap-calculus-ab-mcq',
    subject: 'ap-calculus-ab',
    name: 'AP Calculus AB: multiple-choice section',
    description:
      'Section I as on test day: Part A 30 questions in 60 minutes without a calculator, Part B 15 questions in 45 minutes with a graphing calculator.',
    kind: 'full',
    sections: [
      section('Part A (no calculator)', 30, 60, false, NO_PENALTY),
      section('Part B (graphing calculator)', 15, 45, true, NO_PENALTY),
    ],
    scoring: AP,
  },
  {
    slug: 'ap-calculus-ab-part-a',
    subject: 'ap-calculus-ab',
    name: 'AP Calculus AB: Part A drill',
    description: 'Part A alone: 30 questions in 60 minutes, no calculator.',
    kind: 'section',
    sections: [section('Part A (no calculator)', 30, 60, false, NO_PENALTY)],
    scoring: AP,
  },
  adaptive('ap-calculus-ab', 'AP Calculus AB', AP),
  {
    slug: 'ap-physics-1-mcq',
    subject: 'ap-physics-1',
    name: 'AP Physics 1: multiple-choice section',
    description:
      'The revised (2024-25) format: 40 questions in 80 minutes, calculator and reference tables allowed.',
    kind: 'full',
    sections: [section('Multiple choice', 40, 80, true, NO_PENALTY)],
    scoring: AP,
  },
  adaptive('ap-physics-1', 'AP Physics 1', AP),
  {
    slug: 'ap-chemistry-mcq',
    subject: 'ap-chemistry',
    name: 'AP Chemistry: multiple-choice section',
    description: '60 questions in 90 minutes, with the periodic table and formula sheet.',
    kind: 'full',
    sections: [section('Multiple choice', 60, 90, true, NO_PENALTY)],
    scoring: AP,
  },
  adaptive('ap-chemistry', 'AP Chemistry', AP),
  {
    slug: 'ap-biology-mcq',
    subject: 'ap-biology',
    name: 'AP Biology: multiple-choice section',
    description: '60 questions in 90 minutes; a four-function calculator is allowed.',
    kind: 'full',
    sections: [section('Multiple choice', 60, 90, true, NO_PENALTY)],
    scoring: AP,
  },
  adaptive('ap-biology', 'AP Biology', AP),
  {
    slug: 'igcse-mathematics-practice-paper',
    subject: 'igcse-mathematics',
    name: 'IGCSE Mathematics: practice paper',
    description:
      'A 40-question paper across the syllabus in 90 minutes, calculator allowed. Grade thresholds are estimates: they change every series.',
    kind: 'full',
    sections: [section('Paper', 40, 90, true)],
    scoring: IGCSE,
  },
  adaptive('igcse-mathematics', 'IGCSE Mathematics', IGCSE),
  {
    slug: 'igcse-physics-mcq',
    subject: 'igcse-physics',
    name: 'IGCSE Physics: multiple-choice paper',
    description: '40 questions in 45 minutes, as in the Extended multiple-choice paper.',
    kind: 'full',
    sections: [section('Multiple choice', 40, 45, true)],
    scoring: IGCSE,
  },
  adaptive('igcse-physics', 'IGCSE Physics', IGCSE),
  {
    slug: 'igcse-chemistry-mcq',
    subject: 'igcse-chemistry',
    name: 'IGCSE Chemistry: multiple-choice paper',
    description: '40 questions in 45 minutes, as in the Extended multiple-choice paper.',
    kind: 'full',
    sections: [section('Multiple choice', 40, 45, true)],
    scoring: IGCSE,
  },
  adaptive('igcse-chemistry', 'IGCSE Chemistry', IGCSE),
  {
    slug: 'igcse-biology-mcq',
    subject: 'igcse-biology',
    name: 'IGCSE Biology: multiple-choice paper',
    description: '40 questions in 45 minutes, as in the Extended multiple-choice paper.',
    kind: 'full',
    sections: [section('Multiple choice', 40, 45, true)],
    scoring: IGCSE,
  },
  adaptive('igcse-biology', 'IGCSE Biology', IGCSE),
  {
    slug: 'est-1-literacy-full',
    subject: 'est-1-literacy',
    name: 'EST I Literacy: full test',
    description:
      'Literacy 1 (44 questions, 35 minutes) and Literacy 2 (52 questions, 65 minutes) as published prep sources give them; an earlier ministry announcement gave other counts. Reading questions share passages.',
    kind: 'full',
    sections: [
      section('Literacy 1', 44, 35, false, NO_PENALTY),
      section('Literacy 2', 52, 65, false, NO_PENALTY),
    ],
    scoring: EST,
  },
  adaptive('est-1-literacy', 'EST I Literacy', EST),
  {
    slug: 'est-1-math-full',
    subject: 'est-1-math',
    name: 'EST I Math: full test',
    description:
      'No-calculator section (20 questions, 30 minutes) and calculator section (38 questions, 55 minutes), as published prep sources give them.',
    kind: 'full',
    sections: [
      section('Math without calculator', 20, 30, false, NO_PENALTY),
      section('Math with calculator', 38, 55, true, NO_PENALTY),
    ],
    scoring: EST,
  },
  adaptive('est-1-math', 'EST I Math', EST),
  {
    slug: 'est-2-math-1-full',
    subject: 'est-2-math-1',
    name: 'EST II Math 1: full test',
    description:
      '50 multiple-choice questions in 60 minutes, as in sample papers. No official scale is published: scores use 200–800.',
    kind: 'full',
    sections: [section('Math 1', 50, 60, true, NO_PENALTY)],
    scoring: EST,
  },
  adaptive('est-2-math-1', 'EST II Math 1', EST),
  {
    slug: 'est-2-physics-full',
    subject: 'est-2-physics',
    name: 'EST II Physics: full test',
    description:
      '50 multiple-choice questions in 60 minutes, like the EST II Math papers (no official Physics format found). Scores use 200–800.',
    kind: 'full',
    sections: [section('Physics', 50, 60, false, NO_PENALTY)],
    scoring: EST,
  },
  adaptive('est-2-physics', 'EST II Physics', EST),
];
