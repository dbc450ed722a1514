// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${{a}}` opens LaTeX math before an item-model placeholder, not a template literal
import type { ItemModelInput } from '../../../../common/contracts/item-models';

/**
 * Reference item models: at least three per seeded math or science subject, each on a topic of
 * that subject, with misconceptions students really make. The format is documented in
 * common/contracts/item-models.ts; every model here passes the save-time check (a test keeps it
 * so). Seeded with auto-confirm off: administrators review what they generate.
 */
export type SeedItemModel = Omit<ItemModelInput, 'subjectId' | 'topicId'> & {
  subject: string;
  topic: string;
};

const int = (name: string, min: number, max: number) =>
  ({ name, kind: 'integer', min, max }) as const;
const dec = (name: string, min: number, max: number, step: number) =>
  ({ name, kind: 'decimal', min, max, step }) as const;
const pick = (name: string, values: (number | string)[]) =>
  ({ name, kind: 'choice', values }) as const;

export const SEED_ITEM_MODELS: SeedItemModel[] = [
  // AP Calculus AB
  {
    subject: 'ap-calculus-ab',
    topic: 'differentiation-basics',
    name: 'Power rule at a point',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('a', 2, 9), int('n', 2, 5), int('k', 2, 3)],
    constraints: ['n \\ne k'],
    stem: "Let $f(x) = {{a}}x^{{{n}}}$. What is $f'({{k}})$?",
    explanation:
      "By the power rule, $f'(x) = {{a}} \\cdot {{n}}x^{{{= n-1}}} = {{= an}}x^{{{= n-1}}}$, so $f'({{k}}) = {{= an}} \\cdot {{k}}^{{{= n-1}}} = {{= ank^{n-1}}}$.",
    answer: { expression: 'ank^{n-1}', format: 'integer' },
    distractors: [
      { misconception: 'Forgot to multiply by the exponent', expression: 'ak^{n-1}' },
      { misconception: 'Did not lower the exponent', expression: 'ank^{n}' },
      { misconception: "Evaluated f instead of f'", expression: 'ak^{n}' },
    ],
  },
  {
    subject: 'ap-calculus-ab',
    topic: 'differentiation-composite',
    name: 'Chain rule on a power of a linear function',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('a', 2, 5), int('b', 1, 4), int('n', 2, 4)],
    constraints: ['a \\ne n'],
    stem: "Let $f(x) = ({{a}}x + {{b}})^{{{n}}}$. What is $f'(1)$?",
    explanation:
      "By the chain rule, $f'(x) = {{n}}({{a}}x + {{b}})^{{{= n-1}}} \\cdot {{a}}$. At $x = 1$: ${{= na}} \\cdot {{= a+b}}^{{{= n-1}}} = {{= na(a+b)^{n-1}}}$.",
    answer: { expression: 'na(a+b)^{n-1}', format: 'integer' },
    distractors: [
      {
        misconception: 'Forgot the chain rule (did not multiply by the inner derivative)',
        expression: 'n(a+b)^{n-1}',
      },
      { misconception: 'Did not lower the exponent', expression: 'na(a+b)^{n}' },
      {
        misconception: 'Multiplied by the inner derivative but dropped the exponent factor',
        expression: 'a(a+b)^{n-1}',
      },
    ],
  },
  {
    subject: 'ap-calculus-ab',
    topic: 'integration-accumulation',
    name: 'Definite integral of a polynomial',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('a', 2, 4), int('b', 2, 6), int('c', 2, 3)],
    constraints: ['b \\ne 2a'],
    stem: 'Evaluate $\\displaystyle\\int_0^{{{c}}} \\left({{= 3a}}x^2 + {{= 2b}}x\\right)\\,dx$.',
    explanation:
      'An antiderivative is $F(x) = {{a}}x^3 + {{b}}x^2$. Then $F({{c}}) - F(0) = {{= ac^3}} + {{= bc^2}} - 0 = {{= ac^3+bc^2}}$.',
    answer: { expression: 'ac^3+bc^2', format: 'integer' },
    distractors: [
      {
        misconception: 'Differentiated the integrand instead of integrating',
        expression: '6ac+2b',
      },
      {
        misconception: 'Forgot to divide by the new exponent',
        expression: '3ac^3+2bc^2',
      },
      {
        misconception: 'Evaluated the integrand at the upper limit',
        expression: '3ac^2+2bc',
      },
    ],
  },

  // AP Physics 1
  {
    subject: 'ap-physics-1',
    topic: 'kinematics',
    name: 'Final velocity under constant acceleration',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('u', 1, 20), int('a', 1, 6), int('t', 2, 10)],
    constraints: ['u \\ne 2at'],
    stem: 'A cart moving at {{u}} m/s accelerates uniformly at {{a}} m/s² in the direction of motion for {{t}} s. What is its final speed?',
    explanation: '$v = u + at = {{u}} + {{a}} \\times {{t}} = {{= u+at}}$ m/s.',
    answer: { expression: 'u+at', format: 'integer', unit: 'm/s' },
    distractors: [
      { misconception: 'Forgot the initial velocity', expression: 'at' },
      { misconception: 'Subtracted the change in velocity', expression: 'u-at' },
      { misconception: 'Multiplied the acceleration by t²', expression: 'u+at^2' },
    ],
  },
  {
    subject: 'ap-physics-1',
    topic: 'force-translational-dynamics',
    name: "Newton's second law with friction",
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('F', 20, 60), int('f', 2, 18), int('m', 2, 10)],
    constraints: [],
    stem: 'A {{m}} kg crate is pulled across a level floor by a horizontal force of {{F}} N. The kinetic friction force on the crate is {{f}} N. What is the magnitude of its acceleration?',
    explanation:
      "The net force is ${{F}} - {{f}} = {{= F-f}}$ N, so by Newton's second law $a = \\frac{F_{net}}{m} = \\frac{{{= F-f}}}{{{m}}} \\approx {{= (F-f)/m #2}}$ m/s².",
    answer: { expression: '\\frac{F-f}{m}', format: 'decimal', places: 2, unit: 'm/s²' },
    distractors: [
      { misconception: 'Ignored friction', expression: '\\frac{F}{m}' },
      { misconception: 'Added friction instead of subtracting it', expression: '\\frac{F+f}{m}' },
      { misconception: 'Multiplied by the mass instead of dividing', expression: '(F-f)m' },
    ],
  },
  {
    subject: 'ap-physics-1',
    topic: 'work-energy-power',
    name: 'Kinetic energy',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('m', 3, 10), int('v', 2, 12)],
    constraints: [],
    stem: 'What is the kinetic energy of a {{m}} kg object moving at {{v}} m/s?',
    explanation:
      '$K = \\tfrac{1}{2}mv^2 = \\tfrac{1}{2} \\times {{m}} \\times {{v}}^2 = {{= mv^2/2 #1}}$ J.',
    answer: { expression: '\\frac{1}{2}mv^2', format: 'decimal', places: 1, unit: 'J' },
    distractors: [
      { misconception: 'Forgot the ½', expression: 'mv^2' },
      { misconception: 'Did not square the speed', expression: '\\frac{1}{2}mv' },
      { misconception: 'Squared the mass as well', expression: '\\frac{1}{2}m^2v^2' },
    ],
  },

  // AP Chemistry
  {
    subject: 'ap-chemistry',
    topic: 'atomic-structure',
    name: 'Moles from mass and molar mass',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('m', 20, 200), pick('M', [18.02, 44.01, 58.44, 98.08, 100.09, 180.16])],
    constraints: [],
    stem: 'A sample of a compound with molar mass {{M}} g/mol has a mass of {{m}} g. How many moles of the compound are in the sample?',
    explanation:
      '$n = \\frac{m}{M} = \\frac{{{m}}\\text{ g}}{{{M}}\\text{ g/mol}} = {{= m/M #4}}$ mol.',
    answer: { expression: '\\frac{m}{M}', format: 'decimal', places: 4, unit: 'mol' },
    distractors: [
      { misconception: 'Divided the molar mass by the mass', expression: '\\frac{M}{m}' },
      { misconception: 'Multiplied the mass by the molar mass', expression: 'mM' },
      { misconception: 'Used the mass in kilograms', expression: '\\frac{m}{1000M}' },
    ],
  },
  {
    subject: 'ap-chemistry',
    topic: 'intermolecular-forces',
    name: 'Dilution (C₁V₁ = C₂V₂)',
    difficulty: 'medium',
    questionType: 'single',
    variables: [dec('C', 0.5, 6, 1), int('V', 20, 50), int('W', 100, 250)],
    constraints: ['W \\ne 2V'],
    stem: '{{V}} mL of a {{C}} M stock solution is diluted with water to a final volume of {{W}} mL. What is the molarity of the diluted solution?',
    explanation:
      'The moles of solute do not change: $C_1V_1 = C_2V_2$, so $C_2 = \\frac{{{C}} \\times {{V}}}{{{W}}} = {{= CV/W #3}}$ M.',
    answer: { expression: '\\frac{CV}{W}', format: 'decimal', places: 3, unit: 'M' },
    distractors: [
      { misconception: 'Inverted the volume ratio', expression: '\\frac{CW}{V}' },
      {
        misconception: 'Used the volume of water added instead of the final volume',
        expression: '\\frac{CV}{W-V}',
      },
      { misconception: 'Assumed dilution leaves the concentration unchanged', expression: 'C' },
    ],
  },
  {
    subject: 'ap-chemistry',
    topic: 'acids-bases',
    name: 'pH of a strong acid',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('a', 1, 9), int('k', 1, 5)],
    constraints: [],
    stem: 'What is the pH of a ${{a}} \\times 10^{-{{k}}}$ M solution of hydrochloric acid (a strong acid) at 25 °C?',
    explanation:
      'HCl ionises completely, so $[\\mathrm{H^+}] = {{a}} \\times 10^{-{{k}}}$ M and $\\mathrm{pH} = -\\log_{10}[\\mathrm{H^+}] = {{= k-\\log_{10}(a) #2}}$.',
    answer: { expression: '-\\log_{10}(a\\cdot 10^{-k})', format: 'decimal', places: 2 },
    distractors: [
      {
        misconception: 'Forgot the minus sign in pH = −log[H⁺]',
        expression: '\\log_{10}(a\\cdot 10^{-k})',
      },
      { misconception: 'Used the natural logarithm', expression: '-\\ln(a\\cdot 10^{-k})' },
      {
        misconception: 'Gave the pOH instead of the pH',
        expression: '14+\\log_{10}(a\\cdot 10^{-k})',
      },
    ],
  },

  // AP Biology
  {
    subject: 'ap-biology',
    topic: 'heredity',
    name: 'Monohybrid cross: recessive offspring',
    difficulty: 'easy',
    questionType: 'single',
    variables: [pick('n', [40, 80, 100, 120, 200, 400])],
    constraints: [],
    stem: 'In pea plants, purple flowers (P) are dominant to white flowers (p). Two heterozygous plants (Pp × Pp) are crossed and produce {{n}} offspring. About how many offspring are expected to have white flowers?',
    explanation:
      'The Punnett square gives PP : Pp : pp = 1 : 2 : 1, so ¼ of the offspring are pp (white): $\\frac{1}{4} \\times {{n}} = {{= n/4}}$.',
    answer: { expression: '\\frac{n}{4}', format: 'integer' },
    distractors: [
      {
        misconception: 'Counted the heterozygotes (the 2 in 1 : 2 : 1)',
        expression: '\\frac{n}{2}',
      },
      { misconception: 'Counted the dominant phenotype', expression: '\\frac{3n}{4}' },
      {
        misconception: 'Thought two purple parents cannot have white offspring',
        expression: '0',
      },
    ],
  },
  {
    subject: 'ap-biology',
    topic: 'ecology',
    name: 'Energy transfer between trophic levels (10% rule)',
    difficulty: 'easy',
    questionType: 'single',
    variables: [pick('P', [10000, 20000, 50000, 100000]), int('k', 2, 3)],
    constraints: [],
    stem: 'The producers in a food chain capture {{P}} kJ of energy. Using the 10% rule, about how much of this energy reaches the organisms {{k}} trophic levels above the producers?',
    explanation:
      'About 10% passes on at each step, so after {{k}} steps $ {{P}} \\times 0.1^{{{k}}} = {{= P/10^k}}$ kJ remains.',
    answer: { expression: '\\frac{P}{10^k}', format: 'integer', unit: 'kJ' },
    distractors: [
      { misconception: 'Applied the 10% loss only once', expression: '\\frac{P}{10}' },
      {
        misconception: 'Applied the 10% rule one step too many',
        expression: '\\frac{P}{10^{k+1}}',
      },
      { misconception: 'Subtracted 10% at each level (kept 90%)', expression: 'P\\cdot 0.9^k' },
    ],
  },
  {
    subject: 'ap-biology',
    topic: 'natural-selection',
    name: 'Hardy–Weinberg: heterozygote frequency',
    difficulty: 'hard',
    questionType: 'single',
    variables: [pick('q', [0.1, 0.2, 0.3, 0.4, 0.6, 0.7])],
    constraints: [],
    stem: 'In a population in Hardy–Weinberg equilibrium, {{= 100q^2}}% of individuals show a recessive phenotype. What is the expected frequency of heterozygous individuals?',
    explanation:
      '$q^2 = {{= q^2}}$, so $q = {{q}}$ and $p = 1 - q = {{= 1-q}}$. Heterozygotes: $2pq = 2 \\times {{= 1-q}} \\times {{q}} = {{= 2q(1-q) #2}}$.',
    answer: { expression: '2q(1-q)', format: 'decimal', places: 2 },
    distractors: [
      {
        misconception: 'Used the recessive phenotype frequency (q²) as q',
        expression: '2q^2(1-q^2)',
      },
      { misconception: 'Forgot the factor 2 in 2pq', expression: 'q(1-q)' },
      { misconception: 'Gave the homozygous dominant frequency (p²)', expression: '(1-q)^2' },
    ],
  },

  // IGCSE Mathematics
  {
    subject: 'igcse-mathematics',
    topic: 'number',
    name: 'Compound interest',
    difficulty: 'medium',
    questionType: 'single',
    variables: [pick('P', [500, 1000, 1500, 2000, 2500, 5000]), int('r', 2, 8), int('n', 2, 5)],
    constraints: [],
    stem: 'A sum of {{P}} dollars is invested at {{r}}% per year compound interest. What is the value of the investment after {{n}} years, to the nearest cent?',
    explanation:
      'Each year multiplies the value by $1 + \\frac{{{r}}}{100}$: ${{P}} \\times \\left(1 + \\frac{{{r}}}{100}\\right)^{{{n}}} = {{= P(1+r/100)^n #2}}$ dollars.',
    answer: {
      expression: 'P\\left(1+\\frac{r}{100}\\right)^n',
      format: 'decimal',
      places: 2,
      unit: 'dollars',
    },
    distractors: [
      { misconception: 'Used simple interest', expression: 'P\\left(1+\\frac{rn}{100}\\right)' },
      {
        misconception: 'Gave only the interest earned',
        expression: 'P\\left(1+\\frac{r}{100}\\right)^n-P',
      },
      {
        misconception: 'Compounded one year too few',
        expression: 'P\\left(1+\\frac{r}{100}\\right)^{n-1}',
      },
    ],
  },
  {
    subject: 'igcse-mathematics',
    topic: 'algebra-graphs',
    name: 'Two-step linear equation',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('a', 2, 9), int('b', 1, 20), int('k', -9, 9)],
    constraints: ['k(a-1) \\ne a'],
    stem: 'Solve ${{a}}x + {{b}} = {{= ak+b}}$.',
    explanation:
      'Subtract {{b}} from both sides: ${{a}}x = {{= ak}}$. Divide both sides by {{a}}: $x = {{k}}$.',
    answer: { expression: 'k', format: 'fraction' },
    distractors: [
      { misconception: 'Added b instead of subtracting it', expression: '\\frac{ak+2b}{a}' },
      { misconception: 'Subtracted a instead of dividing by it', expression: 'ak-a' },
      { misconception: 'Divided by a before subtracting b', expression: '\\frac{ak+b}{a}-b' },
    ],
  },
  {
    subject: 'igcse-mathematics',
    topic: 'geometry-mensuration',
    name: 'Volume of a cylinder',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('r', 3, 10), int('h', 3, 15)],
    constraints: [],
    stem: 'A cylinder has radius {{r}} cm and height {{h}} cm. What is its volume, correct to 1 decimal place?',
    explanation: '$V = \\pi r^2 h = \\pi \\times {{r}}^2 \\times {{h}} = {{= \\pi r^2h #1}}$ cm³.',
    answer: { expression: '\\pi r^2h', format: 'decimal', places: 1, unit: 'cm³' },
    distractors: [
      { misconception: 'Used the diameter in place of the radius', expression: '\\pi(2r)^2h' },
      { misconception: 'Forgot to square the radius', expression: '\\pi rh' },
      { misconception: 'Used the curved surface area formula (2πrh)', expression: '2\\pi rh' },
    ],
  },

  // IGCSE Physics
  {
    subject: 'igcse-physics',
    topic: 'electricity-magnetism',
    name: "Current from Ohm's law",
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('V', 3, 24), pick('R', [2, 4, 5, 8, 10, 20])],
    constraints: ['V \\ne R', 'V \\ne R^2', 'R^2 \\ne V^3'],
    stem: 'A potential difference of {{V}} V is applied across a {{R}} Ω resistor. What current flows through it?',
    explanation: '$I = \\frac{V}{R} = \\frac{{{V}}}{{{R}}} = {{= V/R #2}}$ A.',
    answer: { expression: '\\frac{V}{R}', format: 'decimal', places: 2, unit: 'A' },
    distractors: [
      { misconception: 'Multiplied voltage by resistance', expression: 'VR' },
      { misconception: 'Divided resistance by voltage', expression: '\\frac{R}{V}' },
      {
        misconception: 'Calculated the power (V²/R) instead of the current',
        expression: '\\frac{V^2}{R}',
      },
    ],
  },
  {
    subject: 'igcse-physics',
    topic: 'motion-forces-energy',
    name: 'Moment of a force',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('F', 5, 50), int('d', 15, 90)],
    constraints: [],
    stem: 'A force of {{F}} N acts at right angles to a spanner, {{d}} cm from the pivot. What is the moment of the force about the pivot?',
    explanation:
      'Convert the distance to metres: {{d}} cm = {{= d/100 #2}} m. Moment $= F \\times d = {{F}} \\times {{= d/100 #2}} = {{= Fd/100 #2}}$ N m.',
    answer: { expression: '\\frac{Fd}{100}', format: 'decimal', places: 2, unit: 'N m' },
    distractors: [
      { misconception: 'Did not convert centimetres to metres', expression: 'Fd' },
      { misconception: 'Divided the force by the distance', expression: '\\frac{100F}{d}' },
      { misconception: 'Divided the distance by the force', expression: '\\frac{d}{100F}' },
    ],
  },
  {
    subject: 'igcse-physics',
    topic: 'waves',
    name: 'Wave speed (v = fλ)',
    difficulty: 'easy',
    questionType: 'single',
    variables: [pick('f', [2, 4, 5, 8, 10]), dec('w', 0.5, 4, 1)],
    constraints: ['w \\ne 1', 'w \\ne f'],
    stem: 'A wave on a rope has a frequency of {{f}} Hz and a wavelength of {{w}} m. What is its speed?',
    explanation: '$v = f\\lambda = {{f}} \\times {{w}} = {{= fw #2}}$ m/s.',
    answer: { expression: 'fw', format: 'decimal', places: 2, unit: 'm/s' },
    distractors: [
      { misconception: 'Divided frequency by wavelength', expression: '\\frac{f}{w}' },
      { misconception: 'Divided wavelength by frequency', expression: '\\frac{w}{f}' },
      {
        misconception: 'Took the wavelength as crest-to-trough (half a wavelength)',
        expression: '\\frac{fw}{2}',
      },
    ],
  },

  // IGCSE Chemistry
  {
    subject: 'igcse-chemistry',
    topic: 'stoichiometry',
    name: 'Percentage yield',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('t', 20, 80), int('a', 5, 79)],
    constraints: ['a < t', '2a \\ne t'],
    stem: 'A reaction has a theoretical yield of {{t}} g of product, but only {{a}} g is collected. What is the percentage yield?',
    explanation:
      'Percentage yield $= \\frac{\\text{actual}}{\\text{theoretical}} \\times 100 = \\frac{{{a}}}{{{t}}} \\times 100 = {{= 100a/t #1}}$%.',
    answer: { expression: '\\frac{100a}{t}', format: 'decimal', places: 1, unit: '%' },
    distractors: [
      {
        misconception: 'Divided the theoretical yield by the actual yield',
        expression: '\\frac{100t}{a}',
      },
      { misconception: 'Forgot to multiply by 100', expression: '\\frac{a}{t}' },
      {
        misconception: 'Gave the percentage lost instead of the yield',
        expression: '100-\\frac{100a}{t}',
      },
    ],
  },
  {
    subject: 'igcse-chemistry',
    topic: 'acids-bases-salts',
    name: 'Moles in a volume of solution',
    difficulty: 'medium',
    questionType: 'single',
    variables: [dec('c', 0.1, 2, 1), int('V', 10, 50)],
    constraints: ['c \\ne 1'],
    stem: 'How many moles of sodium hydroxide are in {{V}} cm³ of a {{c}} mol/dm³ solution?',
    explanation:
      'Convert the volume: {{V}} cm³ = {{= V/1000 #3}} dm³. Moles $= c \\times V = {{c}} \\times {{= V/1000 #3}} = {{= cV/1000 #4}}$ mol.',
    answer: { expression: '\\frac{cV}{1000}', format: 'decimal', places: 4, unit: 'mol' },
    distractors: [
      { misconception: 'Did not convert cm³ to dm³', expression: 'cV' },
      { misconception: 'Divided the concentration by the volume', expression: '\\frac{1000c}{V}' },
      { misconception: 'Divided the volume by the concentration', expression: '\\frac{V}{1000c}' },
    ],
  },
  {
    subject: 'igcse-chemistry',
    topic: 'states-of-matter',
    name: 'Neutrons from mass number and atomic number',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('Z', 3, 30), int('n', 4, 36)],
    constraints: ['n > Z', 'n \\le Z + 5'],
    stem: 'An atom has atomic number {{Z}} and mass number {{= Z+n}}. How many neutrons does it have?',
    explanation:
      'The mass number counts protons and neutrons; the atomic number counts protons. Neutrons $= {{= Z+n}} - {{Z}} = {{n}}$.',
    answer: { expression: 'n', format: 'integer' },
    distractors: [
      { misconception: 'Gave the number of protons', expression: 'Z' },
      { misconception: 'Gave the mass number', expression: 'Z+n' },
      { misconception: 'Added the atomic number to the mass number', expression: '2Z+n' },
    ],
  },

  // IGCSE Biology
  {
    subject: 'igcse-biology',
    topic: 'cells-organisation',
    name: 'Magnification = image size ÷ actual size',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('I', 10, 60), pick('a', [2, 4, 5, 10, 20, 25, 50])],
    constraints: [],
    stem: 'In a drawing, a cell is {{I}} mm long. The actual cell is {{a}} µm long. What is the magnification of the drawing?',
    explanation:
      'Use the same units: {{I}} mm = {{= 1000I}} µm. Magnification $= \\frac{\\text{image size}}{\\text{actual size}} = \\frac{{{= 1000I}}}{{{a}}} = \\times{{= 1000I/a}}$.',
    answer: { expression: '\\frac{1000I}{a}', format: 'integer' },
    distractors: [
      {
        misconception: 'Converted millimetres to micrometres with a factor of 100',
        expression: '\\frac{100I}{a}',
      },
      {
        misconception: 'Converted millimetres to micrometres with a factor of 10 000',
        expression: '\\frac{10000I}{a}',
      },
      { misconception: 'Subtracted the actual size instead of dividing', expression: '1000I-a' },
    ],
  },
  {
    subject: 'igcse-biology',
    topic: 'reproduction-inheritance',
    name: 'Test cross: dominant offspring',
    difficulty: 'easy',
    questionType: 'single',
    variables: [pick('n', [20, 40, 60, 80, 100, 200])],
    constraints: [],
    stem: 'In guinea pigs, black fur (B) is dominant to white fur (b). A heterozygous black guinea pig (Bb) is crossed with a white one (bb) and they have {{n}} offspring in total. About how many are expected to be black?',
    explanation:
      'Bb × bb gives Bb : bb = 1 : 1, so half the offspring are black: $\\frac{1}{2} \\times {{n}} = {{= n/2}}$.',
    answer: { expression: '\\frac{n}{2}', format: 'integer' },
    distractors: [
      {
        misconception: 'Used the 3 : 1 ratio of a cross between two heterozygotes',
        expression: '\\frac{3n}{4}',
      },
      { misconception: 'Used 1 in 4, as for a recessive phenotype', expression: '\\frac{n}{4}' },
      {
        misconception: 'Assumed the dominant allele always shows in every offspring',
        expression: 'n',
      },
    ],
  },
  {
    subject: 'igcse-biology',
    topic: 'nutrition',
    name: 'Energy content of food',
    difficulty: 'medium',
    questionType: 'single',
    variables: [dec('m', 0.5, 2, 1), int('w', 10, 50), int('T', 5, 40)],
    constraints: ['m \\ne 1'],
    stem: 'A {{m}} g piece of food is burned under a boiling tube holding {{w}} g of water, and the temperature of the water rises by {{T}} °C. Taking 4.2 J to warm 1 g of water by 1 °C, how much energy did each gram of the food release?',
    explanation:
      'Energy taken in by the water $= {{w}} \\times 4.2 \\times {{T}} = {{= 4.2wT #1}}$ J. Per gram of food: $\\frac{{{= 4.2wT #1}}}{{{m}}} = {{= 4.2wT/m #1}}$ J/g.',
    answer: { expression: '\\frac{4.2wT}{m}', format: 'decimal', places: 1, unit: 'J/g' },
    distractors: [
      { misconception: 'Forgot to divide by the mass of food', expression: '4.2wT' },
      { misconception: 'Left out the 4.2 J per gram per °C', expression: '\\frac{wT}{m}' },
      { misconception: 'Divided by the mass of water instead of the food', expression: '4.2T' },
    ],
  },

  // EST I Math
  {
    subject: 'est-1-math',
    topic: 'heart-of-algebra',
    name: 'Slope through two points',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('a', -5, 5), int('b', -9, 9), int('c', -5, 5), int('d', -9, 9)],
    constraints: [
      'a \\ne c',
      'b \\ne d',
      '|d-b| \\ne |c-a|',
      'a + c \\ne 0',
      // The misconceptions' values stay apart (compared cross-multiplied: exact in integers).
      '(d+b)(a-c) \\ne (d-b)(c+a)',
      '(d+b)(c-a) \\ne (d-b)(c+a)',
      '(d+b)(d-b) \\ne (c-a)(c+a)',
    ],
    stem: 'What is the slope of the line through the points $({{a}}, {{b}})$ and $({{c}}, {{d}})$?',
    explanation:
      'Slope $= \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{{{d}} - ({{b}})}{{{c}} - ({{a}})} = {{= (d-b)/(c-a) #frac}}$.',
    answer: { expression: '\\frac{d-b}{c-a}', format: 'fraction' },
    distractors: [
      {
        misconception: 'Subtracted the coordinates in opposite orders',
        expression: '\\frac{d-b}{a-c}',
      },
      { misconception: 'Put the run over the rise', expression: '\\frac{c-a}{d-b}' },
      {
        misconception: 'Added the coordinates instead of subtracting',
        expression: '\\frac{d+b}{c+a}',
      },
    ],
  },
  {
    subject: 'est-1-math',
    topic: 'problem-solving-data',
    name: 'Price after a percentage discount',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('P', 20, 200), pick('r', [5, 10, 15, 20, 25, 30, 40])],
    constraints: ['P \\ne 100'],
    stem: 'A jacket costs {{P}} dollars. It is sold at a {{r}}% discount. What is the sale price?',
    explanation:
      'The discount is {{r}}% of {{P}}, so the sale price is ${{P}} \\times \\left(1 - \\frac{{{r}}}{100}\\right) = {{= P(1-r/100) #2}}$ dollars.',
    answer: {
      expression: 'P\\left(1-\\frac{r}{100}\\right)',
      format: 'decimal',
      places: 2,
      unit: 'dollars',
    },
    distractors: [
      {
        misconception: 'Gave the discount instead of the sale price',
        expression: '\\frac{Pr}{100}',
      },
      {
        misconception: 'Added the percentage instead of subtracting it',
        expression: 'P\\left(1+\\frac{r}{100}\\right)',
      },
      { misconception: 'Subtracted r dollars instead of r percent', expression: 'P-r' },
    ],
  },
  {
    subject: 'est-1-math',
    topic: 'advanced-math',
    name: 'Vertex of a parabola',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('a', 1, 5), int('b', 1, 12), int('c', 1, 9)],
    constraints: [],
    stem: 'What is the $x$-coordinate of the vertex of the parabola $y = {{a}}x^2 + {{b}}x + {{c}}$?',
    explanation:
      'The vertex of $y = ax^2 + bx + c$ is at $x = -\\frac{b}{2a} = -\\frac{{{b}}}{{{= 2a}}} = {{= -b/(2a) #frac}}$.',
    answer: { expression: '-\\frac{b}{2a}', format: 'fraction' },
    distractors: [
      { misconception: 'Forgot the minus sign', expression: '\\frac{b}{2a}' },
      { misconception: 'Forgot the 2 in the denominator', expression: '-\\frac{b}{a}' },
      { misconception: 'Forgot both the minus sign and the 2', expression: '\\frac{b}{a}' },
    ],
  },

  // EST II Math 1
  {
    subject: 'est-2-math-1',
    topic: 'algebra-functions',
    name: 'Composite function value',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('a', 2, 6), int('b', 1, 9), int('k', 2, 5)],
    constraints: ['a + k \\ne ak', 'ak + b \\ne k^2'],
    stem: 'Let $f(x) = {{a}}x + {{b}}$ and $g(x) = x^2$. What is $f(g({{k}}))$?',
    explanation:
      'Work from the inside out: $g({{k}}) = {{= k^2}}$, then $f({{= k^2}}) = {{a}} \\times {{= k^2}} + {{b}} = {{= ak^2+b}}$.',
    answer: { expression: 'ak^2+b', format: 'integer' },
    distractors: [
      { misconception: 'Composed in the wrong order, g(f(k))', expression: '(ak+b)^2' },
      { misconception: 'Multiplied f(k) by g(k)', expression: '(ak+b)k^2' },
      { misconception: 'Added f(k) and g(k)', expression: 'ak+b+k^2' },
    ],
  },
  {
    subject: 'est-2-math-1',
    topic: 'data-statistics-probability',
    name: 'New mean after adding a value',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('n', 4, 9), int('m', 10, 30), int('x', 0, 60)],
    constraints: ['x \\ne m', 'n(m+x) \\ne 2(nm+x)'],
    stem: 'The mean of {{n}} numbers is {{m}}. The number {{x}} is added to the list. What is the mean of the {{= n+1}} numbers?',
    explanation:
      'The {{n}} numbers add up to ${{n}} \\times {{m}} = {{= nm}}$. With {{x}} the total is {{= nm+x}}, so the new mean is $\\frac{{{= nm+x}}}{{{= n+1}}} = {{= (nm+x)/(n+1) #2}}$.',
    answer: { expression: '\\frac{nm+x}{n+1}', format: 'decimal', places: 2 },
    distractors: [
      { misconception: 'Averaged the old mean and the new number', expression: '\\frac{m+x}{2}' },
      { misconception: 'Divided by the old count', expression: '\\frac{nm+x}{n}' },
      {
        misconception: 'Used the mean as if it were the total',
        expression: '\\frac{m+x}{n+1}',
      },
    ],
  },
  {
    subject: 'est-2-math-1',
    topic: 'trigonometry',
    name: 'Opposite side from hypotenuse and angle',
    difficulty: 'medium',
    questionType: 'single',
    variables: [int('h', 5, 30), pick('A', [20, 25, 30, 35, 40, 50, 55, 60, 65, 70])],
    constraints: [],
    stem: 'In a right triangle, the hypotenuse is {{h}} cm long and one acute angle is {{A}}°. How long is the side opposite that angle, to 2 decimal places?',
    explanation:
      '$\\sin {{A}}° = \\frac{\\text{opposite}}{\\text{hypotenuse}}$, so opposite $= {{h}} \\sin {{A}}° = {{= h\\sin(\\frac{\\pi A}{180}) #2}}$ cm.',
    answer: {
      expression: 'h\\sin\\left(\\frac{\\pi A}{180}\\right)',
      format: 'decimal',
      places: 2,
      unit: 'cm',
    },
    distractors: [
      {
        misconception: 'Used cosine instead of sine',
        expression: 'h\\cos\\left(\\frac{\\pi A}{180}\\right)',
      },
      {
        misconception: 'Divided by the sine instead of multiplying',
        expression: '\\frac{h}{\\sin\\left(\\frac{\\pi A}{180}\\right)}',
      },
      {
        misconception: 'Used tangent instead of sine',
        expression: 'h\\tan\\left(\\frac{\\pi A}{180}\\right)',
      },
    ],
  },

  // EST II Physics
  {
    subject: 'est-2-physics',
    topic: 'mechanics',
    name: 'Distance fallen from rest',
    difficulty: 'easy',
    questionType: 'single',
    variables: [int('t', 3, 8)],
    constraints: [],
    stem: 'A stone is dropped from rest and falls freely for {{t}} s. How far does it fall? Use $g = 9.8$ m/s² and ignore air resistance.',
    explanation:
      '$d = \\tfrac{1}{2}gt^2 = \\tfrac{1}{2} \\times 9.8 \\times {{t}}^2 = {{= 4.9t^2 #1}}$ m.',
    answer: { expression: '4.9t^2', format: 'decimal', places: 1, unit: 'm' },
    distractors: [
      { misconception: 'Forgot the ½', expression: '9.8t^2' },
      { misconception: 'Did not square the time', expression: '4.9t' },
      { misconception: 'Gave the final speed (v = gt) instead', expression: '9.8t' },
    ],
  },
  {
    subject: 'est-2-physics',
    topic: 'electricity-magnetism',
    name: 'Two resistors in parallel',
    difficulty: 'medium',
    questionType: 'single',
    variables: [pick('R', [2, 3, 4, 6, 8, 10, 12]), pick('S', [2, 3, 4, 6, 8, 10, 12])],
    constraints: ['RS \\ne R+S'],
    stem: 'Resistors of {{R}} Ω and {{S}} Ω are connected in parallel. What is their combined resistance?',
    explanation:
      '$\\frac{1}{R_T} = \\frac{1}{{{R}}} + \\frac{1}{{{S}}}$, so $R_T = \\frac{{{R}} \\times {{S}}}{{{R}} + {{S}}} = {{= RS/(R+S) #2}}$ Ω.',
    answer: { expression: '\\frac{RS}{R+S}', format: 'decimal', places: 2, unit: 'Ω' },
    distractors: [
      { misconception: 'Added them as if in series', expression: 'R+S' },
      {
        misconception: 'Added the reciprocals but did not invert the sum',
        expression: '\\frac{1}{R}+\\frac{1}{S}',
      },
      { misconception: 'Averaged the two resistances', expression: '\\frac{R+S}{2}' },
    ],
  },
  {
    subject: 'est-2-physics',
    topic: 'waves-optics',
    name: 'Image distance for a converging lens',
    difficulty: 'hard',
    questionType: 'single',
    variables: [int('f', 5, 20), int('u', 6, 60)],
    constraints: ['u > f'],
    stem: 'An object is placed {{u}} cm in front of a thin converging lens of focal length {{f}} cm. How far from the lens is the image formed?',
    explanation:
      'From $\\frac{1}{f} = \\frac{1}{u} + \\frac{1}{v}$: $\\frac{1}{v} = \\frac{1}{{{f}}} - \\frac{1}{{{u}}}$, so $v = \\frac{uf}{u - f} = \\frac{{{= uf}}}{{{= u-f}}} = {{= uf/(u-f) #1}}$ cm.',
    answer: { expression: '\\frac{uf}{u-f}', format: 'decimal', places: 1, unit: 'cm' },
    distractors: [
      {
        misconception: 'Subtracted the reciprocals the wrong way round',
        expression: '\\frac{uf}{f-u}',
      },
      { misconception: 'Subtracted the distances instead of their reciprocals', expression: 'u-f' },
      {
        misconception: 'Added the reciprocals instead of subtracting',
        expression: '\\frac{uf}{u+f}',
      },
    ],
  },
];
