/** The twelve subjects of domain.md with their topics and blueprint weights (percent of a full exam). */
export type SeedTopic = { slug: string; name: string; weight: number };
export type SeedSubject = {
  slug: string;
  name: string;
  board: 'AP' | 'IGCSE' | 'EST';
  description: string;
  topics: SeedTopic[];
};

export const SEED_SUBJECTS: SeedSubject[] = [
  {
    slug: 'ap-calculus-ab',
    name: 'AP Calculus AB',
    board: 'AP',
    description: 'Limits, derivatives, integrals and the Fundamental Theorem of Calculus.',
    topics: [
      { slug: 'limits-continuity', name: 'Limits and Continuity', weight: 12 },
      {
        slug: 'differentiation-basics',
        name: 'Differentiation: Definition and Fundamental Properties',
        weight: 12,
      },
      {
        slug: 'differentiation-composite',
        name: 'Differentiation: Composite, Implicit and Inverse Functions',
        weight: 11,
      },
      {
        slug: 'contextual-derivatives',
        name: 'Contextual Applications of Differentiation',
        weight: 12,
      },
      {
        slug: 'analytical-derivatives',
        name: 'Analytical Applications of Differentiation',
        weight: 16,
      },
      {
        slug: 'integration-accumulation',
        name: 'Integration and Accumulation of Change',
        weight: 18,
      },
      { slug: 'differential-equations', name: 'Differential Equations', weight: 9 },
      { slug: 'applications-integration', name: 'Applications of Integration', weight: 10 },
    ],
  },
  {
    slug: 'ap-physics-1',
    name: 'AP Physics 1',
    board: 'AP',
    description:
      'Algebra-based mechanics: kinematics, forces, energy, momentum, rotation and fluids.',
    topics: [
      { slug: 'kinematics', name: 'Kinematics', weight: 12 },
      {
        slug: 'force-translational-dynamics',
        name: 'Force and Translational Dynamics',
        weight: 20,
      },
      { slug: 'work-energy-power', name: 'Work, Energy and Power', weight: 20 },
      { slug: 'linear-momentum', name: 'Linear Momentum', weight: 12 },
      { slug: 'torque-rotational-dynamics', name: 'Torque and Rotational Dynamics', weight: 12 },
      {
        slug: 'energy-momentum-rotating',
        name: 'Energy and Momentum of Rotating Systems',
        weight: 7,
      },
      { slug: 'oscillations', name: 'Oscillations', weight: 7 },
      { slug: 'fluids', name: 'Fluids', weight: 10 },
    ],
  },
  {
    slug: 'ap-chemistry',
    name: 'AP Chemistry',
    board: 'AP',
    description: 'Atomic structure, bonding, reactions, kinetics, thermodynamics and equilibrium.',
    topics: [
      { slug: 'atomic-structure', name: 'Atomic Structure and Properties', weight: 10 },
      { slug: 'compound-structure', name: 'Compound Structure and Properties', weight: 10 },
      { slug: 'intermolecular-forces', name: 'Properties of Substances and Mixtures', weight: 16 },
      { slug: 'chemical-reactions', name: 'Chemical Reactions', weight: 10 },
      { slug: 'kinetics', name: 'Kinetics', weight: 8 },
      { slug: 'thermochemistry', name: 'Thermochemistry', weight: 8 },
      { slug: 'equilibrium', name: 'Equilibrium', weight: 10 },
      { slug: 'acids-bases', name: 'Acids and Bases', weight: 14 },
      {
        slug: 'thermodynamics-electrochemistry',
        name: 'Thermodynamics and Electrochemistry',
        weight: 14,
      },
    ],
  },
  {
    slug: 'ap-biology',
    name: 'AP Biology',
    board: 'AP',
    description:
      'Chemistry of life, cells, energetics, heredity, gene expression, evolution and ecology.',
    topics: [
      { slug: 'chemistry-of-life', name: 'Chemistry of Life', weight: 10 },
      { slug: 'cell-structure', name: 'Cell Structure and Function', weight: 12 },
      { slug: 'cellular-energetics', name: 'Cellular Energetics', weight: 14 },
      { slug: 'cell-communication', name: 'Cell Communication and Cell Cycle', weight: 12 },
      { slug: 'heredity', name: 'Heredity', weight: 10 },
      { slug: 'gene-expression', name: 'Gene Expression and Regulation', weight: 14 },
      { slug: 'natural-selection', name: 'Natural Selection', weight: 14 },
      { slug: 'ecology', name: 'Ecology', weight: 14 },
    ],
  },
  {
    slug: 'igcse-mathematics',
    name: 'IGCSE Mathematics',
    board: 'IGCSE',
    description:
      'Cambridge IGCSE Mathematics: number, algebra, geometry, trigonometry, statistics and probability.',
    topics: [
      { slug: 'number', name: 'Number', weight: 20 },
      { slug: 'algebra-graphs', name: 'Algebra and Graphs', weight: 30 },
      { slug: 'coordinate-geometry', name: 'Coordinate Geometry', weight: 8 },
      { slug: 'geometry-mensuration', name: 'Geometry and Mensuration', weight: 17 },
      { slug: 'trigonometry', name: 'Trigonometry', weight: 10 },
      { slug: 'statistics-probability', name: 'Statistics and Probability', weight: 15 },
    ],
  },
  {
    slug: 'igcse-physics',
    name: 'IGCSE Physics',
    board: 'IGCSE',
    description:
      'Cambridge IGCSE Physics: motion, forces, energy, thermal physics, waves, electricity and atomic physics.',
    topics: [
      { slug: 'motion-forces-energy', name: 'Motion, Forces and Energy', weight: 30 },
      { slug: 'thermal-physics', name: 'Thermal Physics', weight: 12 },
      { slug: 'waves', name: 'Waves', weight: 18 },
      { slug: 'electricity-magnetism', name: 'Electricity and Magnetism', weight: 25 },
      { slug: 'nuclear-physics', name: 'Nuclear Physics', weight: 10 },
      { slug: 'space-physics', name: 'Space Physics', weight: 5 },
    ],
  },
  {
    slug: 'igcse-chemistry',
    name: 'IGCSE Chemistry',
    board: 'IGCSE',
    description:
      'Cambridge IGCSE Chemistry: particles, bonding, stoichiometry, reactions, the periodic table and organic chemistry.',
    topics: [
      { slug: 'states-of-matter', name: 'States of Matter and Atoms', weight: 12 },
      { slug: 'bonding-structure', name: 'Bonding and Structure', weight: 14 },
      { slug: 'stoichiometry', name: 'Stoichiometry', weight: 16 },
      { slug: 'electrochemistry', name: 'Electrochemistry', weight: 10 },
      {
        slug: 'chemical-energetics-reactions',
        name: 'Energetics and Chemical Reactions',
        weight: 14,
      },
      { slug: 'acids-bases-salts', name: 'Acids, Bases and Salts', weight: 12 },
      { slug: 'periodic-table-metals', name: 'The Periodic Table and Metals', weight: 10 },
      { slug: 'organic-chemistry', name: 'Organic Chemistry', weight: 12 },
    ],
  },
  {
    slug: 'igcse-biology',
    name: 'IGCSE Biology',
    board: 'IGCSE',
    description:
      'Cambridge IGCSE Biology: cells, nutrition, transport, respiration, coordination, inheritance and ecology.',
    topics: [
      { slug: 'cells-organisation', name: 'Cells and Organisation', weight: 14 },
      {
        slug: 'biological-molecules-enzymes',
        name: 'Biological Molecules and Enzymes',
        weight: 12,
      },
      { slug: 'nutrition', name: 'Plant and Human Nutrition', weight: 14 },
      {
        slug: 'transport-respiration',
        name: 'Transport, Gas Exchange and Respiration',
        weight: 16,
      },
      { slug: 'coordination-response', name: 'Coordination and Response', weight: 12 },
      { slug: 'reproduction-inheritance', name: 'Reproduction and Inheritance', weight: 16 },
      { slug: 'ecology-human-impact', name: 'Organisms, Environment and Human Impact', weight: 16 },
    ],
  },
  {
    slug: 'est-1-literacy',
    name: 'EST I Literacy',
    board: 'EST',
    description:
      'EST I Literacy: reading comprehension on shared passages, vocabulary in context, and grammar and usage.',
    topics: [
      { slug: 'reading-comprehension', name: 'Reading Comprehension', weight: 45 },
      { slug: 'vocabulary-in-context', name: 'Vocabulary in Context', weight: 20 },
      { slug: 'grammar-usage', name: 'Grammar and Usage', weight: 20 },
      { slug: 'rhetoric-organisation', name: 'Rhetoric and Organisation', weight: 15 },
    ],
  },
  {
    slug: 'est-1-math',
    name: 'EST I Math',
    board: 'EST',
    description:
      'EST I Mathematics: algebra, problem solving and data analysis, advanced math and geometry.',
    topics: [
      { slug: 'heart-of-algebra', name: 'Heart of Algebra', weight: 33 },
      { slug: 'problem-solving-data', name: 'Problem Solving and Data Analysis', weight: 29 },
      { slug: 'advanced-math', name: 'Passport to Advanced Math', weight: 28 },
      { slug: 'geometry-trigonometry', name: 'Geometry and Trigonometry', weight: 10 },
    ],
  },
  {
    slug: 'est-2-math-1',
    name: 'EST II Math 1',
    board: 'EST',
    description:
      'EST II Math Level 1: algebra, functions, plane and coordinate geometry, trigonometry, statistics.',
    topics: [
      { slug: 'algebra-functions', name: 'Algebra and Functions', weight: 38 },
      { slug: 'plane-geometry', name: 'Plane Euclidean Geometry', weight: 18 },
      { slug: 'coordinate-solid-geometry', name: 'Coordinate and Solid Geometry', weight: 14 },
      { slug: 'trigonometry', name: 'Trigonometry', weight: 10 },
      {
        slug: 'data-statistics-probability',
        name: 'Data Analysis, Statistics and Probability',
        weight: 12,
      },
      { slug: 'number-operations', name: 'Number and Operations', weight: 8 },
    ],
  },
  {
    slug: 'est-2-physics',
    name: 'EST II Physics',
    board: 'EST',
    description:
      'EST II Physics: mechanics, electricity and magnetism, waves and optics, heat, and modern physics.',
    topics: [
      { slug: 'mechanics', name: 'Mechanics', weight: 38 },
      { slug: 'electricity-magnetism', name: 'Electricity and Magnetism', weight: 24 },
      { slug: 'waves-optics', name: 'Waves and Optics', weight: 16 },
      { slug: 'heat-thermodynamics', name: 'Heat and Thermodynamics', weight: 10 },
      { slug: 'modern-physics', name: 'Modern Physics', weight: 12 },
    ],
  },
];
