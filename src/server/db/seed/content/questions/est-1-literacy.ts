import type { SeedQuestionFile } from '../seed-question';

/**
 * EST I Literacy reference questions: three original passages with reading, vocabulary and
 * rhetoric items, plus stand-alone grammar and rhetoric items. Written and checked by hand.
 */
export const QUESTIONS: SeedQuestionFile = {
  subject: 'est-1-literacy',
  passages: [
    {
      key: 'est1-lit-desalination',
      title: 'Drinking the Sea',
      body: [
        'Along the shores of the Arabian Gulf, the water that flows from a kitchen tap has often begun its journey in the sea. In countries where rain is rare and rivers are absent, desalination—the removal of salt from seawater—has moved from a costly experiment to an everyday necessity. Whole cities now depend on plants that most of their residents have never seen.',
        'The earliest large plants relied on heat. In a process called multi-stage flash distillation, seawater is heated and then passed through a series of chambers kept at progressively lower pressure, where part of it “flashes” into steam. The steam condenses as fresh water, leaving the salt behind. The method is dependable, but it consumes enormous quantities of energy, and in the region that energy has traditionally come from burning oil and gas.',
        'Since the 1990s, a rival technology has steadily gained ground. Reverse osmosis does not boil water at all; instead, pumps force seawater at high pressure against membranes whose pores are small enough to hold back dissolved salts while letting water molecules pass. Because it avoids the expense of heating, reverse osmosis typically uses far less energy for each cubic metre it produces. Its membranes, however, are delicate. Sand, algae and oil must be filtered out beforehand, or the membranes clog and must be replaced.',
        'Neither method solves a problem that all desalination shares: the brine. For every glass of fresh water, a plant produces a stream of leftover water that can be roughly twice as salty as the sea. When this dense brine is released close to shore, it can sink and spread along the seabed, where it may harm the seagrass and coral that shelter young fish. Engineers now design outlets that spray brine into fast-moving currents so that it mixes quickly, and some researchers are testing ways to extract useful minerals from it.',
        'The future of desalination in the Middle East may be shaped by the same sun that makes the region so dry. Solar farms are becoming cheaper every year, and several new plants are being paired with them. Such partnerships will not make desalinated water free, but they could loosen its dependence on fossil fuels. For nations that have learned to drink the sea, the question is no longer whether to desalinate, but how to do so without borrowing against the health of the very waters they rely on.',
      ].join('\n\n'),
    },
    {
      key: 'est1-lit-alexandria-library',
      title: 'The Library That Wanted Every Book',
      body: [
        'In the third century BCE, the Greek-speaking kings who ruled Egypt from the city of Alexandria set themselves an extraordinary goal: to gather a copy of every book in the known world. The Library they founded, together with the research institution called the Mouseion, became the most famous centre of learning in the ancient Mediterranean.',
        'The Ptolemies pursued books with an energy that bordered on obsession. According to a story preserved by the physician Galen, ships that entered the harbour were searched for scrolls. The scrolls were copied by the Library’s scribes, and, at least in some cases, the owners received the copies while the originals stayed in the collection. Whether or not every detail is true, the story captures the spirit of an institution that treated knowledge as a treasure worth seizing.',
        'The collection attracted scholars as well as scrolls. Supported by royal funds, they lived and worked near the Library, free to pursue their questions. Among them was Eratosthenes, who compared the angle of the noon sun in two Egyptian cities and used the difference to estimate the circumference of the Earth, arriving at a figure that many historians consider remarkably close to the true value. Others edited the poems of Homer, comparing copies to remove errors that careless copyists had introduced over the centuries.',
        'Popular imagination tends to end the story with a single, dramatic fire. Julius Caesar’s forces did set fires in Alexandria in 48 BCE, and ancient writers report that books were lost. Yet most historians now believe that the Library declined slowly rather than vanishing in one night. Royal funding dwindled, scholars were expelled or drifted away during periods of political upheaval, and papyrus scrolls, which decay in humid air, needed to be recopied constantly. A library that no one pays to maintain does not need to burn in order to disappear.',
        'In 2002, Egypt opened the Bibliotheca Alexandrina near the site of the ancient Library. Its tilted, disc-shaped roof is meant to recall the sun rising over the Mediterranean, and its granite outer wall is carved with letters from many of the world’s scripts. The new library does not pretend to restore what was lost. Its ambition is different: to serve again as a meeting place for scholars from many nations, and to remind visitors that the survival of knowledge depends less on walls than on the people who keep it alive.',
      ].join('\n\n'),
    },
    {
      key: 'est1-lit-heat-islands',
      title: 'Why Cities Run Hot',
      body: [
        'On a summer night in a large city, the air downtown can remain several degrees warmer than the air over the farmland just outside it. Scientists call this effect the urban heat island. It is not a mystery of the weather but a consequence of design: the materials we build with, and the way we arrange them, change how a place gains and loses heat.',
        'Much of the problem begins with surfaces. Dark asphalt and concrete absorb a large share of the sunlight that strikes them and store its energy through the day. After sunset, they release that stored heat slowly, which is why the difference between city and countryside is often greatest at night. Tall buildings make matters worse by trapping warm air between them and blocking breezes. Meanwhile, the trees and fields that cool the countryside—by shading the ground and by releasing water that evaporates from their leaves—are scarce in dense neighbourhoods.',
        'Cities also generate their own heat. Cars, factories and, ironically, air conditioners all release waste heat into the streets. In hot climates this creates a troubling loop: as outdoor temperatures rise, residents run their air conditioners longer, which adds still more heat outside and raises the demand for electricity at the very hours when power grids are most strained.',
        'Yet the traditional towns of the Middle East show that builders once knew how to resist the heat. In old Cairo, narrow, winding lanes kept much of the ground in shade for most of the day. Houses turned inward around courtyards, and many were topped with a malqaf, a tall wind-catcher that captured cooler breezes above the rooftops and directed them into the rooms below. Similar towers, known as barjeel, can still be seen in historic districts along the Gulf. None of these designs needed electricity.',
        'Today’s planners are rediscovering some of these lessons and adding new ones. Roofs painted white or coated with reflective materials can stay much cooler than dark ones. Street trees and small parks lower the temperature of the pavement beneath them. Some new districts in the region deliberately orient their streets to catch prevailing winds. None of these measures will reverse a warming climate, but together they can make the difference between a city that merely endures the summer and one in which people can comfortably live.',
      ].join('\n\n'),
    },
  ],
  questions: [
    // ── Passage 1: Drinking the Sea ─────────────────────────────────────────
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-desalination',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which choice best states the central idea of “Drinking the Sea”?',
      choices: [
        'Desalination has become essential in the dry Middle East, and its methods involve trade-offs in energy use and environmental harm that engineers are working to reduce.',
        'Reverse osmosis has made thermal distillation obsolete everywhere in the world.',
        'Brine released by desalination plants is the main cause of the loss of coral in the Arabian Gulf.',
        'Solar power will soon make desalinated water free for the residents of Gulf cities.',
      ],
      correct: 0,
      explanation:
        'The passage calls desalination “an everyday necessity,” compares the energy demands of two methods, describes the shared problem of brine and ends with solar power as a way to reduce fossil-fuel use. The other choices overstate: the passage never says thermal plants are obsolete or that brine is the main cause of coral loss, and it says solar partnerships “will not make desalinated water free.”',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-desalination',
      difficulty: 'easy',
      type: 'single',
      stem: 'According to the passage, why must sand, algae and oil be removed from seawater before reverse osmosis?',
      choices: [
        'They would raise the salt content of the fresh water.',
        'They would clog the membranes, which would then have to be replaced.',
        'They would make the seawater boil at a lower temperature.',
        'They would be released into the sea with the brine.',
      ],
      correct: 1,
      explanation:
        'The third paragraph states: “Sand, algae and oil must be filtered out beforehand, or the membranes clog and must be replaced.” None of the other effects is mentioned, and reverse osmosis “does not boil water at all.”',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-desalination',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which statement about multi-stage flash distillation is most strongly supported by the passage?',
      choices: [
        'It produces no brine, unlike reverse osmosis.',
        'It has not been used in the Gulf since the 1990s.',
        'Its heavy energy use has tied it, in the region, to the burning of oil and gas.',
        'It relies on membranes that must be replaced frequently.',
      ],
      correct: 2,
      explanation:
        'The passage says the method “consumes enormous quantities of energy, and in the region that energy has traditionally come from burning oil and gas.” The brine problem is shared by “Neither method,” the passage says only that a rival has “gained ground” (not that the older method stopped), and membranes belong to reverse osmosis.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-desalination',
      difficulty: 'medium',
      type: 'single',
      stem: 'What is the main purpose of the fourth paragraph (beginning “Neither method solves”)?',
      choices: [
        'To explain why reverse osmosis is replacing thermal distillation',
        'To describe a drawback shared by both methods and some responses to it',
        'To argue that desalination should stop until brine is harmless',
        'To compare the amounts of energy used by the two methods',
      ],
      correct: 1,
      explanation:
        'The paragraph opens with “a problem that all desalination shares: the brine,” explains how brine can harm seagrass and coral, and ends with outlets that mix brine quickly and research on extracting minerals. It makes no call to stop desalination and does not discuss energy.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-desalination',
      difficulty: 'hard',
      type: 'single',
      stem: 'Which quotation from the passage most directly supports the claim that reverse osmosis usually needs less energy than thermal distillation?',
      choices: [
        '“Since the 1990s, a rival technology has steadily gained ground.”',
        '“The method is dependable, but it consumes enormous quantities of energy”',
        '“Because it avoids the expense of heating, reverse osmosis typically uses far less energy for each cubic metre it produces.”',
        '“Solar farms are becoming cheaper every year, and several new plants are being paired with them.”',
      ],
      correct: 2,
      explanation:
        'Only the third quotation compares the two methods directly and gives the reason: reverse osmosis “avoids the expense of heating.” The second describes thermal distillation alone, the first says only that reverse osmosis spread, and the fourth concerns solar power.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-desalination',
      difficulty: 'hard',
      type: 'single',
      stem: 'In the final sentence, the phrase “borrowing against the health of the very waters they rely on” most nearly suggests',
      choices: [
        'taking out loans to build new desalination plants.',
        'taking more water from the sea than rain can replace.',
        'gaining fresh water now at the cost of future damage to the sea that supplies it.',
        'buying fresh water from neighbouring countries.',
      ],
      correct: 2,
      explanation:
        'Borrowing brings a benefit now and a cost later; the passage has just described brine that “may harm the seagrass and coral,” so the phrase means obtaining water today in a way that harms the sea later. Nothing in the passage concerns loans, rainfall or imports.',
    },
    {
      topic: 'vocabulary-in-context',
      passage: 'est1-lit-desalination',
      difficulty: 'easy',
      type: 'single',
      stem: 'As used in the sentence “Its membranes, however, are delicate,” the word “delicate” most nearly means',
      choices: ['finely made.', 'easily damaged.', 'tactful.', 'mild in flavour.'],
      correct: 1,
      explanation:
        'The next sentence explains that unless sand, algae and oil are filtered out, “the membranes clog and must be replaced,” so “delicate” here means easily damaged. The other choices are other meanings of the word that do not fit a filter membrane.',
    },
    {
      topic: 'vocabulary-in-context',
      passage: 'est1-lit-desalination',
      difficulty: 'medium',
      type: 'single',
      stem: 'In the sentence “Since the 1990s, a rival technology has steadily gained ground,” the phrase “gained ground” most nearly means',
      choices: [
        'become more widely used.',
        'taken over land.',
        'grown heavier.',
        'risen in price.',
      ],
      correct: 0,
      explanation:
        'The paragraph goes on to explain the advantage of reverse osmosis over the older thermal method, so “gained ground” means it has been adopted more and more. It is a figurative phrase; no land is involved.',
    },

    // ── Passage 2: The Library That Wanted Every Book ─────────────────────
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'medium',
      type: 'single',
      stem: 'Which choice best summarizes the passage about the Library of Alexandria?',
      choices: [
        'The Library was destroyed in a single fire in 48 BCE, which ended scholarship in Egypt.',
        'The Library owed its fame almost entirely to the work of Eratosthenes.',
        'The Library was a great centre of learning that most likely faded through long neglect rather than one disaster, and a modern library now honours its aims.',
        'The Bibliotheca Alexandrina has recovered most of the books that the ancient Library lost.',
      ],
      correct: 2,
      explanation:
        'The passage describes the Library’s ambitions and scholars, says historians believe it “declined slowly rather than vanishing in one night,” and ends with the Bibliotheca Alexandrina, which “does not pretend to restore what was lost.” That rules out the other three choices.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'easy',
      type: 'single',
      stem: 'According to the passage, how did Eratosthenes estimate the circumference of the Earth?',
      choices: [
        'By timing ships as they sailed across the Mediterranean',
        'By using the difference in the angle of the noon sun in two Egyptian cities',
        'By measuring the shadow of the Library at different seasons',
        'By comparing maps that had been taken from ships in the harbour',
      ],
      correct: 1,
      explanation:
        'The third paragraph says Eratosthenes “compared the angle of the noon sun in two Egyptian cities and used the difference to estimate the circumference of the Earth.”',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'medium',
      type: 'single',
      stem: 'The author includes the story preserved by Galen mainly to',
      choices: [
        'show how determined the Ptolemies were to acquire books.',
        'prove that the Library eventually held every book in the world.',
        'suggest that Galen was an unreliable historian.',
        'explain how papyrus scrolls were made.',
      ],
      correct: 0,
      explanation:
        'The story follows the claim that the Ptolemies “pursued books with an energy that bordered on obsession,” and the author says it “captures the spirit” of the institution. By adding “Whether or not every detail is true,” the author avoids treating it as proof, without attacking Galen.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'hard',
      type: 'single',
      stem: 'It can most reasonably be inferred that the author regards the popular image of the Library ending in “a single, dramatic fire” as',
      choices: [
        'a complete invention with no basis in any event.',
        'a simplification of what was probably a gradual decline.',
        'more accurate than most historians are willing to admit.',
        'a story spread on purpose by Julius Caesar’s enemies.',
      ],
      correct: 1,
      explanation:
        'The author grants that Caesar’s forces “did set fires” and that “books were lost,” so the story is not pure invention, but adds that historians believe the Library “declined slowly rather than vanishing in one night.” The fire story therefore oversimplifies a longer process.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'medium',
      type: 'single',
      stem: 'The sentence “A library that no one pays to maintain does not need to burn in order to disappear” most directly expresses which idea?',
      choices: [
        'Neglect alone can destroy a library.',
        'Libraries should be built of stone rather than wood.',
        'Fires rarely cause serious harm to libraries.',
        'The ancient Library never received any royal funding.',
      ],
      correct: 0,
      explanation:
        'The sentence sums up the causes just listed—dwindling funds, departing scholars, decaying scrolls—as a slow loss that needs no fire. The passage says funding “dwindled,” which means it once existed, so the last choice is wrong.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'hard',
      type: 'multiple',
      stem: 'Which of the following does the passage present as contributing to the decline of the ancient Library? Select all that apply.',
      choices: [
        'Royal funding that grew smaller over time',
        'Scholars who were expelled or drifted away during political upheaval',
        'Papyrus scrolls that decayed unless they were recopied',
        'An earthquake that destroyed the harbour',
        'A royal decision to move the collection to Rome',
      ],
      correct: [0, 1, 2],
      explanation:
        'The fourth paragraph lists three causes: “Royal funding dwindled, scholars were expelled or drifted away during periods of political upheaval, and papyrus scrolls, which decay in humid air, needed to be recopied constantly.” No earthquake or move to Rome is mentioned.',
    },
    {
      topic: 'rhetoric-organisation',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'medium',
      type: 'single',
      stem: 'The final paragraph, about the Bibliotheca Alexandrina, mainly serves to',
      choices: [
        'argue that the new library has replaced the lost collection.',
        'criticize the design of the new library building.',
        'link the ancient Library to a modern institution with a related but different aim.',
        'report on the excavation of the ancient Library’s site.',
      ],
      correct: 2,
      explanation:
        'The paragraph says the new library “does not pretend to restore what was lost” and that “Its ambition is different”: to be a meeting place for scholars, as the ancient Library was. It praises rather than criticizes the building and says nothing of excavation.',
    },
    {
      topic: 'vocabulary-in-context',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'medium',
      type: 'single',
      stem: 'In the sentence “The Ptolemies pursued books with an energy that bordered on obsession,” the phrase “bordered on” most nearly means',
      choices: [
        'shared a frontier with.',
        'decorated the edge of.',
        'came close to.',
        'set a limit on.',
      ],
      correct: 2,
      explanation:
        'The following story of ships being searched for scrolls shows an eagerness so strong it was nearly an obsession, so “bordered on” means came close to. The literal senses of a border (frontier, edge, limit) do not fit an “energy.”',
    },
    {
      topic: 'vocabulary-in-context',
      passage: 'est1-lit-alexandria-library',
      difficulty: 'hard',
      type: 'single',
      stem: 'As used in the sentence “the story captures the spirit of an institution that treated knowledge as a treasure worth seizing,” the word “captures” most nearly means',
      choices: ['seizes.', 'imprisons.', 'wins.', 'conveys.'],
      correct: 3,
      explanation:
        'A story that “captures the spirit” of something expresses its character well, so “captures” means conveys. “Seizes” is tempting because the same sentence mentions “seizing,” but a story cannot physically take hold of a spirit.',
    },

    // ── Passage 3: Why Cities Run Hot ──────────────────────────────────────
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-heat-islands',
      difficulty: 'medium',
      type: 'single',
      stem: 'The passage “Why Cities Run Hot” is mainly concerned with',
      choices: [
        'explaining what causes urban heat islands and describing old and new ways to reduce them.',
        'arguing that air conditioners should be banned in hot cities.',
        'comparing the climate of Cairo with the climate of the Gulf.',
        'showing that urban heat islands are caused by global climate change.',
      ],
      correct: 0,
      explanation:
        'The passage explains the causes (surfaces, buildings, lack of trees, waste heat), then describes traditional designs and modern measures. It says the effect is “not a mystery of the weather but a consequence of design” and that “None of these measures will reverse a warming climate,” so it does not blame climate change; it never proposes a ban.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-heat-islands',
      difficulty: 'easy',
      type: 'single',
      stem: 'According to the passage, why is the temperature difference between a city and the countryside often greatest at night?',
      choices: [
        'Breezes from the farmland stop blowing after sunset.',
        'Air conditioners are used most heavily at night.',
        'Asphalt and concrete slowly release heat they stored during the day.',
        'Trees in the countryside give off warm air after dark.',
      ],
      correct: 2,
      explanation:
        'The second paragraph says that after sunset dark surfaces “release that stored heat slowly, which is why the difference between city and countryside is often greatest at night.”',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-heat-islands',
      difficulty: 'medium',
      type: 'single',
      stem: 'The “troubling loop” described in the third paragraph is best summarized as which of the following?',
      choices: [
        'Power cuts drive residents out of the city, so fewer people remain to plant trees.',
        'Heat kills trees, which makes the city hotter, which kills more trees.',
        'More cars are bought as the city grows, and more roads are built for them.',
        'Hotter air leads people to use more air conditioning, which puts more heat into the air outside.',
      ],
      correct: 3,
      explanation:
        'The passage explains: “as outdoor temperatures rise, residents run their air conditioners longer, which adds still more heat outside.” The effect feeds its own cause, which is what makes it a loop.',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-heat-islands',
      difficulty: 'hard',
      type: 'single',
      stem: 'The author most likely uses the word “ironically” when listing air conditioners among the sources of waste heat because',
      choices: [
        'machines meant to cool people end up adding heat to the city.',
        'air conditioners are more expensive to run than cars.',
        'air conditioners were first invented in cold countries.',
        'air conditioners do not actually cool the rooms they serve.',
      ],
      correct: 0,
      explanation:
        'Irony is a result opposite to what one expects: a cooling device “release[s] waste heat into the streets.” The passage does not compare costs or discuss invention, and it implies that air conditioners do cool rooms, since residents “run their air conditioners longer.”',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-heat-islands',
      difficulty: 'easy',
      type: 'text',
      stem: 'What one-word name does the passage give to the tall wind-catcher that topped many houses in old Cairo?',
      accepted: ['malqaf', 'a malqaf', 'the malqaf', 'malqafs'],
      explanation:
        'The fourth paragraph says many Cairo houses “were topped with a malqaf, a tall wind-catcher.” (“Barjeel” is the name the passage gives to similar towers along the Gulf.)',
    },
    {
      topic: 'reading-comprehension',
      passage: 'est1-lit-heat-islands',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which of the following does the passage mention as measures that today’s planners use to keep cities cooler? Select all that apply.',
      choices: [
        'Roofs painted white or coated with reflective materials',
        'Street trees and small parks',
        'Streets oriented to catch prevailing winds',
        'Darker pavements that absorb more sunlight',
        'Taller buildings that shade the streets',
      ],
      correct: [0, 1, 2],
      explanation:
        'The last paragraph lists reflective roofs, “Street trees and small parks” and streets oriented “to catch prevailing winds.” Dark surfaces and tall buildings are described in the second paragraph as causes of the problem, not cures.',
    },
    {
      topic: 'rhetoric-organisation',
      passage: 'est1-lit-heat-islands',
      difficulty: 'hard',
      type: 'single',
      stem: 'The sentence “None of these designs needed electricity,” at the end of the fourth paragraph, mainly serves to',
      choices: [
        'suggest that old Cairo was too poor to afford modern technology.',
        'point out an advantage of the traditional designs over cooling that adds to the loop described earlier.',
        'argue that modern cities should stop using electricity altogether.',
        'explain why wind-catchers are no longer built today.',
      ],
      correct: 1,
      explanation:
        'The previous paragraph showed electric air conditioning making cities hotter and straining power grids; noting that lanes, courtyards and wind-catchers cooled homes without electricity highlights their advantage. The passage never calls for ending electricity use and says nothing about poverty or why towers stopped being built.',
    },
    {
      topic: 'vocabulary-in-context',
      passage: 'est1-lit-heat-islands',
      difficulty: 'easy',
      type: 'single',
      stem: 'In the phrase “at the very hours when power grids are most strained,” the word “strained” most nearly means',
      choices: ['filtered.', 'injured.', 'under heavy pressure.', 'forced and unnatural.'],
      correct: 2,
      explanation:
        'The sentence is about rising “demand for electricity,” so grids are “strained” when they are pushed close to their limits. Filtering, injury and an unnatural manner (as in a strained smile) are other meanings that do not fit.',
    },
    {
      topic: 'vocabulary-in-context',
      passage: 'est1-lit-heat-islands',
      difficulty: 'medium',
      type: 'single',
      stem: 'In the final sentence, “a city that merely endures the summer,” the word “endures” most nearly means',
      choices: ['remains in existence.', 'puts up with.', 'allows.', 'hardens.'],
      correct: 1,
      explanation:
        'The city that “merely endures” is contrasted with one “in which people can comfortably live,” so “endures” means puts up with or survives with difficulty. “Remains in existence” is another meaning of the word but misses the contrast with comfort.',
    },

    // ── Grammar and usage ──────────────────────────────────────────────────
    {
      topic: 'grammar-usage',
      difficulty: 'easy',
      type: 'single',
      stem: 'The collection of ancient manuscripts **were** moved to a climate-controlled room last year.\n\nWhich choice best replaces the bold word?',
      choices: ['NO CHANGE', 'was', 'have been', 'are being'],
      correct: 1,
      explanation:
        'The subject is the singular noun “collection” (“of ancient manuscripts” is a prepositional phrase), so the verb must be singular; “last year” calls for the simple past, “was.”',
    },
    {
      topic: 'grammar-usage',
      difficulty: 'medium',
      type: 'single',
      stem: 'A wind-catcher draws cooler air down into the **house, it** needs no electricity to do so.\n\nWhich choice is correct for the bold text?',
      choices: ['NO CHANGE', 'house, and it', 'house it', 'house, which it'],
      correct: 1,
      explanation:
        'Two independent clauses cannot be joined by a comma alone (a comma splice) or by nothing (a run-on). A comma plus the conjunction “and” joins them correctly; “which it needs” makes no sense.',
    },
    {
      topic: 'grammar-usage',
      difficulty: 'medium',
      type: 'single',
      stem: 'The new membranes were tested for a year, and **it** lasted twice as long as the old ones.\n\nWhich choice best replaces the bold word?',
      choices: ['NO CHANGE', 'this', 'they', 'that one'],
      correct: 2,
      explanation:
        'The pronoun refers to the plural noun “membranes,” so it must be the plural “they.” “It,” “this” and “that one” are singular and leave the reference unclear.',
    },
    {
      topic: 'grammar-usage',
      difficulty: 'hard',
      type: 'single',
      stem: '**Walking through the old city of Cairo, the narrow lanes kept Leila in the shade** for most of the afternoon.\n\nWhich choice best revises the bold text?',
      choices: [
        'NO CHANGE',
        'Walking through the old city of Cairo, Leila was kept in the shade by the narrow lanes',
        'Walking through the old city of Cairo, the shade of the narrow lanes kept Leila',
        'Walking through the old city of Cairo, shade was given to Leila by the narrow lanes',
      ],
      correct: 1,
      explanation:
        'An opening modifier describes the noun right after the comma. Leila, not the lanes or the shade, was walking, so “Leila” must follow “Walking through the old city of Cairo.”',
    },
    {
      topic: 'grammar-usage',
      difficulty: 'medium',
      type: 'single',
      stem: 'Workers at the plant must filter out sand, **monitoring the membranes, and replace** worn parts.\n\nWhich choice best replaces the bold text?',
      choices: [
        'NO CHANGE',
        'monitor the membranes, and replacing',
        'to monitor the membranes, and replace',
        'monitor the membranes, and replace',
      ],
      correct: 3,
      explanation:
        'Items in a series must be parallel. After “must,” all three verbs take the base form: “filter out sand, monitor the membranes, and replace worn parts.”',
    },
    {
      topic: 'grammar-usage',
      difficulty: 'easy',
      type: 'single',
      stem: 'The **citys’** oldest library reopened after a two-year restoration.\n\nWhich choice is correct for the bold word?',
      choices: ['NO CHANGE', 'city’s', 'cities', 'citys'],
      correct: 1,
      explanation:
        'The sentence refers to the library of one city, so the singular possessive is needed: “city” + apostrophe + s = “city’s.” “Cities” is a plain plural and “citys” is not a word.',
    },
    {
      topic: 'grammar-usage',
      difficulty: 'hard',
      type: 'single',
      stem: 'To estimate the size of the Earth, Eratosthenes needed only two pieces of **information; the** angle of the noon sun at Alexandria and the distance from Alexandria to Syene.\n\nWhich choice is correct for the bold text?',
      choices: ['NO CHANGE', 'information, and the', 'information. The', 'information: the'],
      correct: 3,
      explanation:
        'What follows is a list explaining “two pieces of information,” not an independent clause, so a colon is needed. A semicolon must join two independent clauses, “and” would wrongly add more items, and a period would leave a fragment.',
    },
    {
      topic: 'grammar-usage',
      difficulty: 'medium',
      type: 'single',
      stem: 'Of the two desalination methods, reverse osmosis is usually the **most efficient** in its use of energy.\n\nWhich choice best replaces the bold text?',
      choices: ['NO CHANGE', 'most efficiently', 'more efficient', 'more efficiently'],
      correct: 2,
      explanation:
        'When exactly two things are compared, the comparative form (“more”) is used, not the superlative (“most”). An adjective is needed here, so “more efficient” is correct rather than the adverb “more efficiently.”',
    },

    {
      topic: 'grammar-usage',
      difficulty: 'easy',
      type: 'single',
      stem: 'The Bibliotheca Alexandrina is known for **its** granite wall, which is carved with letters from many of the world’s scripts.\n\nWhich choice is correct for the bold word?',
      choices: ['NO CHANGE', 'it’s', 'its’', 'their'],
      correct: 0,
      explanation:
        '“Its” without an apostrophe is the possessive form needed here: the wall belongs to the library. “It’s” means “it is,” “its’” is not a word, and “their” is plural while “Bibliotheca Alexandrina” is singular.',
    },

    // ── Rhetoric and organisation ──────────────────────────────────────────
    {
      topic: 'rhetoric-organisation',
      difficulty: 'easy',
      type: 'single',
      stem: 'Desalinated water is essential in the Gulf. **Consequently,** producing it remains expensive and uses a great deal of energy.\n\nWhich choice provides the most logical transition?',
      choices: ['NO CHANGE', 'However,', 'For example,', 'Similarly,'],
      correct: 1,
      explanation:
        'The second sentence presents a difficulty that contrasts with the first sentence’s point that the water is essential; it is not a result, an example or a similar point. “However” signals the contrast.',
    },
    {
      topic: 'rhetoric-organisation',
      difficulty: 'medium',
      type: 'single',
      stem: 'A student is writing a paragraph explaining how traditional houses in old Cairo stayed cool. After describing shaded courtyards and wind-catchers, the student considers adding this sentence: “Cairo is the capital of Egypt and its largest city.”\n\nShould the student add the sentence?',
      choices: [
        'Yes, because it tells the reader where the houses were located.',
        'Yes, because it explains why the houses were built around courtyards.',
        'No, because it interrupts the explanation of cooling methods with unrelated information.',
        'No, because it contradicts the information about wind-catchers.',
      ],
      correct: 2,
      explanation:
        'The paragraph’s focus is how houses stayed cool; Cairo’s status as capital does not help explain that, so the sentence is off topic. It does not contradict anything, and the location is already clear from “old Cairo.”',
    },
    {
      topic: 'rhetoric-organisation',
      difficulty: 'hard',
      type: 'single',
      stem: 'A writer wants to end a paragraph about reflective “cool roofs” with a sentence that emphasizes their practical benefit to households. Which choice best accomplishes this goal?',
      choices: [
        'Cool roofs can be white, silver or covered with special reflective tiles.',
        'In tests, rooms under reflective roofs stayed cooler, so families ran their air conditioners less and paid lower electricity bills.',
        'The custom of whitewashing roofs is centuries old in some Mediterranean towns.',
        'Some architects believe that dark roofs look more modern than white ones.',
      ],
      correct: 1,
      explanation:
        'Only the second choice states a concrete benefit to households: cooler rooms, less air conditioning and lower bills. The others describe types of roofs, history or taste.',
    },
    {
      topic: 'rhetoric-organisation',
      difficulty: 'easy',
      type: 'single',
      stem: 'The Bibliotheca Alexandrina opened in 2002. It stands near the site of the ancient Library.\n\nWhich choice most effectively combines the two sentences?',
      choices: [
        'The Bibliotheca Alexandrina, which opened in 2002, stands near the site of the ancient Library.',
        'The Bibliotheca Alexandrina opened in 2002, it stands near the site of the ancient Library.',
        'Opening in 2002, and standing near the site of the ancient Library, the Bibliotheca Alexandrina.',
        'The Bibliotheca Alexandrina opened in 2002, and also it is a library that is standing near the site where the ancient Library stood.',
      ],
      correct: 0,
      explanation:
        'The relative clause “which opened in 2002” joins the ideas concisely and correctly. The second choice is a comma splice, the third has no main verb, and the fourth is wordy.',
    },
  ],
};
