import type { SeedQuestionFile } from '../seed-question';
import { QUESTIONS as apBiology } from './ap-biology';
import { QUESTIONS as apCalculusAb } from './ap-calculus-ab';
import { QUESTIONS as apChemistry } from './ap-chemistry';
import { QUESTIONS as apPhysics1 } from './ap-physics-1';
import { QUESTIONS as est1Literacy } from './est-1-literacy';
import { QUESTIONS as est1Math } from './est-1-math';
import { QUESTIONS as est2Math1 } from './est-2-math-1';
import { QUESTIONS as est2Physics } from './est-2-physics';
import { QUESTIONS as igcseBiology } from './igcse-biology';
import { QUESTIONS as igcseChemistry } from './igcse-chemistry';
import { QUESTIONS as igcseMathematics } from './igcse-mathematics';
import { QUESTIONS as igcsePhysics } from './igcse-physics';

/** Every subject's hand-checked reference questions. */
export const SEED_QUESTION_FILES: SeedQuestionFile[] = [
  apCalculusAb,
  apPhysics1,
  apChemistry,
  apBiology,
  igcseMathematics,
  igcsePhysics,
  igcseChemistry,
  igcseBiology,
  est1Literacy,
  est1Math,
  est2Math1,
  est2Physics,
];
