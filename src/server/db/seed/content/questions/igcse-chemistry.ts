import type { SeedQuestionFile } from '../seed-question';

/** Original, hand-checked IGCSE Chemistry (Extended) reference questions. */
export const QUESTIONS: SeedQuestionFile = {
  subject: 'igcse-chemistry',
  questions: [
    // ── States of matter and atoms ─────────────────────────────────────────────
    {
      topic: 'states-of-matter',
      difficulty: 'easy',
      type: 'single',
      stem: 'A puddle of water slowly disappears on a cool day, well below 100 °C. What is the name of this change of state?',
      choices: ['condensation', 'evaporation', 'sublimation', 'boiling'],
      correct: 1,
      explanation:
        'Below the boiling point, only the most energetic particles at the surface escape into the air, which is evaporation. Boiling happens throughout the liquid at the boiling point, and condensation is the reverse change (gas to liquid).',
    },
    {
      topic: 'states-of-matter',
      difficulty: 'medium',
      type: 'single',
      stem: 'How many protons, neutrons and electrons are there in the ion $^{37}_{17}\\text{Cl}^{-}$?',
      choices: [
        '17 protons, 20 neutrons, 18 electrons',
        '17 protons, 20 neutrons, 17 electrons',
        '17 protons, 37 neutrons, 18 electrons',
        '18 protons, 20 neutrons, 17 electrons',
      ],
      correct: 0,
      explanation:
        'The proton number is 17, so there are 17 protons and $37 - 17 = 20$ neutrons. The 1− charge means the atom has gained one electron: $17 + 1 = 18$ electrons.',
    },
    {
      topic: 'states-of-matter',
      difficulty: 'medium',
      type: 'single',
      stem: 'Four gases are released at the same time and temperature. Which gas diffuses most slowly?\n\n(Relative atomic masses: H 1, C 12, N 14, O 16, Cl 35.5)',
      choices: ['C₃H₈', 'CO₂', 'NO₂', 'Cl₂'],
      correct: 3,
      explanation:
        'At the same temperature, gases with a higher relative molecular mass diffuse more slowly. The $M_r$ values are C₃H₈ = 44, CO₂ = 44, NO₂ = 46 and Cl₂ = 71, so chlorine is slowest.',
    },
    {
      topic: 'states-of-matter',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A sample of gallium contains 60.1% of atoms of $^{69}\\text{Ga}$ and 39.9% of atoms of $^{71}\\text{Ga}$. Using the mass numbers as the isotope masses, calculate the relative atomic mass of gallium. Give your answer to 1 decimal place.',
      value: 69.8,
      tolerance: 0.05,
      explanation:
        '$A_r = \\dfrac{(69 \\times 60.1) + (71 \\times 39.9)}{100} = \\dfrac{4146.9 + 2832.9}{100} = 69.798$, which is 69.8 to 1 decimal place.',
    },
    {
      topic: 'states-of-matter',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Chlorine has two isotopes, $^{35}\\text{Cl}$ and $^{37}\\text{Cl}$. Which statements about atoms of these two isotopes are correct? Select all that apply.',
      choices: [
        'They have the same number of protons.',
        'They have the same number of neutrons.',
        'They have the same number of electrons in their outer shell.',
        'They have the same chemical properties.',
        'They have the same nucleon (mass) number.',
      ],
      correct: [0, 2, 3],
      explanation:
        'Isotopes are atoms of the same element, so they have the same number of protons (17) and the same electron arrangement (2,8,7); chemical properties depend on the outer electrons, so they are the same. They differ in neutrons (18 and 20) and therefore in nucleon number.',
    },

    // ── Bonding and structure ──────────────────────────────────────────────────
    {
      topic: 'bonding-structure',
      difficulty: 'easy',
      type: 'single',
      stem: 'A solid has a high melting point. It does not conduct electricity when solid but does conduct when molten or dissolved in water. What type of structure does it have?',
      choices: ['simple molecular', 'giant covalent', 'giant ionic', 'metallic'],
      correct: 2,
      explanation:
        'In a giant ionic lattice the ions are held in fixed positions by strong electrostatic attractions (high melting point) and can only move, and so carry charge, when the lattice is melted or dissolved. Metals conduct when solid; simple molecular and most giant covalent substances do not conduct in either state.',
    },
    {
      topic: 'bonding-structure',
      difficulty: 'easy',
      type: 'single',
      stem: 'How many pairs of electrons are shared between the two atoms in a nitrogen molecule, N₂?',
      choices: ['1', '2', '3', '5'],
      correct: 2,
      explanation:
        'Each nitrogen atom (2,5) needs three more electrons to complete its outer shell, so each atom contributes three electrons and the atoms share three pairs: a triple bond, N≡N. Each atom also keeps one lone pair.',
    },
    {
      topic: 'bonding-structure',
      difficulty: 'medium',
      type: 'single',
      stem: 'Why does graphite conduct electricity?',
      choices: [
        'Its layers can slide over each other.',
        'Each carbon atom is bonded to three others, leaving one delocalised electron per atom that can move through the structure.',
        'It contains ions that are free to move between the layers.',
        'Each carbon atom forms four covalent bonds, which allows electrons to pass from atom to atom.',
      ],
      correct: 1,
      explanation:
        'In graphite each carbon uses only three of its four outer electrons in covalent bonds; the fourth is delocalised and can move along the layers, carrying charge. Sliding layers explain softness, not conduction, and graphite contains no ions; diamond (four bonds per atom) does not conduct.',
    },
    {
      topic: 'bonding-structure',
      difficulty: 'hard',
      type: 'single',
      stem: 'Silicon(IV) oxide, SiO₂, melts at about 1700 °C, whereas carbon dioxide, CO₂, is a gas at room temperature. Which explanation is correct?',
      choices: [
        'The intermolecular forces between SiO₂ molecules are much stronger than those between CO₂ molecules.',
        'SiO₂ contains ionic bonds, whereas CO₂ contains covalent bonds.',
        'SiO₂ has a giant covalent structure, so many strong covalent bonds must be broken to melt it; CO₂ is simple molecular, so only weak intermolecular forces are overcome.',
        'Silicon atoms are heavier than carbon atoms, so SiO₂ particles need more energy to move.',
      ],
      correct: 2,
      explanation:
        'SiO₂ is a giant covalent lattice with no separate molecules, so melting requires breaking many strong Si–O covalent bonds. CO₂ consists of small molecules held by weak intermolecular forces; its covalent bonds are not broken when it changes state.',
    },
    {
      topic: 'bonding-structure',
      difficulty: 'medium',
      type: 'text',
      stem: 'Aluminium forms $\\text{Al}^{3+}$ ions and oxygen forms $\\text{O}^{2-}$ ions. Write the formula of aluminium oxide (type numbers as ordinary digits, e.g. H2O).',
      accepted: ['Al2O3', 'Al₂O₃'],
      explanation:
        'The total positive and negative charges must balance: two $\\text{Al}^{3+}$ ions give +6 and three $\\text{O}^{2-}$ ions give −6, so the formula is Al₂O₃.',
    },

    // ── Stoichiometry ──────────────────────────────────────────────────────────
    {
      topic: 'stoichiometry',
      difficulty: 'easy',
      type: 'single',
      stem: 'What is the relative formula mass, $M_r$, of calcium carbonate, CaCO₃?\n\n(Relative atomic masses: C 12, O 16, Ca 40)',
      choices: ['68', '84', '100', '116'],
      correct: 2,
      explanation: '$M_r = 40 + 12 + (3 \\times 16) = 100$.',
    },
    {
      topic: 'stoichiometry',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'Magnesium burns in oxygen: $2\\text{Mg} + \\text{O}_2 \\rightarrow 2\\text{MgO}$. What mass of magnesium oxide, in grams, is formed when 6.0 g of magnesium burns completely?\n\n(Relative atomic masses: O 16, Mg 24)',
      value: 10,
      tolerance: 0.05,
      explanation:
        'Moles of Mg $= 6.0 \\div 24 = 0.25$ mol. The equation gives 1 mol MgO per mol Mg, so 0.25 mol MgO forms, of mass $0.25 \\times 40 = 10.0$ g.',
    },
    {
      topic: 'stoichiometry',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'Excess dilute hydrochloric acid is added to 5.00 g of calcium carbonate:\n\n$\\text{CaCO}_3 + 2\\text{HCl} \\rightarrow \\text{CaCl}_2 + \\text{H}_2\\text{O} + \\text{CO}_2$\n\nCalculate the volume of carbon dioxide produced, in cm³, measured at room temperature and pressure (one mole of gas occupies 24 dm³ at r.t.p.).\n\n(Relative atomic masses: C 12, O 16, Ca 40)',
      value: 1200,
      tolerance: 5,
      explanation:
        'Moles of CaCO₃ $= 5.00 \\div 100 = 0.0500$ mol, and 1 mol CaCO₃ gives 1 mol CO₂. Volume $= 0.0500 \\times 24\\,000 = 1200\\ \\text{cm}^3$ (1.2 dm³).',
    },
    {
      topic: 'stoichiometry',
      difficulty: 'hard',
      type: 'single',
      stem: 'In a titration, 25.0 cm³ of aqueous sodium hydroxide is exactly neutralised by 20.0 cm³ of 0.150 mol/dm³ sulfuric acid.\n\n$2\\text{NaOH} + \\text{H}_2\\text{SO}_4 \\rightarrow \\text{Na}_2\\text{SO}_4 + 2\\text{H}_2\\text{O}$\n\nWhat is the concentration of the sodium hydroxide?',
      choices: ['0.120 mol/dm³', '0.188 mol/dm³', '0.240 mol/dm³', '0.375 mol/dm³'],
      correct: 2,
      explanation:
        'Moles of H₂SO₄ $= 0.150 \\times 0.0200 = 0.00300$ mol, so moles of NaOH $= 2 \\times 0.00300 = 0.00600$ mol. Concentration $= 0.00600 \\div 0.0250 = 0.240$ mol/dm³; 0.120 comes from forgetting the 2 : 1 ratio.',
    },
    {
      topic: 'stoichiometry',
      difficulty: 'medium',
      type: 'single',
      stem: 'A hydrocarbon contains 80% carbon and 20% hydrogen by mass. What is its empirical formula?\n\n(Relative atomic masses: H 1, C 12)',
      choices: ['CH', 'CH₂', 'CH₃', 'CH₄'],
      correct: 2,
      explanation:
        'In 100 g: C $= 80 \\div 12 = 6.67$ mol and H $= 20 \\div 1 = 20$ mol. Dividing by the smaller gives C : H $= 1 : 3$, so the empirical formula is CH₃ (the molecular formula could be C₂H₆).',
    },
    {
      topic: 'stoichiometry',
      difficulty: 'easy',
      type: 'numeric',
      stem: 'Calculate the percentage by mass of nitrogen in ammonium nitrate, NH₄NO₃. Give your answer as a percentage to 1 decimal place.\n\n(Relative atomic masses: H 1, N 14, O 16)',
      value: 35,
      tolerance: 0.1,
      explanation:
        '$M_r = 14 + 4 + 14 + 48 = 80$, and the formula contains two N atoms, mass 28. Percentage $= \\dfrac{28}{80} \\times 100 = 35.0\\%$.',
    },

    // ── Electrochemistry ───────────────────────────────────────────────────────
    {
      topic: 'electrochemistry',
      difficulty: 'easy',
      type: 'single',
      stem: 'Molten lead(II) bromide is electrolysed using inert electrodes. What is formed at the cathode (negative electrode)?',
      choices: ['bromine', 'lead', 'hydrogen', 'oxygen'],
      correct: 1,
      explanation:
        'Positive $\\text{Pb}^{2+}$ ions are attracted to the cathode, where they gain electrons: $\\text{Pb}^{2+} + 2e^- \\rightarrow \\text{Pb}$. Bromine forms at the anode; there is no water in a molten salt, so no hydrogen or oxygen.',
    },
    {
      topic: 'electrochemistry',
      difficulty: 'hard',
      type: 'single',
      stem: 'Concentrated aqueous sodium chloride is electrolysed using inert electrodes. Which option gives the product at the cathode, the product at the anode, and the substance left in solution?',
      choices: [
        'cathode: sodium; anode: chlorine; solution: water',
        'cathode: hydrogen; anode: oxygen; solution: sodium chloride',
        'cathode: hydrogen; anode: chlorine; solution: sodium hydroxide',
        'cathode: chlorine; anode: hydrogen; solution: sodium hydroxide',
      ],
      correct: 2,
      explanation:
        'At the cathode, hydrogen ions (from water) are discharged in preference to the more reactive sodium, giving H₂. In concentrated chloride solution, Cl⁻ is discharged at the anode to give Cl₂. The Na⁺ and OH⁻ ions remain, forming sodium hydroxide.',
    },
    {
      topic: 'electrochemistry',
      difficulty: 'medium',
      type: 'single',
      stem: 'Impure copper is purified by electrolysis using aqueous copper(II) sulfate, with the impure copper as the anode and a thin piece of pure copper as the cathode. Which half-equation describes the reaction at the anode?',
      choices: [
        '$\\text{Cu}^{2+} + 2e^- \\rightarrow \\text{Cu}$',
        '$\\text{Cu} \\rightarrow \\text{Cu}^{2+} + 2e^-$',
        '$4\\text{OH}^- \\rightarrow \\text{O}_2 + 2\\text{H}_2\\text{O} + 4e^-$',
        '$2\\text{H}^+ + 2e^- \\rightarrow \\text{H}_2$',
      ],
      correct: 1,
      explanation:
        'A copper anode is not inert: copper atoms lose electrons and go into solution as $\\text{Cu}^{2+}$ ions, so the anode gets smaller. The same ions gain electrons at the cathode ($\\text{Cu}^{2+} + 2e^- \\rightarrow \\text{Cu}$), which grows.',
    },
    {
      topic: 'electrochemistry',
      difficulty: 'hard',
      type: 'single',
      stem: 'Which statement about a hydrogen–oxygen fuel cell is correct?',
      choices: [
        'Its only chemical product is water.',
        'It produces carbon dioxide as well as water.',
        'Hydrogen is reduced at the anode.',
        'It needs an external supply of electricity to make the hydrogen and oxygen react.',
      ],
      correct: 0,
      explanation:
        'The overall reaction is $2\\text{H}_2 + \\text{O}_2 \\rightarrow 2\\text{H}_2\\text{O}$, so water is the only product and no CO₂ is made. Hydrogen loses electrons (is oxidised) at the anode, and the cell produces electricity rather than consuming it.',
    },
    {
      topic: 'electrochemistry',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'An iron key is to be electroplated with silver. Which statements describe the usual arrangement? Select all that apply.',
      choices: [
        'The key is the cathode.',
        'The key is the anode.',
        'The anode is made of silver.',
        'The electrolyte contains silver ions.',
        'The electrolyte is aqueous iron(II) sulfate.',
      ],
      correct: [0, 2, 3],
      explanation:
        'The object to be plated is the cathode, where $\\text{Ag}^+ + e^- \\rightarrow \\text{Ag}$ deposits silver. The electrolyte must contain silver ions, and a silver anode dissolves to replace the ions used up.',
    },

    // ── Energetics and chemical reactions ──────────────────────────────────────
    {
      topic: 'chemical-energetics-reactions',
      difficulty: 'easy',
      type: 'single',
      stem: 'Which statement describes an exothermic reaction?',
      choices: [
        'Thermal energy is transferred to the surroundings, so their temperature rises.',
        'Thermal energy is taken in from the surroundings, so their temperature falls.',
        'The products have more energy than the reactants.',
        'Its enthalpy change, $\\Delta H$, is positive.',
      ],
      correct: 0,
      explanation:
        'In an exothermic reaction energy is released to the surroundings, which warm up. The products have less energy than the reactants, so $\\Delta H$ is negative; the other options describe an endothermic reaction.',
    },
    {
      topic: 'chemical-energetics-reactions',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'Use the bond energies below to calculate the enthalpy change, in kJ/mol, for the reaction $\\text{H}_2 + \\text{Cl}_2 \\rightarrow 2\\text{HCl}$. Include the sign in your answer.\n\n| bond | bond energy (kJ/mol) |\n|---|---|\n| H–H | 436 |\n| Cl–Cl | 242 |\n| H–Cl | 431 |',
      value: -184,
      tolerance: 1,
      explanation:
        'Energy to break bonds $= 436 + 242 = 678$ kJ; energy released making bonds $= 2 \\times 431 = 862$ kJ. $\\Delta H = 678 - 862 = -184$ kJ/mol, so the reaction is exothermic.',
    },
    {
      topic: 'chemical-energetics-reactions',
      difficulty: 'medium',
      type: 'single',
      stem: 'Magnesium ribbon reacts faster with 2.0 mol/dm³ hydrochloric acid than with 1.0 mol/dm³ hydrochloric acid at the same temperature. Which explanation is correct?',
      choices: [
        'The acid particles have more kinetic energy in the more concentrated acid.',
        'The activation energy is lower in the more concentrated acid.',
        'There are more acid particles per unit volume, so collisions with the magnesium are more frequent.',
        'Each collision is more energetic, so a greater proportion of collisions are successful.',
      ],
      correct: 2,
      explanation:
        'Increasing concentration puts more reacting particles in the same volume, increasing the collision frequency and so the rate. Particle energy depends on temperature, and only a catalyst lowers the activation energy.',
    },
    {
      topic: 'chemical-energetics-reactions',
      difficulty: 'hard',
      type: 'single',
      stem: 'Ammonia is made in the reversible reaction\n\n$\\text{N}_2(\\text{g}) + 3\\text{H}_2(\\text{g}) \\rightleftharpoons 2\\text{NH}_3(\\text{g})$, $\\Delta H$ negative.\n\nWhat happens to the position of equilibrium when the pressure is increased at constant temperature, and why?',
      choices: [
        'It moves to the right, because there are fewer moles of gas on the right.',
        'It moves to the left, because there are fewer moles of gas on the left.',
        'It moves to the right, because the forward reaction is exothermic.',
        'It does not move, because pressure changes only the rate of reaction.',
      ],
      correct: 0,
      explanation:
        'There are 4 moles of gas on the left and 2 on the right. Increasing pressure shifts the equilibrium towards the side with fewer gas molecules, which reduces the pressure, so the yield of ammonia rises. The sign of $\\Delta H$ matters for temperature changes, not pressure changes.',
    },
    {
      topic: 'chemical-energetics-reactions',
      difficulty: 'medium',
      type: 'single',
      stem: 'In a blast furnace: $\\text{Fe}_2\\text{O}_3 + 3\\text{CO} \\rightarrow 2\\text{Fe} + 3\\text{CO}_2$. Which substance is the oxidising agent?',
      choices: ['Fe₂O₃', 'CO', 'Fe', 'CO₂'],
      correct: 0,
      explanation:
        'Fe₂O₃ loses oxygen (Fe³⁺ gains electrons to become Fe), so it is reduced; by doing so it oxidises CO to CO₂. The substance that is reduced is the oxidising agent, so it is Fe₂O₃; CO is the reducing agent.',
    },

    // ── Acids, bases and salts ─────────────────────────────────────────────────
    {
      topic: 'acids-bases-salts',
      difficulty: 'easy',
      type: 'single',
      stem: 'A solution turns universal indicator purple. What is its most likely pH?',
      choices: ['1', '5', '7', '13'],
      correct: 3,
      explanation:
        'Universal indicator is purple in strongly alkaline solutions (pH about 12–14), green at pH 7, and red or orange in acids, so pH 13 fits.',
    },
    {
      topic: 'acids-bases-salts',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which method is best for preparing a pure, dry sample of barium sulfate, an insoluble salt?',
      choices: [
        'Mix aqueous barium chloride with aqueous sodium sulfate, filter, then crystallise the filtrate.',
        'Add excess barium carbonate to dilute sulfuric acid, filter, then crystallise the filtrate.',
        'Mix aqueous barium chloride with aqueous sodium sulfate, filter, wash the residue with distilled water and dry it.',
        'Dissolve barium sulfate in water, then crystallise it by evaporation.',
      ],
      correct: 2,
      explanation:
        'An insoluble salt is made by precipitation: mixing solutions containing its two ions gives solid BaSO₄, which is collected as the residue, washed and dried. The filtrate contains only soluble substances (here sodium chloride), so crystallising it cannot give barium sulfate, which does not dissolve in water.',
    },
    {
      topic: 'acids-bases-salts',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which oxide is amphoteric?',
      choices: [
        'calcium oxide, CaO',
        'aluminium oxide, Al₂O₃',
        'sulfur dioxide, SO₂',
        'carbon monoxide, CO',
      ],
      correct: 1,
      explanation:
        'An amphoteric oxide reacts with both acids and bases; aluminium oxide (like zinc oxide) does. CaO is basic, SO₂ is acidic and CO is neutral.',
    },
    {
      topic: 'acids-bases-salts',
      difficulty: 'hard',
      type: 'single',
      stem: 'Why does 0.1 mol/dm³ ethanoic acid have a higher pH than 0.1 mol/dm³ hydrochloric acid?',
      choices: [
        'Ethanoic acid is more concentrated than hydrochloric acid.',
        'Ethanoic acid is only partially dissociated in water, so the concentration of H⁺ ions is lower.',
        'Ethanoic acid is fully dissociated in water, so it releases more H⁺ ions.',
        'Ethanoic acid accepts protons instead of donating them.',
      ],
      correct: 1,
      explanation:
        'Both solutions have the same concentration of acid, but ethanoic acid is a weak acid that only partly ionises, so its H⁺ concentration is lower. A lower H⁺ concentration means a higher pH.',
    },
    {
      topic: 'acids-bases-salts',
      difficulty: 'easy',
      type: 'text',
      stem: 'Dilute hydrochloric acid is added to magnesium carbonate. The mixture fizzes. Name the gas given off.',
      accepted: ['carbon dioxide', 'CO2', 'CO₂'],
      explanation:
        'Acid + carbonate → salt + water + carbon dioxide: $\\text{MgCO}_3 + 2\\text{HCl} \\rightarrow \\text{MgCl}_2 + \\text{H}_2\\text{O} + \\text{CO}_2$. The gas turns limewater milky.',
    },
    {
      topic: 'acids-bases-salts',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which of these salts are soluble in water? Select all that apply.',
      choices: [
        'potassium carbonate',
        'silver chloride',
        'copper(II) nitrate',
        'barium sulfate',
        'calcium carbonate',
      ],
      correct: [0, 2],
      explanation:
        'All potassium salts and all nitrates are soluble. Silver chloride is an insoluble chloride, barium sulfate an insoluble sulfate, and carbonates are insoluble except those of sodium, potassium and ammonium.',
    },

    // ── The periodic table and metals ──────────────────────────────────────────
    {
      topic: 'periodic-table-metals',
      difficulty: 'easy',
      type: 'single',
      stem: 'Which metal reacts most vigorously with cold water?',
      choices: ['lithium', 'magnesium', 'potassium', 'sodium'],
      correct: 2,
      explanation:
        'Group I metals become more reactive down the group (Li < Na < K) because the outer electron is further from the nucleus and more easily lost. Magnesium, in Group II, reacts only very slowly with cold water.',
    },
    {
      topic: 'periodic-table-metals',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which mixture produces a displacement reaction?',
      choices: [
        'bromine water added to aqueous potassium chloride',
        'aqueous iodine added to aqueous potassium bromide',
        'chlorine water added to aqueous potassium bromide',
        'aqueous iodine added to aqueous potassium chloride',
      ],
      correct: 2,
      explanation:
        'Reactivity of the halogens decreases down Group VII (Cl > Br > I), and a halogen displaces only a less reactive halide. Chlorine displaces bromide: $\\text{Cl}_2 + 2\\text{KBr} \\rightarrow 2\\text{KCl} + \\text{Br}_2$; the other halogens are less reactive than the halide present.',
    },
    {
      topic: 'periodic-table-metals',
      difficulty: 'medium',
      type: 'single',
      stem: 'Iron is extracted by heating its oxide with carbon, but aluminium is extracted by electrolysis. Why?',
      choices: [
        'Aluminium is more reactive than carbon, so carbon cannot reduce aluminium oxide.',
        'Aluminium is less reactive than carbon, so it would react with the carbon.',
        'Aluminium oxide has a low melting point, so it can be electrolysed easily.',
        'Aluminium ore contains no oxygen, so carbon has nothing to remove.',
      ],
      correct: 0,
      explanation:
        'Carbon can only remove oxygen from the oxides of metals below it in the reactivity series. Aluminium is above carbon, so electrolysis of the molten oxide (dissolved in cryolite to lower the operating temperature) is used.',
    },
    {
      topic: 'periodic-table-metals',
      difficulty: 'hard',
      type: 'single',
      stem: 'Blocks of zinc are bolted to the steel hull of a ship to stop the hull rusting. How does this work?',
      choices: [
        'Zinc is less reactive than iron, so it does not corrode.',
        'Zinc is more reactive than iron, so it is oxidised (loses electrons) instead of the iron.',
        'Zinc forms a layer that covers the whole hull and keeps out water and oxygen.',
        'Zinc acts as a catalyst that turns rust back into iron.',
      ],
      correct: 1,
      explanation:
        'This is sacrificial protection: zinc is higher in the reactivity series, so it loses electrons more readily than iron and corrodes in its place while supplying electrons to the steel. Small blocks do not coat the hull, so a barrier explanation does not apply.',
    },
    {
      topic: 'periodic-table-metals',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which property is typical of transition elements but not of Group I metals?',
      choices: [
        'They have low melting points.',
        'They form coloured compounds.',
        'They are soft enough to cut with a knife.',
        'They react vigorously with cold water.',
      ],
      correct: 1,
      explanation:
        'Transition elements have high densities and melting points, form coloured compounds, have variable oxidation states and act as catalysts. The other three properties describe Group I metals.',
    },

    // ── Organic chemistry ──────────────────────────────────────────────────────
    {
      topic: 'organic-chemistry',
      difficulty: 'easy',
      type: 'single',
      stem: 'What is the general formula of the alkanes?',
      choices: [
        '$\\text{C}_n\\text{H}_{2n}$',
        '$\\text{C}_n\\text{H}_{2n+2}$',
        '$\\text{C}_n\\text{H}_{2n-2}$',
        '$\\text{C}_n\\text{H}_{2n+1}\\text{OH}$',
      ],
      correct: 1,
      explanation:
        'Alkanes are saturated hydrocarbons, e.g. CH₄, C₂H₆, C₃H₈, which fit $\\text{C}_n\\text{H}_{2n+2}$. $\\text{C}_n\\text{H}_{2n}$ is the alkenes and $\\text{C}_n\\text{H}_{2n+1}\\text{OH}$ the alcohols.',
    },
    {
      topic: 'organic-chemistry',
      difficulty: 'easy',
      type: 'single',
      stem: 'Bromine water is shaken with an unknown hydrocarbon and changes from orange to colourless. What does this show?',
      choices: [
        'The hydrocarbon is an alkane.',
        'The hydrocarbon contains a C=C double bond.',
        'The hydrocarbon is a polymer.',
        'The hydrocarbon has been oxidised to carbon dioxide.',
      ],
      correct: 1,
      explanation:
        'Unsaturated compounds such as alkenes decolourise bromine water because bromine adds across the C=C bond. Alkanes do not react with bromine water at room temperature, so it stays orange.',
    },
    {
      topic: 'organic-chemistry',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which monomer is used to make the addition polymer poly(chloroethene), PVC?',
      choices: ['CH₃CH₂Cl', 'CH₂=CHCl', 'CH₂=CH₂', 'CH₂=CHCH₃'],
      correct: 1,
      explanation:
        'Addition polymers form from monomers with a C=C bond, and the polymer name is "poly" + the monomer name. Chloroethene is CH₂=CHCl; CH₃CH₂Cl has no double bond, and the other two make poly(ethene) and poly(propene).',
    },
    {
      topic: 'organic-chemistry',
      difficulty: 'hard',
      type: 'single',
      stem: 'How many structural isomers have the molecular formula C₅H₁₂?',
      choices: ['2', '3', '4', '5'],
      correct: 1,
      explanation:
        'The isomers are pentane (straight chain), 2-methylbutane and 2,2-dimethylpropane. Any other drawing is one of these three redrawn, for example a "bent" chain is still pentane.',
    },
    {
      topic: 'organic-chemistry',
      difficulty: 'medium',
      type: 'single',
      stem: 'Ethanoic acid is warmed with methanol and a few drops of concentrated sulfuric acid. What is the name of the ester formed?',
      choices: ['ethyl methanoate', 'methyl ethanoate', 'methyl methanoate', 'ethyl ethanoate'],
      correct: 1,
      explanation:
        'An ester is named with the alcohol part first (methanol → methyl) and the acid part second (ethanoic acid → ethanoate), giving methyl ethanoate, $\\text{CH}_3\\text{COOCH}_3$. Ethyl methanoate would come from ethanol and methanoic acid.',
    },
  ],
};
