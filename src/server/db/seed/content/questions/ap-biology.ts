import type { SeedQuestionFile } from '../seed-question';

/** Original, hand-checked AP Biology reference questions (multiple-choice style). */
export const QUESTIONS: SeedQuestionFile = {
  subject: 'ap-biology',
  questions: [
    // ── Chemistry of life ──────────────────────────────────────────────────────
    {
      topic: 'chemistry-of-life',
      difficulty: 'easy',
      type: 'single',
      stem: 'Coastal cities usually have smaller daily and seasonal temperature swings than inland cities at the same latitude. Which property of water best explains this?',
      choices: [
        'Water is less dense as a solid, because its molecules are held in a lattice by ionic bonds.',
        'Water has a high specific heat, because the covalent bonds within each water molecule absorb energy and break as the water warms.',
        'Water has a low specific heat, because it is a nonpolar molecule that cannot form hydrogen bonds.',
        'Water has a high specific heat, because much of the energy it absorbs goes into breaking hydrogen bonds between water molecules before the molecules move faster.',
      ],
      correct: 3,
      explanation:
        'Hydrogen bonds between polar water molecules absorb heat as they break and release heat as they form, so a large body of water changes temperature slowly and moderates the air temperature nearby. The covalent O–H bonds inside each molecule do not break when water warms.',
    },
    {
      topic: 'chemistry-of-life',
      difficulty: 'easy',
      type: 'single',
      stem: 'In an $\\alpha$-helix, the N–H group of each amino acid in the polypeptide backbone forms a hydrogen bond with the C=O group of the amino acid four residues away. This interaction is characteristic of which level of protein structure?',
      choices: [
        'Primary structure',
        'Secondary structure',
        'Tertiary structure',
        'Quaternary structure',
      ],
      correct: 1,
      explanation:
        'Secondary structures ($\\alpha$-helices and $\\beta$-pleated sheets) are stabilized by hydrogen bonds between backbone atoms, not R groups. Primary structure is the amino acid sequence, tertiary structure depends on interactions between R groups, and quaternary structure involves two or more polypeptides.',
    },
    {
      topic: 'chemistry-of-life',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A ribosome builds a single, unbranched polypeptide of 150 amino acids by dehydration synthesis. How many water molecules are released in forming the peptide bonds of this polypeptide? (Enter a whole number.)',
      value: 149,
      tolerance: 0,
      explanation:
        'Each peptide bond joins two amino acids and releases one molecule of $\\text{H}_2\\text{O}$. A linear chain of $n$ amino acids has $n - 1$ peptide bonds, so $150 - 1 = 149$ water molecules are released.',
    },
    {
      topic: 'chemistry-of-life',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A sample of double-stranded DNA contains 18% thymine. What percentage of the nitrogenous bases in the sample are cytosine? (Give your answer as a percentage; enter the number only.)',
      value: 32,
      tolerance: 0,
      explanation:
        'In double-stranded DNA, A pairs with T and G pairs with C, so A = T = 18% and A + T = 36%. The remaining 64% is split equally between G and C, so cytosine is 32%.',
    },
    {
      topic: 'chemistry-of-life',
      difficulty: 'hard',
      type: 'single',
      stem: 'In a water-soluble globular enzyme, a valine (nonpolar R group) located in the hydrophobic core is replaced by aspartic acid (negatively charged R group) as the result of a point mutation. Which prediction about the mutant enzyme is best supported?',
      choices: [
        'Its primary structure changes, but its three-dimensional shape and activity stay the same, because only one amino acid is different.',
        'It is likely to fold differently and lose activity, because a charged R group buried among nonpolar R groups disrupts the hydrophobic interactions that stabilize tertiary structure.',
        'It becomes more stable, because the charged R group forms extra hydrogen bonds with water molecules inside the hydrophobic core.',
        'Only its quaternary structure is affected, because R-group interactions occur only between separate polypeptide subunits.',
      ],
      correct: 1,
      explanation:
        'Tertiary structure depends on interactions among R groups; in a soluble protein the nonpolar R groups cluster in the core, away from water. A charged R group buried there is energetically unfavorable, so the chain tends to fold differently, which can distort the active site and reduce activity.',
    },

    // ── Cell structure and function ────────────────────────────────────────────
    {
      topic: 'cell-structure',
      difficulty: 'easy',
      type: 'single',
      stem: 'Cells of the pancreas that secrete large amounts of digestive enzymes (proteins) would be expected to contain an unusually large amount of which structure?',
      choices: [
        'Smooth endoplasmic reticulum',
        'Rough endoplasmic reticulum',
        'Lysosomes',
        'Peroxisomes',
      ],
      correct: 1,
      explanation:
        'Proteins for secretion are made by ribosomes bound to the rough ER, enter the ER lumen, and are then modified by the Golgi complex and exported in vesicles. Smooth ER makes lipids and detoxifies, lysosomes digest material inside the cell, and peroxisomes break down fatty acids and hydrogen peroxide.',
    },
    {
      topic: 'cell-structure',
      difficulty: 'easy',
      type: 'multiple',
      stem: 'Which of the following are found in both prokaryotic and eukaryotic cells? Select all that apply.',
      choices: [
        'Ribosomes',
        'A plasma membrane',
        'A nuclear envelope',
        'Mitochondria',
        'DNA as the genetic material',
      ],
      correct: [0, 1, 4],
      explanation:
        'All cells have a plasma membrane, ribosomes to make proteins and DNA as their genetic material. Prokaryotes lack membrane-bound organelles, so they have no nuclear envelope and no mitochondria.',
    },
    {
      topic: 'cell-structure',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A cell is modeled as a cube with edges of $5\\ \\mu\\text{m}$. What is its surface area-to-volume ratio, in $\\mu\\text{m}^{-1}$? (Enter a decimal number.)',
      value: 1.2,
      tolerance: 0.01,
      explanation:
        'Surface area $= 6 \\times 5^2 = 150\\ \\mu\\text{m}^2$ and volume $= 5^3 = 125\\ \\mu\\text{m}^3$, so the ratio is $\\frac{150}{125} = 1.2\\ \\mu\\text{m}^{-1}$. Smaller cells have larger ratios, which makes exchange of materials with the environment more efficient.',
    },
    {
      topic: 'cell-structure',
      difficulty: 'medium',
      type: 'single',
      stem: 'A plant cell with a water potential of $-0.6$ MPa is placed in a solution with a water potential of $-0.3$ MPa. Which of the following best describes what happens?',
      choices: [
        'There is no net movement of water, because both water potentials are negative.',
        'There is a net movement of water out of the cell, because water moves from lower to higher water potential.',
        'There is a net movement of water into the cell, because water moves from higher to lower water potential.',
        'Solutes move out of the cell by osmosis until the two water potentials are equal.',
      ],
      correct: 2,
      explanation:
        'Water moves by osmosis from higher (less negative) to lower (more negative) water potential. Since $-0.3$ MPa is higher than $-0.6$ MPa, water enters the cell until the rising pressure potential makes the water potentials equal.',
    },
    {
      topic: 'cell-structure',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'Using $\\Psi_S = -iCRT$ with $R = 0.0831\\ \\text{L bar/(mol K)}$, calculate the solute potential of a $0.10\\ \\text{M}$ sucrose solution at $22^{\\circ}\\text{C}$. Sucrose does not ionize in water. Give your answer in bars to two decimal places, including the sign.',
      value: -2.45,
      tolerance: 0.02,
      explanation:
        'Sucrose does not ionize, so $i = 1$, and $T = 22 + 273 = 295\\ \\text{K}$. $\\Psi_S = -(1)(0.10)(0.0831)(295) \\approx -2.45$ bars.',
    },
    {
      topic: 'cell-structure',
      difficulty: 'hard',
      type: 'single',
      stem: 'Intestinal epithelial cells take up glucose from the gut lumen against its concentration gradient through a membrane protein that moves $\\text{Na}^+$ into the cell at the same time. A $\\text{Na}^+/\\text{K}^+$ ATPase in another part of the plasma membrane pumps $\\text{Na}^+$ out of the cell. Which treatment would most directly decrease glucose uptake from the lumen?',
      choices: [
        'Increasing the concentration of $\\text{Na}^+$ in the gut lumen',
        'Inhibiting the $\\text{Na}^+/\\text{K}^+$ ATPase',
        'Increasing the concentration of glucose in the gut lumen',
        'Blocking the aquaporins in the plasma membrane',
      ],
      correct: 1,
      explanation:
        'The glucose carrier is a cotransporter driven by the $\\text{Na}^+$ gradient (secondary active transport). The $\\text{Na}^+/\\text{K}^+$ ATPase keeps $\\text{Na}^+$ low inside the cell; inhibiting it dissipates the gradient, so glucose can no longer be moved against its own gradient. More luminal $\\text{Na}^+$ or glucose would increase uptake, and aquaporins carry water, not glucose.',
    },

    // ── Cellular energetics ────────────────────────────────────────────────────
    {
      topic: 'cellular-energetics',
      difficulty: 'easy',
      type: 'single',
      stem: 'In a chloroplast, where do the reactions of the Calvin cycle take place?',
      choices: [
        'In the thylakoid membranes',
        'In the thylakoid lumen',
        'In the stroma',
        'In the intermembrane space',
      ],
      correct: 2,
      explanation:
        'The Calvin cycle enzymes, including rubisco, are in the stroma, where ATP and NADPH from the light-dependent reactions are used to fix $\\text{CO}_2$ and make G3P. The light-dependent reactions take place in the thylakoid membranes, and protons accumulate in the thylakoid lumen.',
    },
    {
      topic: 'cellular-energetics',
      difficulty: 'easy',
      type: 'single',
      stem: 'The $\\text{O}_2$ released by a plant during photosynthesis comes from which molecule?',
      choices: [
        'RuBP, broken down when it is regenerated',
        '$\\text{CO}_2$, split during the Calvin cycle',
        'Glucose, broken down during glycolysis',
        '$\\text{H}_2\\text{O}$, split during the light-dependent reactions',
      ],
      correct: 3,
      explanation:
        'Photosystem II splits water (photolysis) to replace the electrons it loses, releasing $\\text{O}_2$ and $\\text{H}^+$. Isotope-labeling experiments show that the oxygen atoms of $\\text{CO}_2$ end up in sugar and water, not in the $\\text{O}_2$ released.',
    },
    {
      topic: 'cellular-energetics',
      difficulty: 'medium',
      type: 'single',
      stem: 'The rate of an enzyme-catalyzed reaction is measured at several substrate concentrations, with and without compound X. With X present, the rate is lower at low substrate concentrations, but at very high substrate concentrations it reaches the same maximum rate as without X. Which conclusion is best supported?',
      choices: [
        'X is a competitive inhibitor that binds the active site, so high substrate concentrations outcompete it.',
        'X is a noncompetitive inhibitor that binds an allosteric site and changes the shape of the active site.',
        'X permanently denatures the enzyme, so fewer enzyme molecules remain active.',
        "X is an allosteric activator that increases the enzyme's affinity for its substrate.",
      ],
      correct: 0,
      explanation:
        'A competitive inhibitor competes with the substrate for the active site; at high substrate concentration the substrate wins, so the maximum rate is unchanged. A noncompetitive inhibitor or denaturation would lower the maximum rate even at saturating substrate, and an activator would raise rather than lower the rate.',
    },
    {
      topic: 'cellular-energetics',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which of the following processes produce ATP by substrate-level phosphorylation? Select all that apply.',
      choices: [
        'Glycolysis',
        'The citric acid (Krebs) cycle',
        'Oxidative phosphorylation by ATP synthase',
        'The Calvin cycle',
      ],
      correct: [0, 1],
      explanation:
        'In glycolysis and the citric acid cycle, enzymes transfer a phosphate group directly from a substrate molecule to ADP. ATP synthase makes ATP by chemiosmosis (oxidative phosphorylation), and the Calvin cycle consumes ATP rather than producing it.',
    },
    {
      topic: 'cellular-energetics',
      difficulty: 'hard',
      type: 'single',
      stem: '2,4-Dinitrophenol (DNP) makes the inner mitochondrial membrane freely permeable to $\\text{H}^+$. In cells treated with DNP, which of the following is most likely to occur?',
      choices: [
        'The electron transport chain stops, because electrons can no longer be passed to oxygen.',
        'ATP synthesis by ATP synthase increases, because more $\\text{H}^+$ reaches the matrix.',
        'Electron transport and oxygen consumption continue, but much less ATP is made and more energy is released as heat.',
        'Glycolysis stops immediately, because the $\\text{H}^+$ gradient is needed to split glucose.',
      ],
      correct: 2,
      explanation:
        'DNP lets $\\text{H}^+$ leak back into the matrix without passing through ATP synthase, so the proton gradient that drives chemiosmosis collapses. The electron transport chain keeps pumping protons and reducing $\\text{O}_2$, but the energy is released as heat instead of being used to make ATP.',
    },
    {
      topic: 'cellular-energetics',
      difficulty: 'hard',
      type: 'single',
      stem: 'A plant photosynthesizing in bright light is suddenly placed in darkness while $\\text{CO}_2$ remains available. Which change in the chloroplast stroma is expected during the first minute?',
      choices: [
        '3-phosphoglycerate (3-PGA) increases and RuBP decreases.',
        '3-phosphoglycerate (3-PGA) decreases and RuBP increases.',
        '3-phosphoglycerate (3-PGA) and RuBP both increase.',
        '3-phosphoglycerate (3-PGA) and RuBP both stay constant, because the Calvin cycle does not use light directly.',
      ],
      correct: 0,
      explanation:
        'In the dark the light-dependent reactions stop supplying ATP and NADPH. Rubisco can still combine RuBP with $\\text{CO}_2$ to form 3-PGA, but 3-PGA can no longer be reduced to G3P and RuBP cannot be regenerated, so 3-PGA accumulates while RuBP is used up.',
    },

    // ── Cell communication and cell cycle ──────────────────────────────────────
    {
      topic: 'cell-communication',
      difficulty: 'easy',
      type: 'single',
      stem: 'During which phase of the eukaryotic cell cycle is the DNA replicated?',
      choices: ['$\\text{G}_1$ phase', 'S phase', '$\\text{G}_2$ phase', 'M phase'],
      correct: 1,
      explanation:
        'DNA synthesis (replication) takes place in the S phase of interphase, so each chromosome enters $\\text{G}_2$ as two sister chromatids. $\\text{G}_1$ and $\\text{G}_2$ are growth phases, and M phase is mitosis and cytokinesis.',
    },
    {
      topic: 'cell-communication',
      difficulty: 'easy',
      type: 'single',
      stem: 'During childbirth, stretching of the cervix triggers the release of oxytocin, which strengthens uterine contractions, which stretch the cervix further. Which statement best describes this mechanism?',
      choices: [
        'Negative feedback, because the response reduces the original stimulus',
        'Positive feedback, because the response amplifies the original stimulus',
        'Negative feedback, because oxytocin levels are returned to a set point',
        'Positive feedback, because it keeps the body at homeostasis',
      ],
      correct: 1,
      explanation:
        'In positive feedback the response increases the stimulus, driving the process further until an endpoint (birth) is reached. Negative feedback opposes the stimulus and maintains homeostasis, as when insulin lowers blood glucose.',
    },
    {
      topic: 'cell-communication',
      difficulty: 'medium',
      type: 'single',
      stem: 'Epinephrine is a hydrophilic hormone that does not enter liver cells, yet it causes those cells to begin breaking down glycogen within seconds. Which explanation is best supported?',
      choices: [
        'Epinephrine diffuses through the phospholipid bilayer and binds directly to glycogen phosphorylase.',
        'Epinephrine binds an intracellular receptor that moves to the nucleus and activates transcription of genes for glycogen breakdown.',
        'Epinephrine binds a G protein-coupled receptor on the cell surface, triggering production of the second messenger cAMP and a cascade of protein kinases.',
        'Epinephrine enters the cell through a ligand-gated ion channel and is itself converted into glucose.',
      ],
      correct: 2,
      explanation:
        'Hydrophilic signals cannot cross the membrane, so they bind cell-surface receptors. The epinephrine receptor activates a G protein and adenylyl cyclase; cAMP activates protein kinase A, which starts a phosphorylation cascade that activates glycogen phosphorylase — fast and amplified, with no new gene expression needed.',
    },
    {
      topic: 'cell-communication',
      difficulty: 'medium',
      type: 'single',
      stem: 'The diploid chromosome number of a species is $2n = 16$. How many chromatids are present in one of its cells at metaphase of mitosis?',
      choices: ['8', '16', '32', '64'],
      correct: 2,
      explanation:
        'The cell has 16 chromosomes during mitosis until anaphase. Each was replicated in S phase and so consists of two sister chromatids at metaphase, giving $16 \\times 2 = 32$ chromatids.',
    },
    {
      topic: 'cell-communication',
      difficulty: 'medium',
      type: 'single',
      stem: 'Colchicine prevents the assembly of microtubules, so no mitotic spindle can form. What is the most likely effect on dividing cells treated with colchicine?',
      choices: [
        'They divide faster, because the spindle checkpoint is bypassed.',
        'They cannot replicate their DNA and stop in $\\text{G}_1$.',
        'They complete mitosis normally but cannot carry out cytokinesis.',
        'They stop in mitosis with condensed chromosomes whose sister chromatids do not separate.',
      ],
      correct: 3,
      explanation:
        'Spindle microtubules attach to kinetochores and pull sister chromatids apart in anaphase. Without a spindle, the chromosomes condense but cannot be aligned or separated, and the spindle (M) checkpoint holds the cells in mitosis; DNA replication in S phase does not need microtubules.',
    },
    {
      topic: 'cell-communication',
      difficulty: 'hard',
      type: 'single',
      stem: 'Ras is a G protein that relays signals from a growth factor receptor; it is active when bound to GTP and inactive when bound to GDP. A mutation prevents Ras from hydrolyzing GTP. What is the most likely effect on a cell carrying this mutation?',
      choices: [
        'The cell can no longer respond to the growth factor, so it stops dividing.',
        'Ras remains active, so the cell keeps receiving a signal to divide even without the growth factor.',
        'The growth factor receptor can no longer bind its ligand, so no signal is sent.',
        'The cell arrests permanently at the $\\text{G}_2$ checkpoint, because GTP is needed for DNA replication.',
      ],
      correct: 1,
      explanation:
        'Hydrolysis of GTP to GDP is what switches Ras off. If it cannot hydrolyze GTP, Ras stays active and continuously stimulates the downstream kinase cascade, promoting cell division without the growth factor — the way many cancer-causing Ras mutations act.',
    },

    // ── Heredity ───────────────────────────────────────────────────────────────
    {
      topic: 'heredity',
      difficulty: 'easy',
      type: 'single',
      stem: 'In pea plants, the allele for purple flowers ($P$) is dominant to the allele for white flowers ($p$). Two heterozygous plants ($Pp$) are crossed. What fraction of the offspring is expected to have purple flowers?',
      choices: ['$\\frac{1}{4}$', '$\\frac{1}{2}$', '$\\frac{3}{4}$', '$1$'],
      correct: 2,
      explanation:
        'The cross $Pp \\times Pp$ gives $1\\ PP : 2\\ Pp : 1\\ pp$. Both $PP$ and $Pp$ plants have purple flowers, so $\\frac{3}{4}$ of the offspring are expected to be purple.',
    },
    {
      topic: 'heredity',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'Genes A, B and C assort independently. Two individuals with genotype $AaBbCc$ are crossed. What is the probability that an offspring has the genotype $AaBbCc$? (Enter a decimal.)',
      value: 0.125,
      tolerance: 0.001,
      explanation:
        'For each gene, a cross such as $Aa \\times Aa$ gives heterozygous offspring with probability $\\frac{1}{2}$. By the product rule for independent events, $P = \\frac{1}{2} \\times \\frac{1}{2} \\times \\frac{1}{2} = \\frac{1}{8} = 0.125$.',
    },
    {
      topic: 'heredity',
      difficulty: 'medium',
      type: 'single',
      stem: 'Hemophilia A is caused by an X-linked recessive allele. A woman who is a carrier has children with a man who does not have hemophilia. What is the probability that any one of their sons has hemophilia?',
      choices: ['$0$', '$\\frac{1}{4}$', '$\\frac{1}{2}$', '$1$'],
      correct: 2,
      explanation:
        'A son receives his X chromosome from his mother and his Y from his father. The carrier mother ($X^HX^h$) passes on $X^h$ half the time, so each son has a $\\frac{1}{2}$ chance of being $X^hY$ and affected. ($\\frac{1}{4}$ is the probability that a child of either sex is an affected son.)',
    },
    {
      topic: 'heredity',
      difficulty: 'medium',
      type: 'single',
      stem: 'In a diploid cell, one pair of homologous chromosomes fails to separate (nondisjunction) during meiosis I; meiosis II then proceeds normally. What is the expected chromosome content of the four gametes produced?',
      choices: [
        'Two gametes with an extra copy of that chromosome and two gametes lacking it',
        'One gamete with an extra copy of that chromosome, one lacking it and two normal gametes',
        'Four normal gametes, because the error is corrected during meiosis II',
        'Four diploid gametes, because meiosis I did not reduce the chromosome number',
      ],
      correct: 0,
      explanation:
        'Both homologs move to the same pole in meiosis I, so one daughter cell has an extra chromosome and the other lacks it. Meiosis II then separates sister chromatids normally, giving two $n + 1$ and two $n - 1$ gametes. Nondisjunction in meiosis II would instead give one $n + 1$, one $n - 1$ and two normal gametes.',
    },
    {
      topic: 'heredity',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'A fruit fly heterozygous for two linked genes ($AaBb$, having received alleles $A$ and $B$ from the same parent) is testcrossed with an $aabb$ fly. The offspring are 412 $AaBb$, 398 $aabb$, 92 $Aabb$ and 98 $aaBb$. What is the distance between the two genes, in map units? (Enter a whole number.)',
      value: 19,
      tolerance: 0,
      explanation:
        'The most common classes ($AaBb$ and $aabb$) are parental, and the rare classes ($Aabb$ and $aaBb$) are recombinant. Recombination frequency $= \\frac{92 + 98}{1000} = 0.19$, and 1% recombination corresponds to 1 map unit, so the genes are 19 map units apart.',
    },
    {
      topic: 'heredity',
      difficulty: 'hard',
      type: 'single',
      stem: 'A dihybrid cross is expected to give a 9:3:3:1 phenotypic ratio if the two genes assort independently. Among 160 offspring, the observed counts are 98, 26, 28 and 8 (in the order of the 9:3:3:1 classes). Using $\\chi^2 = \\sum \\frac{(o - e)^2}{e}$ and a significance level of $p = 0.05$ (critical values: 7.81 for 3 degrees of freedom, 9.49 for 4 degrees of freedom), which conclusion is correct?',
      choices: [
        '$\\chi^2 = 16$, which is greater than 7.81, so the null hypothesis of independent assortment is rejected.',
        '$\\chi^2 \\approx 1.78$, which is greater than 0.05, so the null hypothesis of independent assortment is rejected.',
        '$\\chi^2 \\approx 1.78$, which is less than 9.49, so the two genes must be linked.',
        '$\\chi^2 \\approx 1.78$, which is less than 7.81, so the null hypothesis of independent assortment is not rejected.',
      ],
      correct: 3,
      explanation:
        'The expected counts are 90, 30, 30 and 10, so $\\chi^2 = \\frac{64}{90} + \\frac{16}{30} + \\frac{4}{30} + \\frac{4}{10} \\approx 1.78$. With $4 - 1 = 3$ degrees of freedom the critical value is 7.81; since $1.78 < 7.81$, the deviations can be attributed to chance and the null hypothesis is not rejected.',
    },

    // ── Gene expression and regulation ─────────────────────────────────────────
    {
      topic: 'gene-expression',
      difficulty: 'easy',
      type: 'single',
      stem: 'A segment of the template strand of a gene reads 3′-TACGGA-5′. What is the sequence of the mRNA transcribed from this segment?',
      choices: ['5′-ATGCCT-3′', '5′-AUGCCU-3′', '5′-UACGGA-3′', '5′-UCCGUA-3′'],
      correct: 1,
      explanation:
        'RNA polymerase builds mRNA complementary and antiparallel to the template strand, using U in place of T. Pairing T–A, A–U, C–G, G–C, G–C and A–U gives 5′-AUGCCU-3′, which begins with the start codon AUG.',
    },
    {
      topic: 'gene-expression',
      difficulty: 'medium',
      type: 'single',
      stem: 'In *E. coli*, a mutation in the *lacI* gene produces a repressor protein that cannot bind to the lac operator. When glucose is absent, how is the lac operon expressed in this mutant?',
      choices: [
        'The lac genes are transcribed only when lactose is absent.',
        'The lac genes are never transcribed, even when lactose is present.',
        'The lac genes are transcribed only when lactose is present, as in wild-type cells.',
        'The lac genes are transcribed whether or not lactose is present.',
      ],
      correct: 3,
      explanation:
        'Normally the repressor binds the operator and blocks RNA polymerase until allolactose binds the repressor and releases it. A repressor that cannot bind the operator never blocks transcription, so the operon is expressed constitutively, with or without lactose.',
    },
    {
      topic: 'gene-expression',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which of the following mutations in the coding sequence of a gene is most likely to have the greatest effect on the encoded protein?',
      choices: [
        'A substitution in the third base of a codon near the middle of the gene',
        'An insertion of three nucleotides near the middle of the gene',
        'An insertion of one nucleotide immediately after the start codon',
        'A deletion of one nucleotide immediately before the stop codon',
      ],
      correct: 2,
      explanation:
        'Inserting one nucleotide shifts the reading frame of every downstream codon; right after the start codon it changes almost every amino acid and usually creates an early stop codon. Third-base substitutions are often silent, a three-nucleotide insertion adds one amino acid without a frameshift, and a frameshift at the very end affects only the last few codons.',
    },
    {
      topic: 'gene-expression',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which of the following modifications are made to a eukaryotic pre-mRNA before the mature mRNA leaves the nucleus? Select all that apply.',
      choices: [
        'Addition of a 5′ cap',
        'Addition of a poly-A tail at the 3′ end',
        'Removal of introns by the spliceosome',
        'Removal of a signal peptide',
        'Attachment of amino acids by aminoacyl-tRNA synthetases',
      ],
      correct: [0, 1, 2],
      explanation:
        'Eukaryotic pre-mRNA receives a 5′ cap and a poly-A tail and has its introns spliced out; these changes protect the mRNA and help its export and translation. Signal peptides are removed from proteins, and amino acids are attached to tRNAs, not to mRNA.',
    },
    {
      topic: 'gene-expression',
      difficulty: 'medium',
      type: 'single',
      stem: 'A single gene encodes a 40 kDa protein in liver cells and a 55 kDa protein in brain cells. The DNA sequence of the gene is identical in both cell types. Which of the following best explains the difference?',
      choices: [
        'Brain cells contain a mutated copy of the gene.',
        'Different combinations of exons are joined in the mature mRNA in the two cell types.',
        'Brain cells use a different genetic code when translating the mRNA.',
        'Liver cells remove the introns, but brain cells translate the introns as well.',
      ],
      correct: 1,
      explanation:
        'Alternative splicing joins different combinations of exons from the same pre-mRNA, so one gene can produce proteins of different sizes in different tissues. The DNA is the same, the genetic code is universal, and introns are removed in both cell types.',
    },
    {
      topic: 'gene-expression',
      difficulty: 'medium',
      type: 'single',
      stem: 'Acetylation of lysine residues on histone tails neutralizes their positive charge. How does histone acetylation most likely affect transcription of nearby genes?',
      choices: [
        'It increases transcription, because the histones bind DNA less tightly and the chromatin becomes more accessible to transcription machinery.',
        'It decreases transcription, because acetyl groups block RNA polymerase from binding the promoter.',
        'It increases transcription, because acetylation changes the base sequence of the promoter.',
        'It decreases transcription, because neutral histones bind the negatively charged DNA more tightly.',
      ],
      correct: 0,
      explanation:
        'Positively charged lysines attract the negatively charged phosphate backbone of DNA. Removing that charge loosens the DNA–histone interaction, opening the chromatin so that transcription factors and RNA polymerase can reach the promoter; the DNA sequence itself is not changed.',
    },
    {
      topic: 'gene-expression',
      difficulty: 'hard',
      type: 'single',
      stem: 'A linear DNA molecule 5.0 kb long is cut with a restriction enzyme that has exactly two recognition sites, located 1.2 kb and 3.5 kb from the left end. The fragments are separated by gel electrophoresis. Which statement is correct?',
      choices: [
        'There are fragments of 1.2 and 3.8 kb, and the 1.2 kb fragment travels farthest toward the positive electrode.',
        'There are fragments of 1.2, 1.5 and 2.3 kb, and the 2.3 kb fragment travels farthest toward the positive electrode.',
        'There are fragments of 1.2, 2.3 and 3.5 kb, and the 1.2 kb fragment travels farthest toward the negative electrode.',
        'There are fragments of 1.2, 1.5 and 2.3 kb, and the 1.2 kb fragment travels farthest toward the positive electrode.',
      ],
      correct: 3,
      explanation:
        'Two cuts in a linear molecule give three fragments: $1.2$ kb, $3.5 - 1.2 = 2.3$ kb and $5.0 - 3.5 = 1.5$ kb. DNA is negatively charged and moves toward the positive electrode, and the smallest fragment moves fastest through the gel, so the 1.2 kb fragment travels farthest.',
    },

    // ── Natural selection ──────────────────────────────────────────────────────
    {
      topic: 'natural-selection',
      difficulty: 'easy',
      type: 'single',
      stem: 'The forelimbs of humans, whales and bats have different functions but the same arrangement of bones (humerus, radius, ulna, carpals and phalanges). These similarities are best explained as',
      choices: [
        'homologous structures inherited from a common ancestor',
        'analogous structures produced by convergent evolution',
        'vestigial structures that no longer have a function',
        'acquired characteristics passed on because the limbs were used in similar ways',
      ],
      correct: 0,
      explanation:
        'Structures with the same underlying anatomy but different functions are homologous and reflect descent from a common ancestor. Analogous structures have similar functions but different origins, and characteristics acquired during an organism’s life are not inherited.',
    },
    {
      topic: 'natural-selection',
      difficulty: 'easy',
      type: 'single',
      stem: 'When a bacterial population is exposed to an antibiotic, the proportion of resistant bacteria increases over several generations. Which explanation is most consistent with natural selection?',
      choices: [
        'The antibiotic caused mutations that made the bacteria resistant.',
        'Resistant bacteria already present in the population survived and reproduced more than susceptible bacteria.',
        'Individual bacteria became resistant because they needed to survive the antibiotic.',
        'The antibiotic raised the mutation rate of all bacteria equally, so all of them became resistant.',
      ],
      correct: 1,
      explanation:
        'Natural selection acts on existing heritable variation: resistance alleles were already present at low frequency, and the antibiotic killed susceptible cells, so resistant cells left more offspring. Mutations arise at random, not in response to need.',
    },
    {
      topic: 'natural-selection',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'In a population in Hardy–Weinberg equilibrium, 16% of individuals show the recessive phenotype of a trait controlled by one gene with two alleles. What proportion of the population is expected to be heterozygous? (Enter a decimal between 0 and 1.)',
      value: 0.48,
      tolerance: 0.005,
      explanation:
        '$q^2 = 0.16$, so $q = 0.4$ and $p = 1 - 0.4 = 0.6$. The expected heterozygote frequency is $2pq = 2(0.6)(0.4) = 0.48$.',
    },
    {
      topic: 'natural-selection',
      difficulty: 'medium',
      type: 'single',
      stem: 'On an island, seeds are either very small or very large. Finches with small beaks feed efficiently on small seeds and finches with large beaks on large seeds, while finches with intermediate beaks feed poorly on both. If these conditions continue for many generations, which type of selection is acting on beak size?',
      choices: [
        'Directional selection',
        'Stabilizing selection',
        'Disruptive selection',
        'Sexual selection',
      ],
      correct: 2,
      explanation:
        'Selection that favors both extremes and acts against intermediate phenotypes is disruptive; the distribution of beak sizes becomes bimodal. Directional selection favors one extreme, and stabilizing selection favors the intermediate phenotype.',
    },
    {
      topic: 'natural-selection',
      difficulty: 'medium',
      type: 'single',
      stem: 'A hurricane kills most of a lizard population on an island. The 40 survivors, which happened to be in sheltered places, have allele frequencies very different from those of the original population. This change is an example of',
      choices: [
        'the bottleneck effect',
        'the founder effect',
        'gene flow',
        'directional selection',
      ],
      correct: 0,
      explanation:
        "A sudden, drastic reduction in population size by a chance event is a bottleneck, a form of genetic drift: the survivors' allele frequencies differ from the original ones by chance, not because of any adaptive trait. The founder effect involves a few individuals colonizing a new area, and gene flow is the movement of alleles between populations.",
    },
    {
      topic: 'natural-selection',
      difficulty: 'hard',
      type: 'single',
      stem: 'A population has the genotype frequencies $AA = 0.50$, $Aa = 0.20$ and $aa = 0.30$. Which statement is best supported by these data?',
      choices: [
        'The population is in Hardy–Weinberg equilibrium, because the genotype frequencies add up to 1.',
        'The frequency of allele $a$ is 0.30, so heterozygotes are expected at a frequency of 0.42.',
        'The population is not in equilibrium: $q = 0.4$, so 0.48 heterozygotes are expected, and the shortage of heterozygotes is consistent with nonrandom mating such as inbreeding.',
        'The population is not in equilibrium: $q = 0.4$, so 0.16 heterozygotes are expected, and the excess of heterozygotes suggests heterozygote advantage.',
      ],
      correct: 2,
      explanation:
        'Allele frequencies come from genotype frequencies: $p = 0.50 + \\frac{0.20}{2} = 0.60$ and $q = 0.30 + \\frac{0.20}{2} = 0.40$. At equilibrium $2pq = 0.48$ heterozygotes are expected but only 0.20 are observed, while both homozygotes are in excess (expected 0.36 and 0.16) — the pattern produced by inbreeding or other nonrandom mating.',
    },
    {
      topic: 'natural-selection',
      difficulty: 'hard',
      type: 'single',
      stem: 'Four species are compared for three derived characters. Species W and X have characters 1, 2 and 3; species Y has characters 1 and 2; species Z has character 1 only. An outgroup has none of the three characters. Which relationship does the most parsimonious cladogram support?',
      choices: [
        'All four species are equally closely related, because all of them share character 1.',
        'Z is most closely related to W, because Z has the fewest derived characters.',
        'Y and Z share a more recent common ancestor with each other than either does with W.',
        'W and X share the most recent common ancestor, and Y is more closely related to them than Z is.',
      ],
      correct: 3,
      explanation:
        'Shared derived characters define nested clades: character 3 groups W and X, character 2 groups W, X and Y, and character 1 groups all four. So W and X are sister species, Y is their next closest relative, and Z branched off earliest.',
    },

    // ── Ecology ────────────────────────────────────────────────────────────────
    {
      topic: 'ecology',
      difficulty: 'easy',
      type: 'single',
      stem: 'The producers in an ecosystem store 20,000 kcal of energy per square meter per year. Assuming about 10% of the energy is transferred from one trophic level to the next, how much energy is available to the tertiary consumers?',
      choices: [
        '2,000 kcal per square meter per year',
        '200 kcal per square meter per year',
        '20 kcal per square meter per year',
        '2 kcal per square meter per year',
      ],
      correct: 2,
      explanation:
        'Primary consumers receive about 2,000, secondary consumers about 200 and tertiary consumers about 20 kcal per square meter per year. Most of the energy at each level is lost as heat from cellular respiration.',
    },
    {
      topic: 'ecology',
      difficulty: 'easy',
      type: 'single',
      stem: 'Which process converts atmospheric $\\text{N}_2$ into ammonia ($\\text{NH}_3$) that organisms can use?',
      choices: ['Nitrogen fixation', 'Nitrification', 'Denitrification', 'Ammonification'],
      correct: 0,
      explanation:
        'Nitrogen-fixing bacteria, such as *Rhizobium* in legume root nodules, reduce $\\text{N}_2$ to $\\text{NH}_3$. Nitrification oxidizes ammonium to nitrite and nitrate, denitrification returns nitrate to $\\text{N}_2$, and ammonification releases ammonium from dead organic matter.',
    },
    {
      topic: 'ecology',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A population grows logistically according to $\\frac{dN}{dt} = r_{\\text{max}} N \\left(\\frac{K - N}{K}\\right)$. If $r_{\\text{max}} = 0.2$ per year, $K = 1000$ and $N = 400$, what is the population growth rate, in individuals per year?',
      value: 48,
      tolerance: 0,
      explanation:
        '$\\frac{dN}{dt} = 0.2 \\times 400 \\times \\frac{1000 - 400}{1000} = 80 \\times 0.6 = 48$ individuals per year. Growth is slower than the exponential rate of 80 per year because the population is already 40% of the way to carrying capacity.',
    },
    {
      topic: 'ecology',
      difficulty: 'medium',
      type: 'single',
      stem: 'In a kelp forest, sea otters eat sea urchins, and sea urchins graze on kelp. If the sea otters are removed from the ecosystem, which outcome is most likely?',
      choices: [
        'Little changes, because sea otters are top predators that make up only a small part of the total biomass.',
        'The sea urchin population decreases and the kelp forest expands.',
        'The sea urchin population increases and the kelp forest expands, because more urchins recycle more nutrients.',
        'The sea urchin population increases and the kelp forest declines.',
      ],
      correct: 3,
      explanation:
        'Sea otters are a keystone predator. Without them, urchin populations grow and overgraze the kelp, which removes the habitat of many other species — a trophic cascade whose effect is far larger than the otters’ small biomass suggests.',
    },
    {
      topic: 'ecology',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which of the following are density-dependent factors that limit population growth? Select all that apply.',
      choices: [
        'Competition among individuals for food',
        'Spread of an infectious disease',
        'A sudden spring frost',
        'A wildfire started by lightning',
        'Accumulation of toxic metabolic wastes',
      ],
      correct: [0, 1, 4],
      explanation:
        'Density-dependent factors have a larger effect as population density rises: competition intensifies, disease spreads more easily among crowded individuals, and wastes accumulate faster. Frosts and fires affect a population regardless of its density.',
    },
    {
      topic: 'ecology',
      difficulty: 'hard',
      type: 'numeric',
      stem: "A sample from a meadow contains 100 plants of four species, with 40, 30, 20 and 10 individuals. Calculate Simpson's diversity index, $D = 1 - \\sum \\left(\\frac{n}{N}\\right)^2$, for the sample. (Give your answer to two decimal places.)",
      value: 0.7,
      tolerance: 0.005,
      explanation:
        '$\\sum \\left(\\frac{n}{N}\\right)^2 = 0.4^2 + 0.3^2 + 0.2^2 + 0.1^2 = 0.16 + 0.09 + 0.04 + 0.01 = 0.30$, so $D = 1 - 0.30 = 0.70$.',
    },
  ],
};
