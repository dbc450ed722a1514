import type { SeedQuestionFile } from '../seed-question';

/** Original, hand-checked IGCSE Biology (Extended) reference questions. */
export const QUESTIONS: SeedQuestionFile = {
  subject: 'igcse-biology',
  questions: [
    // ── Cells and organisation ─────────────────────────────────────────────────
    {
      topic: 'cells-organisation',
      difficulty: 'easy',
      type: 'single',
      stem: 'Which structure is found in a palisade mesophyll cell but not in a human cheek cell?',
      choices: ['cell membrane', 'mitochondrion', 'cell wall', 'ribosome'],
      correct: 2,
      explanation:
        'Plant cells have a cellulose cell wall (as well as chloroplasts and a large permanent vacuole), which animal cells lack. Both cell types have a cell membrane, mitochondria and ribosomes.',
    },
    {
      topic: 'cells-organisation',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A student draws a cell. The drawing is 45 mm long, and the actual length of the cell is 30 µm. Calculate the magnification of the drawing (give the number only, e.g. 200 for ×200).',
      value: 1500,
      tolerance: 1,
      explanation:
        'Convert to the same units: 45 mm $= 45 \\times 1000 = 45\\,000$ µm. Magnification $= \\dfrac{\\text{image size}}{\\text{actual size}} = \\dfrac{45\\,000}{30} = 1500$, i.e. ×1500.',
    },
    {
      topic: 'cells-organisation',
      difficulty: 'easy',
      type: 'single',
      stem: 'What is the function of ribosomes?',
      choices: [
        'aerobic respiration',
        'protein synthesis',
        'controlling which substances enter and leave the cell',
        'photosynthesis',
      ],
      correct: 1,
      explanation:
        'Ribosomes (free or on rough endoplasmic reticulum) join amino acids to make proteins. Respiration happens in mitochondria, the cell membrane controls entry and exit, and photosynthesis occurs in chloroplasts.',
    },
    {
      topic: 'cells-organisation',
      difficulty: 'easy',
      type: 'single',
      stem: 'Which sequence shows the levels of organisation from the smallest to the largest?',
      choices: [
        'cell → organ → tissue → organ system',
        'tissue → cell → organ → organ system',
        'cell → tissue → organ → organ system',
        'cell → tissue → organ system → organ',
      ],
      correct: 2,
      explanation:
        'Similar cells form a tissue, several tissues working together form an organ, and several organs form an organ system.',
    },
    {
      topic: 'cells-organisation',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which feature of a root hair cell most directly increases the rate at which it absorbs water and mineral ions from the soil?',
      choices: [
        'It contains many chloroplasts.',
        'It has a long, thin extension that gives a large surface area.',
        'It has a thick cellulose cell wall.',
        'Its cell sap is more dilute than the soil water.',
      ],
      correct: 1,
      explanation:
        'The long extension increases the surface area in contact with soil water, so more water and ions are taken up per second. Root hair cells have no chloroplasts, and water enters by osmosis only because the cell sap is more concentrated (lower water potential) than soil water, not more dilute.',
    },
    {
      topic: 'cells-organisation',
      difficulty: 'hard',
      type: 'single',
      stem: 'Cylinders of potato are placed in sucrose solutions of different concentrations for one hour. The cylinders in 0.3 mol/dm³ sucrose solution show no change in mass. What is the best explanation?',
      choices: [
        'No water molecules moved into or out of the potato cells.',
        'The water potential of the potato cells was equal to that of the 0.3 mol/dm³ solution, so there was no net movement of water.',
        'Sucrose entered the potato cells at the same rate as water left them, so the mass stayed the same.',
        'The potato cells were fully turgid, so their walls stopped any water entering.',
      ],
      correct: 1,
      explanation:
        'Water molecules keep moving in both directions, but when the water potentials inside and outside are equal the rates are equal, so there is no net osmosis and no change in mass. The partially permeable membrane does not let sucrose through.',
    },

    // ── Biological molecules and enzymes ───────────────────────────────────────
    {
      topic: 'biological-molecules-enzymes',
      difficulty: 'easy',
      type: 'single',
      stem: 'A food sample is heated with a blue reagent and a brick-red precipitate forms. Which reagent was used, and what does the result show?',
      choices: [
        'biuret reagent; protein is present',
        'iodine solution; starch is present',
        "Benedict's solution; a reducing sugar is present",
        'ethanol; fat is present',
      ],
      correct: 2,
      explanation:
        "Benedict's solution is blue and, when heated with a reducing sugar such as glucose, gives a green, yellow, orange or brick-red colour. Biuret turns purple with protein, iodine turns blue-black with starch, and the ethanol emulsion test gives a milky-white emulsion with fat.",
    },
    {
      topic: 'biological-molecules-enzymes',
      difficulty: 'medium',
      type: 'single',
      stem: 'Why does the rate of an enzyme-controlled reaction fall sharply when the temperature is raised well above the optimum?',
      choices: [
        'The enzyme is killed by the heat.',
        'The enzyme and substrate molecules move more slowly, so they collide less often.',
        'The shape of the active site changes, so the substrate no longer fits and fewer enzyme–substrate complexes form.',
        'The active site becomes larger, so too many substrate molecules bind at once.',
      ],
      correct: 2,
      explanation:
        'High temperature breaks the bonds holding the enzyme protein in shape, so it is denatured: the active site is no longer complementary to the substrate. Enzymes are molecules, not living things, so they are not "killed", and molecules move faster, not slower, when heated.',
    },
    {
      topic: 'biological-molecules-enzymes',
      difficulty: 'easy',
      type: 'text',
      stem: 'Amino acids are the smaller molecules that join together to make which type of large biological molecule?',
      accepted: ['protein', 'proteins', 'polypeptide', 'polypeptides'],
      explanation:
        'Proteins are chains of amino acids joined together; the order of amino acids determines the shape and function of the protein. Starch and glycogen are made of glucose, and fats of fatty acids and glycerol.',
    },
    {
      topic: 'biological-molecules-enzymes',
      difficulty: 'medium',
      type: 'single',
      stem: 'Pepsin is a protease with an optimum pH of about 2. What happens to its activity if it is placed in a solution at pH 8?',
      choices: [
        'Its activity increases, because a higher pH speeds up all enzymes.',
        'Its activity decreases, because the shape of its active site changes.',
        'Its activity stays the same, because pH only affects enzymes from plants.',
        'Its activity decreases, because it starts to digest starch instead of protein.',
      ],
      correct: 1,
      explanation:
        'Each enzyme works best at its optimum pH; far from it, the bonds holding the active site in shape are disrupted, so the substrate fits less well and activity falls. Enzyme specificity does not change, so pepsin does not start digesting starch.',
    },
    {
      topic: 'biological-molecules-enzymes',
      difficulty: 'hard',
      type: 'multiple',
      stem: 'Which statements about the structure of a DNA molecule are correct? Select all that apply.',
      choices: [
        'It is made of two strands coiled into a double helix.',
        'Base A always pairs with T, and C always pairs with G.',
        'Base A always pairs with G, and C always pairs with T.',
        'The two strands are held together by bonds between pairs of bases.',
        'Each strand contains the sugar glucose.',
      ],
      correct: [0, 1, 3],
      explanation:
        'DNA is a double helix of two strands joined by bonds between complementary bases, A with T and C with G. The sugar in DNA is deoxyribose, not glucose.',
    },

    // ── Plant and human nutrition ──────────────────────────────────────────────
    {
      topic: 'nutrition',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which is the balanced chemical equation for photosynthesis?',
      choices: [
        '$6\\text{CO}_2 + 6\\text{H}_2\\text{O} \\rightarrow \\text{C}_6\\text{H}_{12}\\text{O}_6 + 6\\text{O}_2$',
        '$\\text{C}_6\\text{H}_{12}\\text{O}_6 + 6\\text{O}_2 \\rightarrow 6\\text{CO}_2 + 6\\text{H}_2\\text{O}$',
        '$6\\text{CO}_2 + 12\\text{H}_2\\text{O} \\rightarrow \\text{C}_6\\text{H}_{12}\\text{O}_6 + 12\\text{O}_2$',
        '$\\text{CO}_2 + \\text{H}_2\\text{O} \\rightarrow \\text{C}_6\\text{H}_{12}\\text{O}_6 + \\text{O}_2$',
      ],
      correct: 0,
      explanation:
        'Carbon dioxide and water are converted, using light energy absorbed by chlorophyll, into glucose and oxygen. Counting atoms: 6 C, 12 H and 18 O on each side. The reverse equation is aerobic respiration, and the other two equations do not balance.',
    },
    {
      topic: 'nutrition',
      difficulty: 'easy',
      type: 'single',
      stem: 'Where are most of the products of digestion absorbed into the blood?',
      choices: ['stomach', 'small intestine', 'large intestine (colon)', 'liver'],
      correct: 1,
      explanation:
        'Most digested food is absorbed in the small intestine, mainly the ileum, whose villi and microvilli give a very large surface area. The colon mainly absorbs water, and the liver processes absorbed food but does not absorb it from the gut.',
    },
    {
      topic: 'nutrition',
      difficulty: 'medium',
      type: 'single',
      stem: 'At high light intensity, increasing the light intensity further does not increase the rate of photosynthesis of a plant, but increasing the carbon dioxide concentration does. What was limiting the rate at high light intensity?',
      choices: [
        'light intensity',
        'carbon dioxide concentration',
        'the amount of oxygen in the air',
        'the number of stomata',
      ],
      correct: 1,
      explanation:
        'A limiting factor is the one in shortest supply: raising it increases the rate. Raising light had no effect, so light was not limiting; raising CO₂ did increase the rate, so CO₂ concentration was the limiting factor.',
    },
    {
      topic: 'nutrition',
      difficulty: 'medium',
      type: 'single',
      stem: 'What is one function of bile in digestion?',
      choices: [
        'It digests fats into fatty acids and glycerol.',
        'It emulsifies fats into small droplets, increasing the surface area for lipase.',
        'It digests proteins into amino acids in the stomach.',
        'It absorbs fats into the lacteals of the villi.',
      ],
      correct: 1,
      explanation:
        'Bile, made in the liver and stored in the gall bladder, contains no enzymes; it breaks large fat drops into small droplets, giving a larger surface area so lipase digests them faster. It also neutralises acidic chyme from the stomach.',
    },
    {
      topic: 'nutrition',
      difficulty: 'medium',
      type: 'single',
      stem: 'A plant grown in soil lacking magnesium ions has yellow leaves. Why?',
      choices: [
        'Magnesium ions are needed to make chlorophyll.',
        'Magnesium ions are needed to make amino acids.',
        'Magnesium ions are needed to make cellulose.',
        'Magnesium ions are needed to open the stomata.',
      ],
      correct: 0,
      explanation:
        'Each chlorophyll molecule contains a magnesium atom, so without magnesium the leaves cannot make enough green chlorophyll and turn yellow (chlorosis). Nitrate ions, not magnesium, are needed to make amino acids.',
    },
    {
      topic: 'nutrition',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'A 1.0 g piece of dried pasta is burned under a tube containing 20 g of water. The water temperature rises by 30 °C. Using a specific heat capacity of water of 4.2 J/(g °C), calculate the energy released per gram of pasta, in kJ/g, to 2 decimal places.',
      value: 2.52,
      tolerance: 0.01,
      explanation:
        'Energy $= m \\times c \\times \\Delta T = 20 \\times 4.2 \\times 30 = 2520$ J $= 2.52$ kJ from 1.0 g, so 2.52 kJ/g. The true value is higher because much heat is lost to the surroundings.',
    },

    // ── Transport, gas exchange and respiration ────────────────────────────────
    {
      topic: 'transport-respiration',
      difficulty: 'easy',
      type: 'single',
      stem: 'What are the products of anaerobic respiration in yeast?',
      choices: [
        'lactic acid only',
        'ethanol and carbon dioxide',
        'carbon dioxide and water',
        'lactic acid and carbon dioxide',
      ],
      correct: 1,
      explanation:
        'Yeast respires anaerobically as glucose → ethanol + carbon dioxide. Lactic acid is made by anaerobic respiration in human muscle, and carbon dioxide and water are the products of aerobic respiration.',
    },
    {
      topic: 'transport-respiration',
      difficulty: 'easy',
      type: 'single',
      stem: 'Which blood vessel carries oxygenated blood from the lungs to the heart?',
      choices: ['pulmonary artery', 'pulmonary vein', 'vena cava', 'aorta'],
      correct: 1,
      explanation:
        'Veins carry blood towards the heart; the pulmonary vein brings oxygenated blood from the lungs to the left atrium. The pulmonary artery takes deoxygenated blood to the lungs, and the aorta carries oxygenated blood away from the heart to the body.',
    },
    {
      topic: 'transport-respiration',
      difficulty: 'medium',
      type: 'single',
      stem: 'In which set of conditions will the rate of transpiration from a leafy shoot be highest?',
      choices: [
        'cool, humid, still air',
        'warm, humid, still air',
        'warm, dry, windy air',
        'cool, dry, still air',
      ],
      correct: 2,
      explanation:
        'Higher temperature increases evaporation and diffusion, low humidity gives a steep water vapour concentration gradient, and wind removes water vapour from around the leaf, keeping the gradient steep. So warm, dry, windy conditions give the fastest transpiration.',
    },
    {
      topic: 'transport-respiration',
      difficulty: 'hard',
      type: 'single',
      stem: 'Why is the muscular wall of the left ventricle thicker than that of the right ventricle?',
      choices: [
        'The left ventricle pumps a larger volume of blood at each beat.',
        'The left ventricle pumps blood at higher pressure to all parts of the body, whereas the right ventricle pumps blood only to the lungs.',
        'The left ventricle pumps deoxygenated blood, which needs more force to move.',
        'The left ventricle pumps blood to the lungs, which are far from the heart.',
      ],
      correct: 1,
      explanation:
        'Both ventricles pump the same volume per beat, but the left ventricle must generate a much higher pressure to push blood round the whole systemic circulation. The right ventricle sends deoxygenated blood a short distance to the lungs at lower pressure, which also protects the delicate alveolar capillaries.',
    },
    {
      topic: 'transport-respiration',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'In a potometer, an air bubble moves 36 mm along a capillary tube in 6.0 minutes. The cross-sectional area of the bore of the tube is 0.50 mm². Calculate the rate of water uptake by the shoot in mm³ per minute.',
      value: 3,
      tolerance: 0.05,
      explanation:
        'Volume taken up $= \\text{distance} \\times \\text{area} = 36 \\times 0.50 = 18$ mm³. Rate $= 18 \\div 6.0 = 3.0$ mm³ per minute.',
    },
    {
      topic: 'transport-respiration',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which features of the alveoli make gas exchange in the human lungs efficient? Select all that apply.',
      choices: [
        'thick, muscular walls',
        'a very large total surface area',
        'walls only one cell thick, giving a short diffusion distance',
        'a waxy layer that reduces water loss',
        'a good blood supply that maintains a steep concentration gradient',
      ],
      correct: [1, 2, 4],
      explanation:
        'Diffusion is fastest across a large, thin surface with a steep concentration gradient, which the capillary network (and ventilation) maintains. Thick walls would slow diffusion, and a waxy layer is a feature of leaves, not alveoli, whose surface is moist.',
    },
    {
      topic: 'transport-respiration',
      difficulty: 'hard',
      type: 'single',
      stem: 'After a sprint, an athlete keeps breathing deeply and quickly for several minutes. What is the main reason?',
      choices: [
        'Oxygen is needed for anaerobic respiration in the muscles to continue.',
        'Oxygen is needed to break down the lactic acid that built up during the sprint (repaying the oxygen debt).',
        'The muscles are storing extra oxygen for the next sprint.',
        'Lactic acid is being converted into glucose in the muscles, which needs no oxygen.',
      ],
      correct: 1,
      explanation:
        'During the sprint, anaerobic respiration produced lactic acid. Afterwards, extra oxygen is needed for aerobic respiration that breaks down the lactic acid (mainly in the liver) — the oxygen debt — so breathing and heart rate stay high.',
    },

    // ── Coordination and response ──────────────────────────────────────────────
    {
      topic: 'coordination-response',
      difficulty: 'easy',
      type: 'single',
      stem: 'Which part of the eye contains the light-sensitive receptor cells (rods and cones)?',
      choices: ['cornea', 'iris', 'lens', 'retina'],
      correct: 3,
      explanation:
        'The retina contains rods and cones, which convert light into nerve impulses carried by the optic nerve. The cornea and lens refract light, and the iris controls the size of the pupil.',
    },
    {
      topic: 'coordination-response',
      difficulty: 'easy',
      type: 'single',
      stem: 'In what order does a nerve impulse pass through a reflex arc?',
      choices: [
        'receptor → motor neurone → relay neurone → sensory neurone → effector',
        'receptor → sensory neurone → relay neurone → motor neurone → effector',
        'effector → sensory neurone → relay neurone → motor neurone → receptor',
        'receptor → relay neurone → sensory neurone → motor neurone → effector',
      ],
      correct: 1,
      explanation:
        'The receptor detects the stimulus; the sensory neurone carries the impulse to the spinal cord, where a relay neurone passes it to a motor neurone, which carries it to the effector (muscle or gland).',
    },
    {
      topic: 'coordination-response',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which of these is NOT an effect of adrenaline?',
      choices: [
        'increased heart rate',
        'increased breathing rate',
        'dilated pupils',
        'decreased blood glucose concentration',
      ],
      correct: 3,
      explanation:
        'Adrenaline prepares the body for "fight or flight": it increases heart rate and breathing rate, dilates the pupils and raises blood glucose concentration to supply more energy to muscles. Decreasing blood glucose is the effect of insulin.',
    },
    {
      topic: 'coordination-response',
      difficulty: 'hard',
      type: 'single',
      stem: 'Soon after a person eats a meal rich in sugar, their blood glucose concentration rises. Which response brings it back towards normal?',
      choices: [
        'The pancreas secretes glucagon, and the liver converts glycogen into glucose.',
        'The pancreas secretes insulin, and the liver converts glucose into glycogen.',
        'The pancreas secretes insulin, and the liver converts glycogen into glucose.',
        'The liver secretes insulin, and the pancreas converts glucose into glycogen.',
      ],
      correct: 1,
      explanation:
        'High blood glucose is detected by the pancreas, which secretes insulin; insulin causes liver (and muscle) cells to take up glucose and store it as glycogen. Glucagon has the opposite effect and is released when blood glucose is low.',
    },
    {
      topic: 'coordination-response',
      difficulty: 'medium',
      type: 'single',
      stem: 'A shoot is lit from one side only and grows towards the light. Which explanation is correct?',
      choices: [
        'Auxin collects on the lit side and makes cells there elongate more.',
        'Auxin collects on the shaded side and makes cells there elongate more.',
        'Auxin is destroyed on the shaded side, so cells there stop growing.',
        'Light makes the cells on the lit side elongate faster by photosynthesis.',
      ],
      correct: 1,
      explanation:
        'Auxin is made in the shoot tip and moves away from the light to the shaded side. There it stimulates cell elongation, so the shaded side grows faster and the shoot bends towards the light (positive phototropism).',
    },
    {
      topic: 'coordination-response',
      difficulty: 'hard',
      type: 'single',
      stem: 'A person changes from looking at a distant hill to reading a book close to their eyes. What happens in the eye?',
      choices: [
        'Ciliary muscles contract, suspensory ligaments slacken, and the lens becomes fatter.',
        'Ciliary muscles relax, suspensory ligaments tighten, and the lens becomes thinner.',
        'Ciliary muscles contract, suspensory ligaments tighten, and the lens becomes thinner.',
        'Ciliary muscles relax, suspensory ligaments slacken, and the lens becomes fatter.',
      ],
      correct: 0,
      explanation:
        'Light from a near object needs more refraction. The ciliary muscles contract, which reduces the pull on the suspensory ligaments (they slacken), so the elastic lens becomes fatter (more convex) and refracts light more strongly.',
    },

    // ── Reproduction and inheritance ───────────────────────────────────────────
    {
      topic: 'reproduction-inheritance',
      difficulty: 'easy',
      type: 'single',
      stem: 'How many chromosomes are there in a normal human egg cell?',
      choices: ['22', '23', '46', '92'],
      correct: 1,
      explanation:
        'Gametes are haploid: meiosis halves the diploid number of 46, so an egg cell has 23 chromosomes. Fertilisation restores 46 in the zygote.',
    },
    {
      topic: 'reproduction-inheritance',
      difficulty: 'medium',
      type: 'single',
      stem: 'In pea plants, the allele for tall stems (T) is dominant to the allele for short stems (t). A heterozygous tall plant is crossed with a short plant. What is the expected ratio of tall to short offspring?',
      choices: ['1 : 1', '3 : 1', '1 : 2 : 1', 'all tall'],
      correct: 0,
      explanation:
        'The cross is Tt × tt. Gametes T and t from one parent combine with t from the other, giving Tt and tt in equal numbers, so 1 tall : 1 short. A 3 : 1 ratio comes from Tt × Tt.',
    },
    {
      topic: 'reproduction-inheritance',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'In guinea pigs, black coat (B) is dominant to white coat (b). Two heterozygous black guinea pigs are crossed many times and produce 160 offspring. How many of the offspring would be expected to have a black coat?',
      value: 120,
      tolerance: 0.5,
      explanation:
        'Bb × Bb gives BB : Bb : bb in the ratio 1 : 2 : 1, so $\\frac{3}{4}$ of the offspring (BB and Bb) are black. $\\frac{3}{4} \\times 160 = 120$.',
    },
    {
      topic: 'reproduction-inheritance',
      difficulty: 'hard',
      type: 'single',
      stem: 'Red–green colour blindness is caused by a recessive allele on the X chromosome. A man with normal colour vision has children with a woman who is a carrier. What proportion of their sons would be expected to be colour blind?',
      choices: ['0%', '25%', '50%', '100%'],
      correct: 2,
      explanation:
        "The father is $X^N Y$ and the mother $X^N X^n$. Every son receives Y from the father and one of the mother's two X chromosomes, so half of the sons are $X^n Y$ and colour blind. (As a fraction of all children this is 25%, but the question asks about sons.)",
    },
    {
      topic: 'reproduction-inheritance',
      difficulty: 'hard',
      type: 'single',
      stem: 'A man with blood group A (genotype $I^A I^o$) and a woman with blood group B (genotype $I^B I^o$) have children. Which blood groups are possible among their children?',
      choices: ['A and B only', 'AB only', 'A, B and AB only', 'A, B, AB and O'],
      correct: 3,
      explanation:
        'Gametes $I^A$ or $I^o$ combine with $I^B$ or $I^o$ to give $I^A I^B$ (AB, as the alleles are codominant), $I^A I^o$ (A), $I^B I^o$ (B) and $I^o I^o$ (O). All four groups are possible, each with probability $\\frac{1}{4}$.',
    },
    {
      topic: 'reproduction-inheritance',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which is a feature of meiosis but not of mitosis?',
      choices: [
        'It produces cells that are genetically identical to the parent cell.',
        'It produces haploid cells that are genetically different from each other.',
        'It is used for growth and repair of tissues.',
        'It is the type of division used in asexual reproduction.',
      ],
      correct: 1,
      explanation:
        'Meiosis is a reduction division that produces haploid gametes with new combinations of alleles, giving genetic variation. Mitosis produces genetically identical diploid cells and is used for growth, repair and asexual reproduction.',
    },
    {
      topic: 'reproduction-inheritance',
      difficulty: 'easy',
      type: 'text',
      stem: 'What is the name of the transfer of pollen grains from an anther to a stigma?',
      accepted: ['pollination'],
      explanation:
        'Pollination is the transfer of pollen from the anther to the stigma (by insects or wind). Fertilisation happens later, when a pollen nucleus fuses with an ovule nucleus.',
    },

    // ── Organisms, environment and human impact ────────────────────────────────
    {
      topic: 'ecology-human-impact',
      difficulty: 'easy',
      type: 'single',
      stem: 'What is the original source of energy for almost all food chains?',
      choices: ['the soil', 'the Sun (light)', 'the producers', 'decomposers'],
      correct: 1,
      explanation:
        'Producers capture light energy from the Sun by photosynthesis and pass it along the food chain as chemical energy. Producers are the first trophic level, but the energy they contain originally came from sunlight.',
    },
    {
      topic: 'ecology-human-impact',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'In a grassland, the producers contain 20 000 kJ/m² of energy per year and the primary consumers contain 1600 kJ/m² per year. Calculate the percentage efficiency of energy transfer from producers to primary consumers.',
      value: 8,
      tolerance: 0.1,
      explanation:
        'Efficiency $= \\dfrac{\\text{energy in primary consumers}}{\\text{energy in producers}} \\times 100 = \\dfrac{1600}{20\\,000} \\times 100 = 8\\%$.',
    },
    {
      topic: 'ecology-human-impact',
      difficulty: 'medium',
      type: 'single',
      stem: 'Why do food chains rarely have more than five trophic levels?',
      choices: [
        'Energy is lost at each level, for example as heat from respiration, so too little is left to support further levels.',
        'Energy is recycled at each level, so the top consumers do not need to eat much.',
        'Top predators are too large to be eaten by other animals.',
        'Decomposers remove all the energy before it reaches the fifth level.',
      ],
      correct: 0,
      explanation:
        'Only a small fraction (often around 10%) of the energy at one level passes to the next; the rest is lost through respiration (as heat), movement, excretion and uneaten or undigested parts. Energy flows through an ecosystem and is not recycled.',
    },
    {
      topic: 'ecology-human-impact',
      difficulty: 'medium',
      type: 'single',
      stem: 'In the nitrogen cycle, which type of organism converts ammonium ions into nitrate ions?',
      choices: [
        'denitrifying bacteria',
        'nitrifying bacteria',
        'nitrogen-fixing bacteria',
        'plants',
      ],
      correct: 1,
      explanation:
        'Nitrifying bacteria in the soil oxidise ammonium ions to nitrite and then nitrate. Denitrifying bacteria turn nitrate into nitrogen gas, and nitrogen-fixing bacteria convert nitrogen gas into ammonium compounds.',
    },
    {
      topic: 'ecology-human-impact',
      difficulty: 'hard',
      type: 'single',
      stem: 'Fertiliser runs off farmland into a lake. Algae grow rapidly and then many aquatic plants die. Some weeks later, many fish die. What is the direct cause of the fish deaths?',
      choices: [
        'The nitrate ions in the fertiliser are poisonous to fish.',
        'The algae use up the dissolved oxygen for photosynthesis.',
        'Decomposer bacteria feeding on the dead plants respire aerobically and use up the dissolved oxygen.',
        'The algae block the light, so the fish cannot see to find food.',
      ],
      correct: 2,
      explanation:
        'In eutrophication the algae block light, plants below die, and the numbers of decomposing bacteria increase. Their aerobic respiration lowers the dissolved oxygen concentration so much that fish and other aerobic animals die. Photosynthesis releases oxygen rather than using it.',
    },
    {
      topic: 'ecology-human-impact',
      difficulty: 'hard',
      type: 'single',
      stem: 'A population of yeast in a flask grows through lag, exponential (log) and stationary phases. Why does the population size stay roughly constant in the stationary phase?',
      choices: [
        'The yeast cells stop reproducing completely.',
        'The rate of reproduction equals the rate of death, because of limiting factors such as shortage of food and build-up of toxic waste.',
        'All the yeast cells have died.',
        'The yeast cells are adapting to their new conditions before dividing.',
      ],
      correct: 1,
      explanation:
        'In the stationary phase, limiting factors (less glucose, more ethanol) slow reproduction and raise the death rate until births equal deaths. Adapting before dividing describes the lag phase, and a falling population describes the death phase.',
    },
    {
      topic: 'ecology-human-impact',
      difficulty: 'easy',
      type: 'multiple',
      stem: 'Which of these gases contribute to the enhanced greenhouse effect? Select all that apply.',
      choices: ['carbon dioxide', 'methane', 'nitrogen', 'oxygen'],
      correct: [0, 1],
      explanation:
        'Carbon dioxide (from burning fossil fuels and deforestation) and methane (from cattle, rice fields and landfill) absorb infrared radiation emitted by the Earth. Nitrogen and oxygen, the main gases in air, do not absorb it.',
    },
  ],
};
