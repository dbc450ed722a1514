import type { SeedQuestionFile } from '../seed-question';

/** Original, hand-checked Cambridge IGCSE Physics (Extended) reference questions. */
export const QUESTIONS: SeedQuestionFile = {
  subject: 'igcse-physics',
  questions: [
    // ── Motion, forces and energy ──────────────────────────────────────────────
    {
      topic: 'motion-forces-energy',
      difficulty: 'easy',
      type: 'single',
      stem: 'A car accelerates uniformly from rest to a speed of 24 m/s in 8.0 s. What is its acceleration?',
      choices: [
        '$0.33\\ \\text{m/s}^2$',
        '$3.0\\ \\text{m/s}^2$',
        '$16\\ \\text{m/s}^2$',
        '$192\\ \\text{m/s}^2$',
      ],
      correct: 1,
      explanation:
        'Acceleration is the change in velocity divided by the time taken: $a = \\frac{24 - 0}{8.0} = 3.0\\ \\text{m/s}^2$.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'easy',
      type: 'single',
      stem: 'A skydiver falls at a constant (terminal) velocity before opening the parachute. Which statement is correct?',
      choices: [
        'No forces act on the skydiver.',
        "The air resistance on the skydiver is greater than the skydiver's weight.",
        "The air resistance on the skydiver is equal to the skydiver's weight.",
        "The skydiver's weight has decreased to zero.",
      ],
      correct: 2,
      explanation:
        'At constant velocity the acceleration is zero, so the resultant force is zero: the upward air resistance balances the downward weight. Both forces still act on the skydiver.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'easy',
      type: 'single',
      stem: 'A uniform metre rule is balanced on a pivot at its centre. A downward force of 3.0 N acts 20 cm to the left of the pivot. What downward force must act 30 cm to the right of the pivot to keep the rule balanced?',
      choices: ['1.5 N', '2.0 N', '3.0 N', '4.5 N'],
      correct: 1,
      explanation:
        'For equilibrium, clockwise moments equal anticlockwise moments: $3.0 \\times 20 = F \\times 30$, so $F = \\frac{60}{30} = 2.0$ N. The rule is uniform and pivoted at its centre, so its own weight has no moment.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'easy',
      type: 'multiple',
      stem: 'Which of the following quantities are vectors? Select all that apply.',
      choices: ['Velocity', 'Mass', 'Force', 'Energy', 'Acceleration'],
      correct: [0, 2, 4],
      explanation:
        'A vector has both magnitude and direction: velocity, force and acceleration are vectors. Mass and energy have magnitude only, so they are scalars.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A cyclist accelerates uniformly from 4.0 m/s to 10.0 m/s in 6.0 s and then travels at a constant 10.0 m/s for a further 12 s. Calculate the total distance travelled, in metres.',
      value: 162,
      tolerance: 0.5,
      explanation:
        'Distance is the area under the speed–time graph. While accelerating: $\\frac{4.0 + 10.0}{2} \\times 6.0 = 42$ m; at constant speed: $10.0 \\times 12 = 120$ m. Total $= 42 + 120 = 162$ m.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'medium',
      type: 'single',
      stem: 'A trolley of mass 2.0 kg moving at 3.0 m/s collides with a stationary trolley of mass 1.0 kg. The two trolleys stick together. What is their speed immediately after the collision?',
      choices: ['1.5 m/s', '2.0 m/s', '3.0 m/s', '6.0 m/s'],
      correct: 1,
      explanation:
        'Momentum is conserved: $2.0 \\times 3.0 = (2.0 + 1.0) \\times v$, so $v = \\frac{6.0}{3.0} = 2.0$ m/s. Kinetic energy is not conserved in this collision, so energy cannot be used to find $v$.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'medium',
      type: 'single',
      stem: "A spring obeys Hooke's law. It extends by 4.0 cm when a load of 6.0 N is hung from it. What is its spring constant?",
      choices: ['0.67 N/m', '1.5 N/m', '24 N/m', '150 N/m'],
      correct: 3,
      explanation:
        'The extension must be in metres: $x = 0.040$ m. Then $k = \\frac{F}{x} = \\frac{6.0}{0.040} = 150$ N/m. Using 4.0 cm directly gives 1.5 N/cm, which is the same stiffness but not 1.5 N/m.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'Calculate the pressure due to the water at a depth of 15 m in a lake. The density of water is $1000\\ \\text{kg/m}^3$ and $g = 9.8\\ \\text{m/s}^2$. Give your answer in kPa.',
      value: 147,
      tolerance: 0.5,
      explanation:
        '$\\Delta p = \\rho g \\Delta h = 1000 \\times 9.8 \\times 15 = 147\\,000$ Pa $= 147$ kPa. This is the pressure due to the water only; atmospheric pressure acts in addition.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'medium',
      type: 'single',
      stem: 'An object moves in a horizontal circle at constant speed. Which statement about the object is correct?',
      choices: [
        'Its velocity is constant because its speed is constant.',
        'There is a resultant force on it directed towards the centre of the circle.',
        'There is a resultant force on it directed away from the centre of the circle.',
        'There is no resultant force on it because its speed does not change.',
      ],
      correct: 1,
      explanation:
        'The direction of motion changes continuously, so the velocity changes and the object accelerates. This requires a resultant force, which acts towards the centre of the circle, perpendicular to the motion, so the speed stays constant.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'hard',
      type: 'single',
      stem: 'An electric motor lifts a load of mass 50 kg through a vertical height of 12 m in 20 s. The electrical power input to the motor is 400 W. Take $g = 10\\ \\text{N/kg}$. What is the efficiency of the motor?',
      choices: ['7.5%', '25%', '75%', '133%'],
      correct: 2,
      explanation:
        'Useful energy output $= mgh = 50 \\times 10 \\times 12 = 6000$ J, so useful power output $= \\frac{6000}{20} = 300$ W. Efficiency $= \\frac{300}{400} \\times 100\\% = 75\\%$.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'hard',
      type: 'single',
      stem: 'A ball of mass 0.50 kg is thrown vertically upwards at 12 m/s and reaches a maximum height of 6.0 m above the point of release. Take $g = 10\\ \\text{N/kg}$. How much energy is transferred to the surroundings by air resistance on the way up?',
      choices: ['6.0 J', '30 J', '36 J', '66 J'],
      correct: 0,
      explanation:
        'Initial kinetic energy $= \\frac{1}{2} \\times 0.50 \\times 12^2 = 36$ J. Gain in gravitational potential energy $= 0.50 \\times 10 \\times 6.0 = 30$ J. The difference, $36 - 30 = 6.0$ J, is transferred to the surroundings by air resistance.',
    },
    {
      topic: 'motion-forces-energy',
      difficulty: 'hard',
      type: 'single',
      stem: 'A ball of mass 0.15 kg travelling at 20 m/s is hit by a bat and moves back along its original path at 30 m/s. The ball is in contact with the bat for 0.010 s. What is the average force exerted on the ball by the bat?',
      choices: ['7.5 N', '150 N', '750 N', '7500 N'],
      correct: 2,
      explanation:
        'Taking the final direction as positive, the change in momentum is $0.15 \\times 30 - 0.15 \\times (-20) = 4.5 + 3.0 = 7.5$ kg m/s. Force $=$ change in momentum $\\div$ time $= \\frac{7.5}{0.010} = 750$ N. Ignoring the reversal of direction would give only $\\frac{0.15 \\times 10}{0.010} = 150$ N.',
    },

    // ── Thermal physics ────────────────────────────────────────────────────────
    {
      topic: 'thermal-physics',
      difficulty: 'easy',
      type: 'single',
      stem: 'By which process does thermal energy from the Sun reach the Earth through the vacuum of space?',
      choices: ['Conduction', 'Convection', 'Infrared radiation', 'Evaporation'],
      correct: 2,
      explanation:
        'Conduction and convection both need particles of a medium, and space is a vacuum. Infrared radiation is an electromagnetic wave, so it can travel through a vacuum.',
    },
    {
      topic: 'thermal-physics',
      difficulty: 'easy',
      type: 'single',
      stem: 'A fixed mass of gas at constant temperature has a volume of $200\\ \\text{cm}^3$ at a pressure of 100 kPa. It is compressed to a volume of $50\\ \\text{cm}^3$. What is its new pressure?',
      choices: ['25 kPa', '150 kPa', '400 kPa', '1000 kPa'],
      correct: 2,
      explanation:
        'At constant temperature $pV$ is constant: $100 \\times 200 = p \\times 50$, so $p = \\frac{20\\,000}{50} = 400$ kPa. The volume is divided by 4, so the pressure is multiplied by 4.',
    },
    {
      topic: 'thermal-physics',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'Calculate the energy needed to raise the temperature of 0.50 kg of water from 20 °C to 80 °C. The specific heat capacity of water is 4200 J/(kg °C). Give your answer in kJ.',
      value: 126,
      tolerance: 0.5,
      explanation:
        '$\\Delta E = mc\\Delta\\theta = 0.50 \\times 4200 \\times (80 - 20) = 126\\,000$ J $= 126$ kJ.',
    },
    {
      topic: 'thermal-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'Why does the temperature of a liquid fall when it evaporates and no energy is supplied to it?',
      choices: [
        'The escaping molecules take in energy from the air, which cools the liquid.',
        'The less energetic molecules escape from the surface, so the remaining molecules slow down.',
        'Evaporation takes place throughout the liquid, so every molecule loses the same amount of energy.',
        'The more energetic molecules escape from the surface, so the average kinetic energy of the remaining molecules decreases.',
      ],
      correct: 3,
      explanation:
        'Only molecules with enough kinetic energy to overcome the attractive forces can escape from the surface. Losing the most energetic molecules lowers the average kinetic energy of those left behind, and temperature depends on that average.',
    },
    {
      topic: 'thermal-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A sealed container of gas with a fixed volume is heated. In terms of the particles, why does the pressure of the gas increase?',
      choices: [
        "The particles expand, so they take up more of the container's volume.",
        'The particles move faster, so they hit the walls more often and with greater force.',
        'More particles are produced as the gas is heated.',
        'The particles move faster, so they spend less time near the walls and exert a smaller force.',
      ],
      correct: 1,
      explanation:
        'Heating increases the average kinetic energy, so the particles move faster. They collide with the walls more frequently and each collision involves a larger change of momentum, so the force per unit area (pressure) increases.',
    },
    {
      topic: 'thermal-physics',
      difficulty: 'hard',
      type: 'single',
      stem: 'A 60 W immersion heater is placed in a funnel of crushed ice at 0 °C and switched on for 5.0 minutes. After allowing for ice melted by the surroundings, the heater melts 0.054 kg of ice in this time. What value for the specific latent heat of fusion of ice do these results give?',
      choices: [
        '$9.7 \\times 10^{2}\\ \\text{J/kg}$',
        '$1.1 \\times 10^{3}\\ \\text{J/kg}$',
        '$5.6 \\times 10^{3}\\ \\text{J/kg}$',
        '$3.3 \\times 10^{5}\\ \\text{J/kg}$',
      ],
      correct: 3,
      explanation:
        'Energy supplied $= Pt = 60 \\times (5.0 \\times 60) = 18\\,000$ J. Then $L = \\frac{E}{m} = \\frac{18\\,000}{0.054} \\approx 3.3 \\times 10^{5}$ J/kg. The time must be in seconds, not minutes.',
    },

    // ── Waves ──────────────────────────────────────────────────────────────────
    {
      topic: 'waves',
      difficulty: 'easy',
      type: 'single',
      stem: 'A sound wave has a frequency of 250 Hz and a wavelength of 1.36 m. What is its speed?',
      choices: ['$5.4 \\times 10^{-3}$ m/s', '184 m/s', '251 m/s', '340 m/s'],
      correct: 3,
      explanation: 'Wave speed $v = f\\lambda = 250 \\times 1.36 = 340$ m/s.',
    },
    {
      topic: 'waves',
      difficulty: 'easy',
      type: 'single',
      stem: 'Which list places these electromagnetic waves in order of increasing frequency?',
      choices: [
        'X-rays, ultraviolet, infrared, radio waves',
        'radio waves, infrared, ultraviolet, X-rays',
        'radio waves, ultraviolet, infrared, X-rays',
        'infrared, radio waves, X-rays, ultraviolet',
      ],
      correct: 1,
      explanation:
        'In order of increasing frequency (decreasing wavelength) the spectrum is radio, microwaves, infrared, visible light, ultraviolet, X-rays, gamma rays. The second list is in order of decreasing frequency.',
    },
    {
      topic: 'waves',
      difficulty: 'easy',
      type: 'single',
      stem: 'A student standing in front of a cliff claps once and hears the echo 0.80 s later. The speed of sound in air is 330 m/s. How far is the student from the cliff?',
      choices: ['66 m', '132 m', '264 m', '413 m'],
      correct: 1,
      explanation:
        'In 0.80 s the sound travels $330 \\times 0.80 = 264$ m, but this is to the cliff and back. The distance to the cliff is $\\frac{264}{2} = 132$ m.',
    },
    {
      topic: 'waves',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A ray of light passes from air into glass of refractive index 1.50. The angle of incidence is $40^{\\circ}$. Calculate the angle of refraction, in degrees, correct to 1 decimal place.',
      value: 25.4,
      tolerance: 0.1,
      explanation:
        '$n = \\frac{\\sin i}{\\sin r}$, so $\\sin r = \\frac{\\sin 40^{\\circ}}{1.50} = \\frac{0.6428}{1.50} = 0.4285$ and $r = 25.4^{\\circ}$. The ray bends towards the normal as it enters the denser medium.',
    },
    {
      topic: 'waves',
      difficulty: 'medium',
      type: 'single',
      stem: 'Glass of a certain type has a refractive index of 1.60. What is the critical angle for light inside this glass meeting a boundary with air?',
      choices: ['$32.0^{\\circ}$', '$38.7^{\\circ}$', '$51.3^{\\circ}$', '$58.0^{\\circ}$'],
      correct: 1,
      explanation:
        '$\\sin c = \\frac{1}{n} = \\frac{1}{1.60} = 0.625$, so $c = 38.7^{\\circ}$. Light meeting the boundary at angles of incidence greater than this is totally internally reflected.',
    },
    {
      topic: 'waves',
      difficulty: 'medium',
      type: 'single',
      stem: 'An object is placed in front of a thin converging lens, between one and two focal lengths from the lens. Which describes the image formed?',
      choices: [
        'Real, upright and the same size, two focal lengths from the lens on the other side',
        'Real, inverted and diminished, between one and two focal lengths from the lens on the other side',
        'Virtual, upright and enlarged, on the same side of the lens as the object',
        'Real, inverted and enlarged, more than two focal lengths from the lens on the other side',
      ],
      correct: 3,
      explanation:
        'Drawing the ray through the centre of the lens and the ray parallel to the axis (refracted through $F$) shows they meet beyond $2F$ on the far side, giving a real, inverted, enlarged image — the arrangement used in a projector. A virtual, upright image forms only when the object is closer than $F$.',
    },
    {
      topic: 'waves',
      difficulty: 'medium',
      type: 'single',
      stem: 'Water waves of wavelength 2.0 cm in a ripple tank pass through a gap in a barrier. For which gap width do the waves spread out (diffract) the most?',
      choices: ['2.0 cm', '6.0 cm', '10 cm', '20 cm'],
      correct: 0,
      explanation:
        'Diffraction is most noticeable when the gap width is similar to the wavelength; the wider the gap compared with the wavelength, the less the waves spread. The 2.0 cm gap, equal to the wavelength, gives the greatest spreading.',
    },
    {
      topic: 'waves',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which statements are true for all electromagnetic waves? Select all that apply.',
      choices: [
        'They are transverse waves.',
        'They travel at the same speed in a vacuum.',
        'They need a medium to travel through.',
        'They are ionising.',
        'They can be reflected and refracted.',
      ],
      correct: [0, 1, 4],
      explanation:
        'All electromagnetic waves are transverse, travel at $3.0 \\times 10^{8}$ m/s in a vacuum and show reflection and refraction. They do not need a medium, and only high-frequency ones (ultraviolet, X-rays, gamma rays) are ionising.',
    },
    {
      topic: 'waves',
      difficulty: 'hard',
      type: 'single',
      stem: 'Water waves travel from deep water into shallow water, where they move more slowly. What happens to their frequency and wavelength?',
      choices: [
        'The frequency is unchanged and the wavelength increases.',
        'The frequency decreases and the wavelength is unchanged.',
        'The frequency is unchanged and the wavelength decreases.',
        'The frequency and the wavelength both decrease.',
      ],
      correct: 2,
      explanation:
        'The frequency is set by the source, so it does not change at the boundary. Since $v = f\\lambda$ and $v$ decreases while $f$ stays the same, the wavelength must decrease.',
    },

    // ── Electricity and magnetism ──────────────────────────────────────────────
    {
      topic: 'electricity-magnetism',
      difficulty: 'easy',
      type: 'single',
      stem: 'A current of 0.40 A flows through a lamp for 2.0 minutes. How much charge passes through the lamp?',
      choices: ['0.80 C', '48 C', '300 C', '$3.3 \\times 10^{-3}$ C'],
      correct: 1,
      explanation:
        'Charge $Q = It = 0.40 \\times (2.0 \\times 60) = 0.40 \\times 120 = 48$ C. The time must be in seconds.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'easy',
      type: 'single',
      stem: 'An electromagnet must lose its magnetism as soon as the current is switched off. Which material is best for its core?',
      choices: ['Steel', 'Soft iron', 'Copper', 'Aluminium'],
      correct: 1,
      explanation:
        'Soft iron is a magnetically soft material: it is easily magnetised and loses its magnetism when the current stops. Steel is magnetically hard and stays magnetised, and copper and aluminium are not magnetic.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'easy',
      type: 'single',
      stem: 'An ideal transformer has 1200 turns on its primary coil and 60 turns on its secondary coil. The primary voltage is 240 V a.c. What is the secondary voltage?',
      choices: ['12 V', '20 V', '300 V', '4800 V'],
      correct: 0,
      explanation:
        '$\\frac{V_s}{V_p} = \\frac{N_s}{N_p}$, so $V_s = 240 \\times \\frac{60}{1200} = 12$ V. This is a step-down transformer because the secondary has fewer turns.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'A 6.0 Ω resistor and a 3.0 Ω resistor are connected in parallel. This combination is connected in series with a 4.0 Ω resistor across a 12 V battery of negligible internal resistance. Calculate the current in the battery, in amperes.',
      value: 2,
      tolerance: 0.01,
      explanation:
        'The parallel pair has resistance $\\frac{6.0 \\times 3.0}{6.0 + 3.0} = 2.0$ Ω, so the total resistance is $2.0 + 4.0 = 6.0$ Ω. The current is $I = \\frac{V}{R} = \\frac{12}{6.0} = 2.0$ A.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'medium',
      type: 'single',
      stem: 'A 2.5 kW kettle is switched on for 6.0 minutes every day. How much electrical energy does it transfer in 30 days?',
      choices: ['0.25 kWh', '7.5 kWh', '75 kWh', '450 kWh'],
      correct: 1,
      explanation:
        '6.0 minutes is 0.10 h, so the energy per day is $2.5 \\times 0.10 = 0.25$ kWh. Over 30 days: $0.25 \\times 30 = 7.5$ kWh.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'medium',
      type: 'single',
      stem: 'A wire has resistance $R$. A second wire of the same material is twice as long and has twice the cross-sectional area. What is the resistance of the second wire?',
      choices: ['$\\frac{R}{2}$', '$R$', '$2R$', '$4R$'],
      correct: 1,
      explanation:
        'Resistance is proportional to length and inversely proportional to cross-sectional area. Doubling the length doubles $R$ and doubling the area halves it, so the resistance is unchanged.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'A bar magnet is pushed into a coil connected to a sensitive voltmeter. Which changes would increase the size of the induced e.m.f.? Select all that apply.',
      choices: [
        'Pushing the magnet in faster',
        'Using a stronger magnet',
        'Using a coil with more turns',
        'Turning the magnet round so that the other pole enters first',
        'Holding the magnet still inside the coil',
      ],
      correct: [0, 1, 2],
      explanation:
        'The induced e.m.f. depends on the rate at which the magnetic field through the coil changes and on the number of turns. Reversing the magnet reverses the direction of the e.m.f. without changing its size, and a stationary magnet induces no e.m.f.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'hard',
      type: 'single',
      stem: 'A straight wire lies in the plane of the page and carries a current towards the top of the page. A uniform magnetic field acts across the page from left to right. In which direction is the force on the wire?',
      choices: [
        'From right to left across the page',
        'Out of the page',
        'Towards the top of the page',
        'Into the page',
      ],
      correct: 3,
      explanation:
        "By Fleming's left-hand rule, point the first finger right (field) and the second finger up the page (current); the thumb then points into the page. The force is always perpendicular to both the current and the field, so it cannot lie along either of them.",
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'hard',
      type: 'single',
      stem: 'A power station transmits 100 kW of electrical power at 25 kV through cables with a total resistance of 5.0 Ω. How much power is wasted as heat in the cables?',
      choices: ['20 W', '80 W', '$8.0 \\times 10^{7}$ W', '$1.25 \\times 10^{8}$ W'],
      correct: 1,
      explanation:
        'The current is $I = \\frac{P}{V} = \\frac{100\\,000}{25\\,000} = 4.0$ A, and the power wasted is $I^2R = 4.0^2 \\times 5.0 = 80$ W. Using $\\frac{V^2}{R}$ with the transmission voltage is wrong, because 25 kV is not the voltage across the cables.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'hard',
      type: 'single',
      stem: 'A potential divider is made from an NTC thermistor in series with a fixed resistor, connected across a constant supply. A voltmeter is connected across the fixed resistor. What happens to the voltmeter reading when the temperature of the thermistor increases?',
      choices: [
        "It decreases, because the thermistor's resistance decreases and the current falls.",
        "It decreases, because the thermistor's resistance increases and it takes a larger share of the supply voltage.",
        "It increases, because the thermistor's resistance decreases and it takes a smaller share of the supply voltage.",
        'It stays the same, because the supply voltage is constant.',
      ],
      correct: 2,
      explanation:
        "An NTC thermistor's resistance falls as its temperature rises. The supply voltage is shared in proportion to resistance, so the thermistor takes a smaller share and the fixed resistor a larger share; the current also rises.",
    },

    // ── Nuclear physics ────────────────────────────────────────────────────────
    {
      topic: 'nuclear-physics',
      difficulty: 'easy',
      type: 'single',
      stem: 'What is an alpha particle?',
      choices: [
        'An electromagnetic wave of very short wavelength',
        'A fast-moving electron emitted from the nucleus',
        'Two protons only',
        'Two protons and two neutrons',
      ],
      correct: 3,
      explanation:
        'An alpha particle is a helium nucleus, $^{4}_{2}\\text{He}$: two protons and two neutrons. A fast electron from the nucleus is a beta particle, and a short-wavelength electromagnetic wave is gamma radiation.',
    },
    {
      topic: 'nuclear-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A radioactive sample has a half-life of 6.0 hours and an initial activity of 800 Bq. What is its activity after 24 hours?',
      choices: ['0 Bq', '50 Bq', '100 Bq', '200 Bq'],
      correct: 1,
      explanation:
        '24 hours is $\\frac{24}{6.0} = 4$ half-lives, so the activity halves four times: $800 \\to 400 \\to 200 \\to 100 \\to 50$ Bq.',
    },
    {
      topic: 'nuclear-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'Uranium-238, $^{238}_{92}\\text{U}$, decays by emitting an alpha particle. Which nuclide is produced?',
      choices: [
        '$^{234}_{90}\\text{Th}$',
        '$^{234}_{92}\\text{U}$',
        '$^{238}_{90}\\text{Th}$',
        '$^{234}_{94}\\text{Pu}$',
      ],
      correct: 0,
      explanation:
        'An alpha particle $^{4}_{2}\\text{He}$ carries away 4 nucleons and 2 protons, so the nucleon number falls from 238 to 234 and the proton number from 92 to 90. The element with proton number 90 is thorium: $^{238}_{92}\\text{U} \\to {}^{234}_{90}\\text{Th} + {}^{4}_{2}\\text{He}$.',
    },
    {
      topic: 'nuclear-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'What happens inside a nucleus when it emits a beta ($\\beta^-$) particle?',
      choices: [
        'A proton changes into a neutron and an electron, and the electron is emitted.',
        'A neutron changes into a proton and an electron, and the electron is emitted.',
        'An electron orbiting the nucleus is ejected from the atom.',
        'Two protons and two neutrons leave the nucleus together.',
      ],
      correct: 1,
      explanation:
        'In $\\beta^-$ decay a neutron becomes a proton and a fast electron (the beta particle) is emitted from the nucleus. The proton number rises by 1 and the nucleon number is unchanged.',
    },
    {
      topic: 'nuclear-physics',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'The activity of a radioactive sample falls from 960 Bq to 60 Bq in 20 days. Calculate the half-life of the sample, in days.',
      value: 5,
      tolerance: 0.01,
      explanation:
        '$960 \\to 480 \\to 240 \\to 120 \\to 60$ is four halvings ($\\frac{960}{60} = 16 = 2^4$), so 20 days is 4 half-lives and the half-life is $\\frac{20}{4} = 5.0$ days.',
    },
    {
      topic: 'nuclear-physics',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which statements about gamma radiation are correct? Select all that apply.',
      choices: [
        'It is weakly ionising compared with alpha radiation.',
        'It is not deflected by an electric field.',
        'It is stopped by a sheet of paper.',
        'It has a charge of −1.',
        'It is an electromagnetic wave.',
      ],
      correct: [0, 1, 4],
      explanation:
        'Gamma radiation is an uncharged electromagnetic wave, so it is not deflected by electric or magnetic fields and is only weakly ionising. It is very penetrating — it needs thick lead or concrete to reduce it — while paper stops alpha particles.',
    },
    {
      topic: 'nuclear-physics',
      difficulty: 'hard',
      type: 'single',
      stem: 'A detector near a radioactive source records 86 counts/minute. With the source removed, the background count rate is 20 counts/minute. What count rate will the detector record, with the source in the same position, after two half-lives of the source?',
      choices: [
        '16.5 counts/minute',
        '21.5 counts/minute',
        '36.5 counts/minute',
        '41.5 counts/minute',
      ],
      correct: 2,
      explanation:
        'Only the count rate from the source halves: corrected rate $= 86 - 20 = 66$ counts/minute, which falls to $\\frac{66}{4} = 16.5$ after two half-lives. The background still adds 20, so the detector records $16.5 + 20 = 36.5$ counts/minute.',
    },

    // ── Space physics ──────────────────────────────────────────────────────────
    {
      topic: 'space-physics',
      difficulty: 'easy',
      type: 'single',
      stem: 'The Sun is $1.5 \\times 10^{11}$ m from the Earth and the speed of light is $3.0 \\times 10^{8}$ m/s. How long does light take to travel from the Sun to the Earth?',
      choices: ['$2.0 \\times 10^{-3}$ s', '8.3 s', '500 s', '$4.5 \\times 10^{19}$ s'],
      correct: 2,
      explanation:
        'Time $= \\frac{\\text{distance}}{\\text{speed}} = \\frac{1.5 \\times 10^{11}}{3.0 \\times 10^{8}} = 500$ s, which is about 8.3 minutes (not 8.3 seconds).',
    },
    {
      topic: 'space-physics',
      difficulty: 'hard',
      type: 'numeric',
      stem: "The Earth orbits the Sun in an approximately circular orbit of radius $1.5 \\times 10^{11}$ m, taking 365 days for one orbit. Calculate the Earth's average orbital speed, in km/s, correct to 3 significant figures.",
      value: 29.9,
      tolerance: 0.1,
      explanation:
        'The period is $T = 365 \\times 24 \\times 3600 = 3.15 \\times 10^{7}$ s. Orbital speed $v = \\frac{2\\pi r}{T} = \\frac{2\\pi \\times 1.5 \\times 10^{11}}{3.15 \\times 10^{7}} \\approx 2.99 \\times 10^{4}$ m/s $= 29.9$ km/s.',
    },
    {
      topic: 'space-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'Light from distant galaxies is redshifted, and the redshift is greater for galaxies that are further away. What does this suggest?',
      choices: [
        'The galaxies are cooler than the Sun, so they emit mainly red light.',
        'The galaxies are moving towards us, and the universe is contracting.',
        'The galaxies are moving away from us, and the universe is expanding.',
        "The light loses energy as it passes through the Earth's atmosphere.",
      ],
      correct: 2,
      explanation:
        'Redshift is an increase in the observed wavelength of light from a source moving away from the observer. Because more distant galaxies show greater redshift, they are receding faster, which is evidence that the universe is expanding (supporting the Big Bang theory).',
    },
    {
      topic: 'space-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'After its main-sequence stage, which sequence of stages does a star with a mass much greater than that of the Sun go through?',
      choices: [
        'White dwarf → red giant → supernova → black hole',
        'Red giant → planetary nebula → white dwarf',
        'Red supergiant → planetary nebula → neutron star',
        'Red supergiant → supernova → neutron star or black hole',
      ],
      correct: 3,
      explanation:
        'A very massive star expands into a red supergiant and then explodes as a supernova, leaving a neutron star or, for the most massive stars, a black hole. The red giant → planetary nebula → white dwarf path is for stars of about the Sun’s mass.',
    },
    {
      topic: 'space-physics',
      difficulty: 'hard',
      type: 'single',
      stem: 'Take the Hubble constant to be $H_0 = 2.2 \\times 10^{-18}$ per second. A galaxy is moving away from the Earth at $6.6 \\times 10^{6}$ m/s. Estimate its distance from the Earth.',
      choices: [
        '$3.3 \\times 10^{-25}$ m',
        '$1.5 \\times 10^{-11}$ m',
        '$4.5 \\times 10^{17}$ m',
        '$3.0 \\times 10^{24}$ m',
      ],
      correct: 3,
      explanation:
        'Hubble’s law gives $v = H_0 d$, so $d = \\frac{v}{H_0} = \\frac{6.6 \\times 10^{6}}{2.2 \\times 10^{-18}} = 3.0 \\times 10^{24}$ m.',
    },
  ],
};
