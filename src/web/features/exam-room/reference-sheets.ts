/**
 * Reference sheets offered in the exam room, as Markdown with LaTeX (rendered by RichText).
 * They follow what the boards hand out on the day: AP Physics and Chemistry give equation tables
 * and constants, EST and IGCSE mathematics give area/volume facts; AP Calculus gives none, so its
 * sheet is a short reminder set for practice (said on the sheet).
 */

export type ReferenceSheet = { id: string; title: string; body: string };

const calculus: ReferenceSheet = {
  id: 'ap-calculus',
  title: 'Calculus reference (practice aid)',
  body: `The AP Calculus exam itself provides no formula sheet: use this while practising.

**Derivatives**

| $f(x)$ | $f'(x)$ |
|---|---|
| $x^n$ | $nx^{n-1}$ |
| $e^x$ | $e^x$ |
| $a^x$ | $a^x \\ln a$ |
| $\\ln x$ | $\\dfrac{1}{x}$ |
| $\\sin x$ | $\\cos x$ |
| $\\cos x$ | $-\\sin x$ |
| $\\tan x$ | $\\sec^2 x$ |
| $\\arcsin x$ | $\\dfrac{1}{\\sqrt{1-x^2}}$ |
| $\\arctan x$ | $\\dfrac{1}{1+x^2}$ |

**Rules**

- Product: $(uv)' = u'v + uv'$
- Quotient: $\\left(\\dfrac{u}{v}\\right)' = \\dfrac{u'v - uv'}{v^2}$
- Chain: $\\dfrac{d}{dx} f(g(x)) = f'(g(x))\\,g'(x)$

**Integrals**

- $\\int x^n\\,dx = \\dfrac{x^{n+1}}{n+1} + C \\quad (n \\ne -1)$
- $\\int \\dfrac{1}{x}\\,dx = \\ln|x| + C$
- $\\int e^x\\,dx = e^x + C$
- $\\int \\sin x\\,dx = -\\cos x + C$, $\\int \\cos x\\,dx = \\sin x + C$
- Fundamental theorem: $\\int_a^b f'(x)\\,dx = f(b) - f(a)$

**Trigonometry**

- $\\sin^2 x + \\cos^2 x = 1$
- $\\sin 2x = 2\\sin x\\cos x$, $\\cos 2x = \\cos^2 x - \\sin^2 x$

**Average value** of $f$ on $[a,b]$: $\\dfrac{1}{b-a}\\int_a^b f(x)\\,dx$`,
};

const physics: ReferenceSheet = {
  id: 'physics',
  title: 'Physics equations and constants',
  body: `**Constants**

| Quantity | Value |
|---|---|
| Acceleration due to gravity | $g = 9.8\\ \\text{m/s}^2$ |
| Universal gravitational constant | $G = 6.67 \\times 10^{-11}\\ \\text{N·m}^2/\\text{kg}^2$ |
| Speed of light | $c = 3.00 \\times 10^8\\ \\text{m/s}$ |
| Elementary charge | $e = 1.60 \\times 10^{-19}\\ \\text{C}$ |
| Coulomb's law constant | $k = 9.0 \\times 10^9\\ \\text{N·m}^2/\\text{C}^2$ |

**Kinematics**

- $v_x = v_{x0} + a_x t$
- $x = x_0 + v_{x0} t + \\tfrac{1}{2} a_x t^2$
- $v_x^2 = v_{x0}^2 + 2 a_x (x - x_0)$

**Forces and motion**

- $\\vec a = \\dfrac{\\sum \\vec F}{m}$, $\\ F_f \\le \\mu F_N$, $\\ F_s = -k\\,\\Delta x$
- Circular motion: $a_c = \\dfrac{v^2}{r}$
- Gravitation: $F_g = G\\dfrac{m_1 m_2}{r^2}$

**Energy and momentum**

- $K = \\tfrac{1}{2}mv^2$, $\\ \\Delta U_g = mg\\,\\Delta y$, $\\ U_s = \\tfrac{1}{2}k(\\Delta x)^2$
- $W = F_\\parallel d = Fd\\cos\\theta$, $\\ P = \\dfrac{\\Delta E}{\\Delta t}$
- $\\vec p = m\\vec v$, $\\ \\vec J = \\vec F \\Delta t = \\Delta \\vec p$

**Rotation and oscillation**

- $\\tau = rF\\sin\\theta$, $\\ \\sum\\tau = I\\alpha$, $\\ L = I\\omega$
- $T_s = 2\\pi\\sqrt{\\dfrac{m}{k}}$, $\\ T_p = 2\\pi\\sqrt{\\dfrac{\\ell}{g}}$

**Waves and electricity**

- $v = f\\lambda$, $\\ T = \\dfrac{1}{f}$
- $V = IR$, $\\ P = IV$, $\\ F_e = k\\dfrac{|q_1 q_2|}{r^2}$`,
};

const chemistry: ReferenceSheet = {
  id: 'chemistry',
  title: 'Chemistry equations and constants',
  body: `**Constants**

| Quantity | Value |
|---|---|
| Avogadro's number | $N_A = 6.022 \\times 10^{23}\\ \\text{mol}^{-1}$ |
| Gas constant | $R = 8.314\\ \\text{J/(mol·K)} = 0.08206\\ \\text{L·atm/(mol·K)}$ |
| Planck's constant | $h = 6.626 \\times 10^{-34}\\ \\text{J·s}$ |
| Speed of light | $c = 2.998 \\times 10^8\\ \\text{m/s}$ |
| Faraday's constant | $F = 96{,}485\\ \\text{C/mol}$ |
| Water | $K_w = 1.0 \\times 10^{-14}$ at 25 °C |

**Atomic structure**: $E = h\\nu$, $\\ c = \\lambda\\nu$

**Gases**: $PV = nRT$, $\\ P_A = P_{\\text{total}} \\times X_A$, $\\ K = °C + 273$

**Solutions**: $M = \\dfrac{\\text{moles of solute}}{\\text{litres of solution}}$, $\\ A = \\varepsilon b c$

**Equilibrium and acids**

- $K_c = \\dfrac{[C]^c[D]^d}{[A]^a[B]^b}$ for $aA + bB \\rightleftharpoons cC + dD$
- $\\text{pH} = -\\log[\\text{H}^+]$, $\\ \\text{pOH} = -\\log[\\text{OH}^-]$, $\\ \\text{pH} + \\text{pOH} = 14$
- $\\text{pH} = \\text{p}K_a + \\log\\dfrac{[\\text{A}^-]}{[\\text{HA}]}$

**Kinetics**: $\\ln[A]_t - \\ln[A]_0 = -kt$, $\\ \\dfrac{1}{[A]_t} - \\dfrac{1}{[A]_0} = kt$, $\\ t_{1/2} = \\dfrac{0.693}{k}$

**Thermodynamics and electrochemistry**

- $q = mc\\Delta T$, $\\ \\Delta G° = \\Delta H° - T\\Delta S°$
- $\\Delta G° = -RT\\ln K = -nFE°$, $\\ I = \\dfrac{q}{t}$`,
};

const igcseMaths: ReferenceSheet = {
  id: 'igcse-mathematics',
  title: 'Mathematics formulas',
  body: `**Area and perimeter**

- Triangle: $A = \\tfrac{1}{2}bh = \\tfrac{1}{2}ab\\sin C$
- Trapezium: $A = \\tfrac{1}{2}(a+b)h$
- Circle: $A = \\pi r^2$, $\\ C = 2\\pi r$; arc length $= \\dfrac{\\theta}{360}\\times 2\\pi r$, sector $= \\dfrac{\\theta}{360}\\times \\pi r^2$

**Volume and surface area**

| Solid | Volume | Curved surface |
|---|---|---|
| Prism | $Al$ | — |
| Cylinder | $\\pi r^2 h$ | $2\\pi r h$ |
| Cone | $\\tfrac{1}{3}\\pi r^2 h$ | $\\pi r l$ |
| Pyramid | $\\tfrac{1}{3} \\times \\text{base} \\times h$ | — |
| Sphere | $\\tfrac{4}{3}\\pi r^3$ | $4\\pi r^2$ |

**Algebra**: $x = \\dfrac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$ for $ax^2 + bx + c = 0$

**Trigonometry**

- $\\dfrac{a}{\\sin A} = \\dfrac{b}{\\sin B} = \\dfrac{c}{\\sin C}$
- $a^2 = b^2 + c^2 - 2bc\\cos A$
- Right triangle: $\\sin\\theta = \\dfrac{\\text{opp}}{\\text{hyp}}$, $\\ \\cos\\theta = \\dfrac{\\text{adj}}{\\text{hyp}}$, $\\ \\tan\\theta = \\dfrac{\\text{opp}}{\\text{adj}}$`,
};

const estMaths: ReferenceSheet = {
  id: 'est-mathematics',
  title: 'Mathematics reference',
  body: `**Area and circumference**

- Circle: $A = \\pi r^2$, $\\ C = 2\\pi r$
- Rectangle: $A = \\ell w$; triangle: $A = \\tfrac{1}{2}bh$

**Right triangles**

- Pythagorean theorem: $c^2 = a^2 + b^2$
- Special triangles: $30°$-$60°$-$90°$ has sides $x,\\ x\\sqrt{3},\\ 2x$; $45°$-$45°$-$90°$ has sides $s,\\ s,\\ s\\sqrt{2}$

**Volume**

- Box: $V = \\ell wh$; cylinder: $V = \\pi r^2 h$
- Sphere: $V = \\tfrac{4}{3}\\pi r^3$; cone: $V = \\tfrac{1}{3}\\pi r^2 h$; pyramid: $V = \\tfrac{1}{3}\\ell wh$

**Facts**

- A circle has $360°$, or $2\\pi$ radians.
- The angles of a triangle add up to $180°$.
- Slope: $m = \\dfrac{y_2 - y_1}{x_2 - x_1}$; quadratic formula $x = \\dfrac{-b \\pm \\sqrt{b^2-4ac}}{2a}$`,
};

/** The sheet for a subject, chosen by board and name; null when the subject has none (e.g. literacy). */
export function referenceSheetFor(subject: {
  board: string;
  name: string;
  slug: string;
}): ReferenceSheet | null {
  const name = `${subject.name} ${subject.slug}`.toLowerCase();
  if (/liter|english|reading|writing|biolog/.test(name)) return null;
  if (/physic/.test(name)) return physics;
  if (/chem/.test(name)) return chemistry;
  if (/calc/.test(name)) return calculus;
  if (/math|algebra|geometr|statist/.test(name))
    return subject.board === 'EST' ? estMaths : igcseMaths;
  return null;
}
