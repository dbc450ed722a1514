import type { SeedQuestionFile } from '../seed-question';

/** Original, hand-checked EST II Physics reference questions (SAT Subject Test style). */
export const QUESTIONS: SeedQuestionFile = {
  subject: 'est-2-physics',
  questions: [
    // ── Mechanics ──────────────────────────────────────────────────────────────
    {
      topic: 'mechanics',
      difficulty: 'easy',
      type: 'single',
      stem: 'A stone is dropped from rest and falls freely for 2.0 s. What is its speed at the end of this time? (Neglect air resistance; $g = 9.8\\ \\text{m/s}^2$.)',
      choices: ['4.9 m/s', '9.8 m/s', '19.6 m/s', '39.2 m/s'],
      correct: 2,
      explanation:
        'For free fall from rest, $v = gt = 9.8 \\times 2.0 = 19.6$ m/s. Using $gt^2$ instead gives the wrong value 39.2, and 9.8 m/s is the speed after only 1.0 s.',
    },
    {
      topic: 'mechanics',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A ball is thrown horizontally at 15 m/s from the top of a cliff 20 m high. How far from the base of the cliff, in metres, does it land? Neglect air resistance, use $g = 9.8\\ \\text{m/s}^2$, and give your answer to the nearest 0.1 m.',
      value: 30.3,
      tolerance: 0.2,
      explanation:
        'The vertical motion gives the time: $20 = \\frac{1}{2}(9.8)t^2$, so $t = \\sqrt{40/9.8} = 2.02$ s. The horizontal velocity is constant, so the range is $15 \\times 2.02 = 30.3$ m.',
    },
    {
      topic: 'mechanics',
      difficulty: 'medium',
      type: 'single',
      stem: 'Two blocks of mass 3.0 kg and 5.0 kg sit side by side, touching, on a frictionless horizontal surface. A horizontal force of 24 N pushes on the 3.0 kg block, so both blocks accelerate together. What is the magnitude of the force that the 3.0 kg block exerts on the 5.0 kg block?',
      choices: ['8.0 N', '9.0 N', '15 N', '24 N'],
      correct: 2,
      explanation:
        'The whole system accelerates at $a = 24 / (3.0 + 5.0) = 3.0\\ \\text{m/s}^2$. The only horizontal force on the 5.0 kg block is the contact force, so $F = 5.0 \\times 3.0 = 15$ N (the 3.0 kg block needs the remaining 9.0 N).',
    },
    {
      topic: 'mechanics',
      difficulty: 'easy',
      type: 'single',
      stem: 'A block slides down a frictionless ramp inclined at $30^\\circ$ to the horizontal. What is the magnitude of its acceleration? ($g = 9.8\\ \\text{m/s}^2$)',
      choices: ['4.9 m/s²', '5.7 m/s²', '8.5 m/s²', '9.8 m/s²'],
      correct: 0,
      explanation:
        'Only the component of gravity along the incline accelerates the block: $a = g\\sin 30^\\circ = 9.8 \\times 0.5 = 4.9\\ \\text{m/s}^2$. The value 8.5 uses $\\cos 30^\\circ$ instead.',
    },
    {
      topic: 'mechanics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A 60 kg student stands on a bathroom scale in an elevator that is accelerating upward at $2.0\\ \\text{m/s}^2$. What does the scale read? ($g = 9.8\\ \\text{m/s}^2$)',
      choices: ['120 N', '468 N', '588 N', '708 N'],
      correct: 3,
      explanation:
        "The scale reads the normal force $N$. Newton's second law upward: $N - mg = ma$, so $N = m(g + a) = 60(9.8 + 2.0) = 708$ N. The value 468 N would apply for a downward acceleration.",
    },
    {
      topic: 'mechanics',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'A 2.0 kg cart moving at 6.0 m/s collides with a stationary 4.0 kg cart on a frictionless track, and the two carts stick together. How much kinetic energy, in joules, is lost in the collision?',
      value: 24,
      tolerance: 0.1,
      explanation:
        'Momentum is conserved: $2.0 \\times 6.0 = 6.0\\,v$, so $v = 2.0$ m/s. Kinetic energy before $= \\frac{1}{2}(2.0)(6.0)^2 = 36$ J and after $= \\frac{1}{2}(6.0)(2.0)^2 = 12$ J, so 24 J is lost.',
    },
    {
      topic: 'mechanics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A small block is released from rest at a height of 5.0 m on a frictionless curved track. What is its speed when it reaches the bottom of the track, 5.0 m lower? ($g = 9.8\\ \\text{m/s}^2$)',
      choices: ['7.0 m/s', '9.9 m/s', '49 m/s', '98 m/s'],
      correct: 1,
      explanation:
        'Mechanical energy is conserved: $mgh = \\frac{1}{2}mv^2$, so $v = \\sqrt{2gh} = \\sqrt{2 \\times 9.8 \\times 5.0} = \\sqrt{98} \\approx 9.9$ m/s, independent of the shape of the track and the mass.',
    },
    {
      topic: 'mechanics',
      difficulty: 'easy',
      type: 'single',
      stem: 'A ball on a string moves in a horizontal circle at constant speed. What is the direction of its acceleration?',
      choices: [
        'There is no acceleration, because the speed is constant.',
        'Tangent to the circle, in the direction of motion.',
        'Toward the center of the circle.',
        'Away from the center of the circle.',
      ],
      correct: 2,
      explanation:
        'The velocity keeps changing direction, so the ball accelerates even at constant speed. This centripetal acceleration, $v^2/r$, points toward the center of the circle; the outward "force" is a misconception from the rotating viewpoint.',
    },
    {
      topic: 'mechanics',
      difficulty: 'hard',
      type: 'single',
      stem: 'A car rounds a flat, unbanked curve of radius 50 m. The coefficient of static friction between the tires and the road is 0.80. What is the maximum speed at which the car can take the curve without skidding? ($g = 9.8\\ \\text{m/s}^2$)',
      choices: ['14.0 m/s', '19.8 m/s', '28.0 m/s', '392 m/s'],
      correct: 1,
      explanation:
        'Static friction provides the centripetal force: $\\mu_s mg = \\dfrac{mv^2}{r}$, so $v = \\sqrt{\\mu_s g r} = \\sqrt{0.80 \\times 9.8 \\times 50} = \\sqrt{392} \\approx 19.8$ m/s. The answer 392 forgets the square root.',
    },
    {
      topic: 'mechanics',
      difficulty: 'easy',
      type: 'single',
      stem: 'The gravitational force between two small spheres is $F$. If the distance between their centers is tripled, what is the new gravitational force?',
      choices: ['$F/9$', '$F/3$', '$3F$', '$9F$'],
      correct: 0,
      explanation:
        "Newton's law of gravitation, $F = \\dfrac{Gm_1m_2}{r^2}$, is an inverse-square law: multiplying $r$ by 3 divides $F$ by $3^2 = 9$.",
    },
    {
      topic: 'mechanics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A motor lifts a 50 kg crate vertically at constant speed through 12 m in 20 s. What is the average power output of the motor? ($g = 9.8\\ \\text{m/s}^2$)',
      choices: ['30 W', '294 W', '588 W', '5880 W'],
      correct: 1,
      explanation:
        'At constant speed the motor does work equal to the gain in potential energy: $W = mgh = 50 \\times 9.8 \\times 12 = 5880$ J. Power $= W/t = 5880 / 20 = 294$ W.',
    },
    {
      topic: 'mechanics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A mass on an ideal spring oscillates with period $T$. If the mass is replaced by one four times as large, attached to the same spring, what is the new period?',
      choices: ['$T/2$', '$T$', '$2T$', '$4T$'],
      correct: 2,
      explanation:
        'For a mass–spring system $T = 2\\pi\\sqrt{m/k}$. Multiplying $m$ by 4 multiplies $T$ by $\\sqrt{4} = 2$. The amplitude and $g$ do not affect this period.',
    },
    {
      topic: 'mechanics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A 30 kg child sits 2.0 m from the pivot of a uniform seesaw that is balanced at its center. How far from the pivot, on the other side, must a 40 kg child sit for the seesaw to balance?',
      choices: ['1.0 m', '1.5 m', '2.0 m', '2.7 m'],
      correct: 1,
      explanation:
        'For rotational equilibrium the torques about the pivot balance: $30g \\times 2.0 = 40g \\times d$, so $d = 60/40 = 1.5$ m. The heavier child must sit closer to the pivot.',
    },
    {
      topic: 'mechanics',
      difficulty: 'easy',
      type: 'multiple',
      stem: 'Which of the following quantities are vectors? Select all that apply.',
      choices: ['displacement', 'speed', 'acceleration', 'kinetic energy', 'momentum'],
      correct: [0, 2, 4],
      explanation:
        'Vectors have both magnitude and direction: displacement, acceleration and momentum ($\\vec{p} = m\\vec{v}$). Speed and kinetic energy have magnitude only, so they are scalars.',
    },
    {
      topic: 'mechanics',
      difficulty: 'easy',
      type: 'text',
      stem: "According to Newton's second law in its general form, the rate of change of an object's momentum equals which quantity acting on the object? (one or two words)",
      accepted: ['net force', 'force', 'resultant force', 'net external force'],
      explanation:
        "Newton's second law states $\\vec{F}_{\\text{net}} = \\dfrac{\\Delta \\vec{p}}{\\Delta t}$; for constant mass this reduces to $\\vec{F}_{\\text{net}} = m\\vec{a}$.",
    },

    // ── Electricity and magnetism ──────────────────────────────────────────────
    {
      topic: 'electricity-magnetism',
      difficulty: 'easy',
      type: 'single',
      stem: 'A potential difference of 12 V is applied across a 4.0 Ω resistor. What is the current in the resistor?',
      choices: ['0.33 A', '3.0 A', '16 A', '48 A'],
      correct: 1,
      explanation: "By Ohm's law, $I = V/R = 12 / 4.0 = 3.0$ A.",
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'medium',
      type: 'single',
      stem: 'A 6.0 Ω resistor and a 3.0 Ω resistor are connected in parallel, and this combination is connected in series with a 4.0 Ω resistor. What is the equivalent resistance of the whole arrangement?',
      choices: ['2.0 Ω', '4.5 Ω', '6.0 Ω', '13 Ω'],
      correct: 2,
      explanation:
        'The parallel pair gives $\\dfrac{1}{R} = \\dfrac{1}{6.0} + \\dfrac{1}{3.0} = \\dfrac{1}{2.0}$, so $R = 2.0$ Ω. Adding the series resistor: $2.0 + 4.0 = 6.0$ Ω.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A lamp is rated 60 W at 120 V. What is its resistance, in ohms, when operating at its rated values?',
      value: 240,
      tolerance: 1,
      explanation:
        'From $P = V^2/R$, $R = V^2/P = 120^2 / 60 = 14\\,400 / 60 = 240$ Ω. (Check: $I = P/V = 0.50$ A and $R = V/I = 240$ Ω.)',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'hard',
      type: 'single',
      stem: 'Two point charges exert an electric force of magnitude $F$ on each other. If both charges are doubled and the distance between them is also doubled, what is the new magnitude of the force?',
      choices: ['$F/4$', '$F/2$', '$F$', '$2F$'],
      correct: 2,
      explanation:
        "By Coulomb's law $F = \\dfrac{kq_1q_2}{r^2}$. Doubling both charges multiplies the numerator by 4, and doubling $r$ multiplies the denominator by 4, so the force is unchanged.",
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'hard',
      type: 'single',
      stem: 'An electron moves toward the right across the plane of the page through a uniform magnetic field that is directed into the page. At that instant, what is the direction of the magnetic force on the electron?',
      choices: [
        'toward the top of the page',
        'toward the bottom of the page',
        'into the page',
        'toward the left',
      ],
      correct: 1,
      explanation:
        'For a positive charge, $\\vec{F} = q\\vec{v} \\times \\vec{B}$ with $\\vec{v}$ to the right and $\\vec{B}$ into the page points toward the top of the page (right-hand rule). The electron is negative, so the force is reversed: toward the bottom of the page. The force is always perpendicular to both $\\vec{v}$ and $\\vec{B}$.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'medium',
      type: 'single',
      stem: 'A particle with charge $2.0\\ \\mu\\text{C}$ is placed in a uniform electric field of magnitude 500 N/C. What is the magnitude of the electric force on the particle?',
      choices: [
        '$4.0 \\times 10^{-9}$ N',
        '$1.0 \\times 10^{-3}$ N',
        '$1.0 \\times 10^{3}$ N',
        '$2.5 \\times 10^{8}$ N',
      ],
      correct: 1,
      explanation:
        '$F = qE = (2.0 \\times 10^{-6}\\ \\text{C})(500\\ \\text{N/C}) = 1.0 \\times 10^{-3}$ N. Forgetting that µ means $10^{-6}$ gives $1.0 \\times 10^{3}$ N.',
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'hard',
      type: 'single',
      stem: 'A flat coil of 50 turns, each of area 0.020 m², lies perpendicular to a uniform magnetic field. The field decreases steadily from 0.30 T to 0.10 T in 0.40 s. What is the magnitude of the average emf induced in the coil?',
      choices: ['0.010 V', '0.20 V', '0.50 V', '0.75 V'],
      correct: 2,
      explanation:
        "By Faraday's law, $|\\varepsilon| = N\\dfrac{\\Delta \\Phi}{\\Delta t} = \\dfrac{50 \\times 0.020 \\times (0.30 - 0.10)}{0.40} = 0.50$ V. Leaving out the 50 turns gives 0.010 V, and using 0.30 T instead of the change gives 0.75 V.",
    },
    {
      topic: 'electricity-magnetism',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which of the following changes would increase the capacitance of an isolated parallel-plate capacitor? Select all that apply.',
      choices: [
        'increasing the potential difference across the plates',
        'increasing the area of each plate',
        'moving the plates farther apart',
        'filling the space between the plates with a dielectric',
      ],
      correct: [1, 3],
      explanation:
        'For a parallel-plate capacitor $C = \\dfrac{\\kappa \\varepsilon_0 A}{d}$, so $C$ increases with plate area and dielectric constant and decreases as separation increases. Capacitance depends only on geometry and material, not on the voltage applied.',
    },

    // ── Waves and optics ───────────────────────────────────────────────────────
    {
      topic: 'waves-optics',
      difficulty: 'easy',
      type: 'single',
      stem: 'A sound wave with a frequency of 170 Hz travels through air at 340 m/s. What is its wavelength?',
      choices: ['0.50 m', '2.0 m', '510 m', '57 800 m'],
      correct: 1,
      explanation: 'From $v = f\\lambda$, $\\lambda = v/f = 340/170 = 2.0$ m.',
    },
    {
      topic: 'waves-optics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A beam of monochromatic light passes from air into glass. What happens to its speed, frequency and wavelength?',
      choices: [
        'speed decreases, frequency decreases, wavelength stays the same',
        'speed decreases, frequency stays the same, wavelength decreases',
        'speed stays the same, frequency increases, wavelength decreases',
        'speed increases, frequency stays the same, wavelength increases',
      ],
      correct: 1,
      explanation:
        'The frequency is set by the source and does not change at a boundary. Light travels more slowly in glass ($v = c/n$), so from $v = f\\lambda$ the wavelength decreases in proportion.',
    },
    {
      topic: 'waves-optics',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'A ray of light in air strikes a flat water surface at an angle of incidence of $45^\\circ$. The index of refraction of water is 1.33 (take air as 1.00). What is the angle of refraction in degrees? Give your answer to the nearest 0.1°.',
      value: 32.1,
      tolerance: 0.2,
      explanation:
        "Snell's law: $1.00 \\sin 45^\\circ = 1.33 \\sin\\theta_2$, so $\\sin\\theta_2 = 0.7071/1.33 = 0.5317$ and $\\theta_2 = 32.1^\\circ$. The ray bends toward the normal because it slows down.",
    },
    {
      topic: 'waves-optics',
      difficulty: 'medium',
      type: 'single',
      stem: 'An object is placed 30 cm from a thin converging lens of focal length 10 cm. Which describes the image?',
      choices: [
        '15 cm from the lens, real and inverted',
        '15 cm from the lens, virtual and upright',
        '7.5 cm from the lens, real and inverted',
        '30 cm from the lens, real and the same size',
      ],
      correct: 0,
      explanation:
        '$\\dfrac{1}{d_i} = \\dfrac{1}{f} - \\dfrac{1}{d_o} = \\dfrac{1}{10} - \\dfrac{1}{30} = \\dfrac{2}{30}$, so $d_i = +15$ cm: a real image on the far side. The magnification $-d_i/d_o = -0.5$ shows it is inverted and half size.',
    },
    {
      topic: 'waves-optics',
      difficulty: 'hard',
      type: 'single',
      stem: 'A string 1.2 m long is fixed at both ends and vibrates in its third harmonic (three antinodes). What is the wavelength of the waves on the string?',
      choices: ['0.40 m', '0.80 m', '1.2 m', '2.4 m'],
      correct: 1,
      explanation:
        'Each loop of a standing wave is half a wavelength. Three loops fill the string: $3 \\times \\dfrac{\\lambda}{2} = 1.2$ m, so $\\lambda = 0.80$ m. The value 2.4 m is the fundamental wavelength $2L$.',
    },
    {
      topic: 'waves-optics',
      difficulty: 'easy',
      type: 'single',
      stem: 'An ambulance siren emits sound of constant frequency. The ambulance moves directly toward a stationary listener. Compared with the emitted sound, the sound the listener hears has',
      choices: [
        'a higher frequency, and the same speed through the air',
        'a lower frequency, and the same speed through the air',
        'the same frequency, but a greater loudness only',
        'a higher frequency, because the sound travels faster through the air',
      ],
      correct: 0,
      explanation:
        'By the Doppler effect, the moving source crowds the wavefronts ahead of it, so the wavelength reaching the listener is shorter and the frequency higher. The speed of sound depends on the air, not on the motion of the source.',
    },
    {
      topic: 'waves-optics',
      difficulty: 'hard',
      type: 'single',
      stem: 'What is the critical angle for light traveling from glass of refractive index 1.50 into air?',
      choices: ['33.7°', '41.8°', '48.2°', '56.3°'],
      correct: 1,
      explanation:
        'At the critical angle the refracted ray travels along the surface ($90^\\circ$): $1.50\\sin\\theta_c = 1.00\\sin 90^\\circ$, so $\\theta_c = \\sin^{-1}(1/1.50) = 41.8^\\circ$. Beyond this angle total internal reflection occurs.',
    },
    {
      topic: 'waves-optics',
      difficulty: 'medium',
      type: 'single',
      stem: 'In a double-slit experiment with monochromatic light, the separation between the slits is halved while the wavelength and the distance to the screen stay the same. What happens to the spacing between adjacent bright fringes?',
      choices: ['It is halved.', 'It stays the same.', 'It doubles.', 'It quadruples.'],
      correct: 2,
      explanation:
        'For small angles the fringe spacing is $\\Delta y = \\dfrac{\\lambda L}{d}$, which is inversely proportional to the slit separation $d$. Halving $d$ doubles $\\Delta y$.',
    },

    // ── Heat and thermodynamics ────────────────────────────────────────────────
    {
      topic: 'heat-thermodynamics',
      difficulty: 'easy',
      type: 'single',
      stem: 'What is a temperature of 27 °C on the Kelvin scale?',
      choices: ['−246 K', '81 K', '300 K', '327 K'],
      correct: 2,
      explanation: '$T(\\text{K}) = T(^\\circ\\text{C}) + 273 = 27 + 273 = 300$ K.',
    },
    {
      topic: 'heat-thermodynamics',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'How much heat, in kilojoules, is needed to raise the temperature of 2.0 kg of water from 20 °C to 45 °C? Take the specific heat of water as 4200 J/(kg·°C).',
      value: 210,
      tolerance: 1,
      explanation:
        '$Q = mc\\Delta T = 2.0 \\times 4200 \\times (45 - 20) = 210\\,000$ J $= 210$ kJ.',
    },
    {
      topic: 'heat-thermodynamics',
      difficulty: 'hard',
      type: 'single',
      stem: 'A fixed amount of ideal gas in a rigid container is at 27 °C. It is heated until its pressure doubles. What is its final temperature?',
      choices: ['54 °C', '327 °C', '573 °C', '600 °C'],
      correct: 1,
      explanation:
        'At constant volume $P \\propto T$ only for absolute temperature. $T_1 = 27 + 273 = 300$ K, so $T_2 = 2 \\times 300 = 600$ K $= 327$ °C. Doubling the Celsius value (54 °C) is the common mistake.',
    },
    {
      topic: 'heat-thermodynamics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A gas absorbs 500 J of heat and at the same time does 200 J of work on its surroundings. What is the change in its internal energy?',
      choices: ['−700 J', '−300 J', '+300 J', '+700 J'],
      correct: 2,
      explanation:
        'First law of thermodynamics: $\\Delta U = Q - W_{\\text{by gas}} = 500 - 200 = +300$ J. The heat added raises the internal energy, and the work done by the gas takes some energy out.',
    },
    {
      topic: 'heat-thermodynamics',
      difficulty: 'hard',
      type: 'single',
      stem: 'A heat engine takes in heat from a reservoir at 500 K and exhausts heat to a reservoir at 300 K. What is the maximum possible efficiency of this engine?',
      choices: ['40%', '60%', '67%', '100%'],
      correct: 0,
      explanation:
        'The maximum (Carnot) efficiency is $e = 1 - \\dfrac{T_C}{T_H} = 1 - \\dfrac{300}{500} = 0.40 = 40\\%$. No engine can reach 100%, and 60% is $T_C/T_H$ rather than $1 - T_C/T_H$.',
    },
    {
      topic: 'heat-thermodynamics',
      difficulty: 'easy',
      type: 'single',
      stem: 'By which process does energy from the Sun reach the Earth through the vacuum of space?',
      choices: ['conduction', 'convection', 'radiation', 'evaporation'],
      correct: 2,
      explanation:
        'Conduction and convection need a material medium (particles colliding or a moving fluid). Electromagnetic radiation needs no medium, so it is the only way energy crosses a vacuum.',
    },

    // ── Modern physics ─────────────────────────────────────────────────────────
    {
      topic: 'modern-physics',
      difficulty: 'easy',
      type: 'single',
      stem: 'What does an alpha particle consist of?',
      choices: [
        'one proton and one electron',
        'two protons and two neutrons',
        'two protons and two electrons',
        'a high-energy photon',
      ],
      correct: 1,
      explanation:
        'An alpha particle is a helium-4 nucleus, $^{4}_{2}\\text{He}$: two protons and two neutrons, with charge $+2e$. A high-energy photon is a gamma ray.',
    },
    {
      topic: 'modern-physics',
      difficulty: 'easy',
      type: 'single',
      stem: 'A radioactive isotope has a half-life of 5.0 days. A sample initially contains 80 g of the isotope. How much of the isotope remains after 15 days?',
      choices: ['0 g', '10 g', '20 g', '26.7 g'],
      correct: 1,
      explanation:
        '15 days is $15/5.0 = 3$ half-lives, so the amount is halved three times: $80 \\to 40 \\to 20 \\to 10$ g. The decay is not linear, so it does not reach zero after a fixed time.',
    },
    {
      topic: 'modern-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'Light of a single frequency above the threshold frequency shines on a metal surface and ejects photoelectrons. If the intensity of the light is increased while the frequency is kept the same, what happens?',
      choices: [
        'More electrons are emitted per second, and their maximum kinetic energy is unchanged.',
        'The same number of electrons is emitted per second, but their maximum kinetic energy increases.',
        'More electrons are emitted per second, and their maximum kinetic energy increases.',
        'No electrons are emitted until the intensity exceeds a threshold value.',
      ],
      correct: 0,
      explanation:
        "Higher intensity means more photons per second, so more electrons are ejected, but each photon still has energy $hf$. By Einstein's equation $K_{\\max} = hf - \\phi$, the maximum kinetic energy depends only on frequency.",
    },
    {
      topic: 'modern-physics',
      difficulty: 'hard',
      type: 'numeric',
      stem: 'What is the energy, in electron-volts, of a photon of wavelength 500 nm? Use $h = 4.14 \\times 10^{-15}\\ \\text{eV·s}$ and $c = 3.0 \\times 10^{8}$ m/s, and give your answer to 2 decimal places.',
      value: 2.48,
      tolerance: 0.02,
      explanation:
        '$E = \\dfrac{hc}{\\lambda} = \\dfrac{(4.14 \\times 10^{-15})(3.0 \\times 10^{8})}{500 \\times 10^{-9}} = 2.48$ eV.',
    },
    {
      topic: 'modern-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'A nucleus of radium-226, $^{226}_{88}\\text{Ra}$, emits an alpha particle. Which nucleus is produced?',
      choices: [
        '$^{222}_{86}\\text{Rn}$',
        '$^{222}_{90}\\text{Th}$',
        '$^{226}_{87}\\text{Fr}$',
        '$^{224}_{86}\\text{Rn}$',
      ],
      correct: 0,
      explanation:
        'Alpha emission removes $^{4}_{2}\\text{He}$: the mass number falls by 4 ($226 \\to 222$) and the atomic number by 2 ($88 \\to 86$), and element 86 is radon.',
    },
    {
      topic: 'modern-physics',
      difficulty: 'medium',
      type: 'single',
      stem: 'The momentum of an electron is doubled. What happens to its de Broglie wavelength?',
      choices: ['It is divided by 4.', 'It is halved.', 'It is doubled.', 'It is unchanged.'],
      correct: 1,
      explanation:
        'The de Broglie wavelength is $\\lambda = h/p$, inversely proportional to momentum, so doubling $p$ halves $\\lambda$.',
    },
    {
      topic: 'modern-physics',
      difficulty: 'hard',
      type: 'single',
      stem: 'The energy levels of the hydrogen atom are $E_n = -\\dfrac{13.6\\ \\text{eV}}{n^2}$. What is the energy of the photon emitted when an electron falls from the $n = 3$ level to the $n = 2$ level?',
      choices: ['1.51 eV', '1.89 eV', '3.40 eV', '12.1 eV'],
      correct: 1,
      explanation:
        '$E_3 = -13.6/9 = -1.51$ eV and $E_2 = -13.6/4 = -3.40$ eV. The photon carries the difference: $-1.51 - (-3.40) = 1.89$ eV (the red H-alpha line). 12.1 eV is the $3 \\to 1$ transition.',
    },
    {
      topic: 'modern-physics',
      difficulty: 'easy',
      type: 'text',
      stem: 'In beta-minus decay, a neutron in the nucleus changes into a proton. Name the negatively charged particle that is emitted from the nucleus.',
      accepted: ['electron', 'an electron', 'beta particle', 'beta minus particle'],
      explanation:
        'In $\\beta^-$ decay, $n \\rightarrow p + e^- + \\bar{\\nu}$: the emitted negative particle is a fast electron (the beta particle), together with an uncharged antineutrino. Charge is conserved: $0 = +1 - 1$.',
    },
    {
      topic: 'modern-physics',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which statements about gamma rays are correct? Select all that apply.',
      choices: [
        'They carry no electric charge.',
        'They travel at the speed of light in a vacuum.',
        'They are deflected by a magnetic field.',
        'They consist of helium nuclei.',
      ],
      correct: [0, 1],
      explanation:
        'Gamma rays are high-energy electromagnetic radiation (photons), so they are uncharged, travel at $c$ in a vacuum and are not deflected by electric or magnetic fields. Helium nuclei are alpha particles.',
    },
  ],
};
