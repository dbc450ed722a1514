import type { SeedQuestionFile } from '../seed-question';

/** Original, hand-checked Cambridge IGCSE Mathematics (Extended) reference questions. */
export const QUESTIONS: SeedQuestionFile = {
  subject: 'igcse-mathematics',
  questions: [
    // ── Number ─────────────────────────────────────────────────────────────────
    {
      topic: 'number',
      difficulty: 'easy',
      type: 'single',
      stem: 'Write $0.000\\,403$ in standard form.',
      choices: [
        '$40.3 \\times 10^{-5}$',
        '$4.03 \\times 10^{4}$',
        '$4.03 \\times 10^{-4}$',
        '$4.03 \\times 10^{-3}$',
      ],
      correct: 2,
      explanation:
        'Standard form is $A \\times 10^n$ with $1 \\le A < 10$. The decimal point moves 4 places to the right to give 4.03, so $0.000\\,403 = 4.03 \\times 10^{-4}$. $40.3 \\times 10^{-5}$ has the same value but is not in standard form because $40.3 > 10$.',
    },
    {
      topic: 'number',
      difficulty: 'easy',
      type: 'single',
      stem: 'Find the lowest common multiple (LCM) of 24 and 36.',
      choices: ['12', '72', '144', '864'],
      correct: 1,
      explanation:
        '$24 = 2^3 \\times 3$ and $36 = 2^2 \\times 3^2$. The LCM uses the highest power of each prime: $2^3 \\times 3^2 = 72$. (12 is the HCF, and $24 \\times 36 = 864$ is a common multiple but not the lowest.)',
    },
    {
      topic: 'number',
      difficulty: 'easy',
      type: 'text',
      stem: 'Numbers such as $\\sqrt{5}$ and $\\pi$ cannot be written as a fraction $\\frac{a}{b}$ where $a$ and $b$ are integers. Write down the word used to describe such numbers.',
      accepted: ['irrational', 'irrational number', 'irrational numbers'],
      explanation:
        'A rational number can be written as $\\frac{a}{b}$ with integers $a$ and $b$ ($b \\ne 0$). Numbers that cannot, such as $\\sqrt{5}$ and $\\pi$, are irrational; their decimals never end and never repeat.',
    },
    {
      topic: 'number',
      difficulty: 'easy',
      type: 'single',
      stem: 'In a class of 30 students, 18 play football, 15 play tennis and 5 play neither sport. How many students play both football and tennis?',
      choices: ['3', '8', '10', '13'],
      correct: 1,
      explanation:
        '$30 - 5 = 25$ students play at least one sport. Using $n(F \\cup T) = n(F) + n(T) - n(F \\cap T)$: $25 = 18 + 15 - n(F \\cap T)$, so $n(F \\cap T) = 8$.',
    },
    {
      topic: 'number',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'Amira invests 2500 dollars at a rate of 3% per year compound interest. Calculate the value of her investment at the end of 4 years. Give your answer in dollars, correct to 2 decimal places.',
      value: 2813.77,
      tolerance: 0.01,
      explanation:
        'Value $= 2500 \\times 1.03^4 = 2500 \\times 1.12550881 = 2813.772\\ldots$, so 2813.77 dollars. Simple interest would give only $2500 + 4 \\times 75 = 2800$ dollars, because it ignores the interest earned on earlier interest.',
    },
    {
      topic: 'number',
      difficulty: 'medium',
      type: 'single',
      stem: 'The length and width of a rectangle are 8.5 cm and 4.2 cm, each correct to the nearest 0.1 cm. Calculate the upper bound of the area of the rectangle.',
      choices: [
        '$35.0675\\ \\text{cm}^2$',
        '$35.7\\ \\text{cm}^2$',
        '$36.3375\\ \\text{cm}^2$',
        '$36.765\\ \\text{cm}^2$',
      ],
      correct: 2,
      explanation:
        'Each measurement can be up to half of 0.1 cm more than stated, so the upper bounds are 8.55 cm and 4.25 cm. The upper bound of the area is $8.55 \\times 4.25 = 36.3375\\ \\text{cm}^2$.',
    },
    {
      topic: 'number',
      difficulty: 'medium',
      type: 'single',
      stem: 'Find the value of $27^{-\\frac{2}{3}}$.',
      choices: ['$\\frac{1}{18}$', '$-9$', '$-18$', '$\\frac{1}{9}$'],
      correct: 3,
      explanation:
        '$27^{\\frac{1}{3}} = 3$, so $27^{\\frac{2}{3}} = 3^2 = 9$. A negative index means the reciprocal, so $27^{-\\frac{2}{3}} = \\frac{1}{9}$.',
    },
    {
      topic: 'number',
      difficulty: 'medium',
      type: 'single',
      stem: 'After a 15% increase, the price of a bicycle is 287.50 dollars. What was the price before the increase?',
      choices: ['244.38 dollars', '250.00 dollars', '272.50 dollars', '330.63 dollars'],
      correct: 1,
      explanation:
        'The new price is 115% of the original, so the original price is $287.50 \\div 1.15 = 250$ dollars. Taking 15% off the new price ($287.50 \\times 0.85 = 244.38$) is wrong, because the 15% was a percentage of the original price.',
    },
    {
      topic: 'number',
      difficulty: 'hard',
      type: 'expression',
      stem: 'Write the recurring decimal $0.1\\dot{3}\\dot{6}$ (that is, $0.136\\,363\\,6\\ldots$) as a fraction in its simplest form.',
      expression: '\\frac{3}{22}',
      explanation:
        'Let $x = 0.13636\\ldots$. Then $100x = 13.63636\\ldots$, and subtracting gives $99x = 13.5$, so $x = \\frac{13.5}{99} = \\frac{27}{198} = \\frac{3}{22}$.',
    },
    {
      topic: 'number',
      difficulty: 'hard',
      type: 'single',
      stem: 'Rationalise the denominator and simplify $\\frac{6}{3 - \\sqrt{3}}$.',
      choices: [
        '$3 - \\sqrt{3}$',
        '$\\frac{3 + \\sqrt{3}}{2}$',
        '$6 + 2\\sqrt{3}$',
        '$3 + \\sqrt{3}$',
      ],
      correct: 3,
      explanation:
        'Multiply the numerator and denominator by $3 + \\sqrt{3}$: $\\frac{6(3 + \\sqrt{3})}{(3 - \\sqrt{3})(3 + \\sqrt{3})} = \\frac{6(3 + \\sqrt{3})}{9 - 3} = \\frac{6(3 + \\sqrt{3})}{6} = 3 + \\sqrt{3}$. The denominator is $9 - 3$, not $9 + 3$, because $(\\sqrt{3})^2 = 3$ is subtracted.',
    },

    // ── Algebra and graphs ─────────────────────────────────────────────────────
    {
      topic: 'algebra-graphs',
      difficulty: 'easy',
      type: 'expression',
      stem: 'Find an expression, in terms of $n$, for the $n$th term of the sequence $5,\\ 8,\\ 11,\\ 14,\\ \\ldots$',
      expression: '3n+2',
      explanation:
        'The terms increase by 3 each time, so the $n$th term is $3n + c$. When $n = 1$, $3 + c = 5$, so $c = 2$ and the $n$th term is $3n + 2$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'easy',
      type: 'single',
      stem: 'Solve the simultaneous equations $3x + 2y = 16$ and $5x - 2y = 8$.',
      choices: ['$x = 2,\\ y = 5$', '$x = 4,\\ y = 2$', '$x = 3,\\ y = 3.5$', '$x = 3.5,\\ y = 3$'],
      correct: 2,
      explanation:
        'Adding the equations eliminates $y$: $8x = 24$, so $x = 3$. Substituting into the first equation: $9 + 2y = 16$, so $y = 3.5$. Check: $5(3) - 2(3.5) = 8$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'easy',
      type: 'single',
      stem: 'Solve the inequality $3 - 2x < 11$.',
      choices: ['$x < -4$', '$x > -4$', '$x > 4$', '$x < 7$'],
      correct: 1,
      explanation:
        'Subtract 3 from both sides: $-2x < 8$. Dividing both sides by $-2$ reverses the inequality sign, so $x > -4$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'easy',
      type: 'multiple',
      stem: 'Which of the following are factors of $x^2 - x - 12$? Select all that apply.',
      choices: ['$x - 4$', '$x + 4$', '$x + 3$', '$x - 3$', '$x - 6$'],
      correct: [0, 2],
      explanation:
        'Look for two numbers with product $-12$ and sum $-1$: these are $-4$ and $3$. So $x^2 - x - 12 = (x - 4)(x + 3)$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'medium',
      type: 'expression',
      stem: '$f(x) = 2x - 1$ and $g(x) = x^2 + 3$. Find $fg(x)$, giving your answer in its simplest form.',
      expression: '2x^2+5',
      explanation:
        '$fg(x)$ means $f(g(x))$: apply $g$ first, then $f$. $f(x^2 + 3) = 2(x^2 + 3) - 1 = 2x^2 + 5$. Applying $f$ first would give $gf(x) = (2x - 1)^2 + 3$, a different function.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'medium',
      type: 'expression',
      stem: '$f(x) = \\frac{2x + 3}{5}$. Find $f^{-1}(x)$.',
      expression: '\\frac{5x-3}{2}',
      explanation:
        'Write $y = \\frac{2x + 3}{5}$ and make $x$ the subject: $5y = 2x + 3$, so $x = \\frac{5y - 3}{2}$. Swapping $x$ and $y$ gives $f^{-1}(x) = \\frac{5x - 3}{2}$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'medium',
      type: 'expression',
      stem: '$y = x^3 - 6x^2 + 5x - 7$. Find $\\frac{dy}{dx}$.',
      expression: '3x^2-12x+5',
      explanation:
        'Differentiate term by term using $\\frac{d}{dx}\\left(x^n\\right) = nx^{n-1}$: $\\frac{dy}{dx} = 3x^2 - 12x + 5$. The constant $-7$ differentiates to 0.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'medium',
      type: 'single',
      stem: 'Solve $2x^2 - 5x - 4 = 0$, giving your answers correct to 2 decimal places.',
      choices: [
        '$x = 12.55$ or $x = -2.55$',
        '$x = 0.64$ or $x = -3.14$',
        '$x = 6.27$ or $x = -1.27$',
        '$x = 3.14$ or $x = -0.64$',
      ],
      correct: 3,
      explanation:
        'With $a = 2$, $b = -5$ and $c = -4$: $x = \\frac{5 \\pm \\sqrt{(-5)^2 - 4(2)(-4)}}{2(2)} = \\frac{5 \\pm \\sqrt{57}}{4}$. This gives $x = 3.137\\ldots \\approx 3.14$ or $x = -0.637\\ldots \\approx -0.64$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'medium',
      type: 'single',
      stem: 'Find the coordinates of the turning point of the curve $y = x^2 - 4x + 1$.',
      choices: ['$(-2, 13)$', '$(2, -3)$', '$(2, 1)$', '$(4, 1)$'],
      correct: 1,
      explanation:
        '$\\frac{dy}{dx} = 2x - 4 = 0$ when $x = 2$, and then $y = 4 - 8 + 1 = -3$. Completing the square, $y = (x - 2)^2 - 3$, gives the same minimum point $(2, -3)$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'medium',
      type: 'single',
      stem: '$y$ is inversely proportional to the square of $x$. When $x = 2$, $y = 12$. Find $y$ when $x = 4$.',
      choices: ['3', '6', '24', '48'],
      correct: 0,
      explanation:
        '$y = \\frac{k}{x^2}$, so $k = 12 \\times 2^2 = 48$. When $x = 4$, $y = \\frac{48}{4^2} = \\frac{48}{16} = 3$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'hard',
      type: 'expression',
      stem: 'The first five terms of a quadratic sequence are $3,\\ 9,\\ 19,\\ 33,\\ 51$. Find an expression for the $n$th term in terms of $n$.',
      expression: '2n^2+1',
      explanation:
        'The first differences are $6, 10, 14, 18$ and the second difference is a constant 4, so the $n$th term is quadratic with leading term $\\frac{4}{2}n^2 = 2n^2$. Subtracting $2n^2$ (that is, $2, 8, 18, 32, 50$) from the terms leaves 1 each time, so the $n$th term is $2n^2 + 1$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'hard',
      type: 'expression',
      stem: 'The volume of a cone is $V = \\frac{1}{3}\\pi r^2 h$. Make $r$ the subject of the formula, where $r > 0$.',
      expression: '\\sqrt{\\frac{3V}{\\pi h}}',
      explanation:
        'Multiply both sides by 3: $3V = \\pi r^2 h$. Divide by $\\pi h$: $r^2 = \\frac{3V}{\\pi h}$. Take the positive square root: $r = \\sqrt{\\frac{3V}{\\pi h}}$.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'hard',
      type: 'single',
      stem: 'Solve the equation $\\frac{3}{x + 1} + \\frac{2}{x - 2} = 1$.',
      choices: [
        '$x = 3 \\pm \\sqrt{11}$',
        '$x = -3 \\pm \\sqrt{7}$',
        '$x = 3 \\pm \\sqrt{7}$',
        '$x = 1$',
      ],
      correct: 2,
      explanation:
        'Multiply every term by $(x + 1)(x - 2)$: $3(x - 2) + 2(x + 1) = (x + 1)(x - 2)$, so $5x - 4 = x^2 - x - 2$, which gives $x^2 - 6x + 2 = 0$. The quadratic formula gives $x = \\frac{6 \\pm \\sqrt{28}}{2} = 3 \\pm \\sqrt{7}$, and neither value makes a denominator zero.',
    },
    {
      topic: 'algebra-graphs',
      difficulty: 'hard',
      type: 'single',
      stem: 'Find the set of values of $x$ for which $x^2 - x - 6 < 0$.',
      choices: ['$x < -2$ or $x > 3$', '$-2 < x < 3$', '$-3 < x < 2$', '$x < 3$'],
      correct: 1,
      explanation:
        '$x^2 - x - 6 = (x - 3)(x + 2)$, which is zero at $x = -2$ and $x = 3$. The graph is a U-shaped parabola, so it is below the $x$-axis between the roots: $-2 < x < 3$.',
    },

    // ── Coordinate geometry ────────────────────────────────────────────────────
    {
      topic: 'coordinate-geometry',
      difficulty: 'easy',
      type: 'single',
      stem: 'Find the gradient of the straight line through the points $(2, 5)$ and $(6, -3)$.',
      choices: ['$2$', '$-2$', '$-\\frac{1}{2}$', '$\\frac{1}{2}$'],
      correct: 1,
      explanation:
        'Gradient $= \\frac{\\text{change in } y}{\\text{change in } x} = \\frac{-3 - 5}{6 - 2} = \\frac{-8}{4} = -2$.',
    },
    {
      topic: 'coordinate-geometry',
      difficulty: 'easy',
      type: 'numeric',
      stem: 'Calculate the length of the line segment joining $A(-1, 3)$ and $B(5, 11)$.',
      value: 10,
      tolerance: 0.001,
      explanation:
        'The horizontal change is $5 - (-1) = 6$ and the vertical change is $11 - 3 = 8$. By Pythagoras, $AB = \\sqrt{6^2 + 8^2} = \\sqrt{100} = 10$.',
    },
    {
      topic: 'coordinate-geometry',
      difficulty: 'medium',
      type: 'single',
      stem: '$M(3, -1)$ is the midpoint of the line segment $PQ$, and $P$ is the point $(-2, 4)$. Find the coordinates of $Q$.',
      choices: ['$(-7, 9)$', '$(0.5, 1.5)$', '$(5, -5)$', '$(8, -6)$'],
      correct: 3,
      explanation:
        'Going from $P$ to $M$ adds 5 to $x$ and subtracts 5 from $y$. Doing the same again from $M$ gives $Q = (3 + 5, -1 - 5) = (8, -6)$. Check: the midpoint of $(-2, 4)$ and $(8, -6)$ is $(3, -1)$.',
    },
    {
      topic: 'coordinate-geometry',
      difficulty: 'medium',
      type: 'single',
      stem: 'Find the equation of the line that is perpendicular to $y = 2x + 3$ and passes through the point $(4, 1)$.',
      choices: [
        '$y = -\\frac{1}{2}x + 1$',
        '$y = 2x - 7$',
        '$y = -\\frac{1}{2}x + 3$',
        '$y = \\frac{1}{2}x - 1$',
      ],
      correct: 2,
      explanation:
        'Perpendicular gradients multiply to $-1$, so the gradient is $-\\frac{1}{2}$. Substituting $(4, 1)$ into $y = -\\frac{1}{2}x + c$ gives $1 = -2 + c$, so $c = 3$ and $y = -\\frac{1}{2}x + 3$.',
    },
    {
      topic: 'coordinate-geometry',
      difficulty: 'hard',
      type: 'single',
      stem: '$A$ is the point $(1, 2)$ and $B$ is the point $(7, 6)$. Find the equation of the perpendicular bisector of $AB$.',
      choices: ['$2x - 3y = -4$', '$3x + 2y = 20$', '$3x + 2y = 7$', '$3x - 2y = 4$'],
      correct: 1,
      explanation:
        'The midpoint of $AB$ is $(4, 4)$ and the gradient of $AB$ is $\\frac{6 - 2}{7 - 1} = \\frac{2}{3}$, so the perpendicular gradient is $-\\frac{3}{2}$. Then $y - 4 = -\\frac{3}{2}(x - 4)$, so $2y - 8 = -3x + 12$, i.e. $3x + 2y = 20$.',
    },

    // ── Geometry and mensuration ───────────────────────────────────────────────
    {
      topic: 'geometry-mensuration',
      difficulty: 'easy',
      type: 'single',
      stem: '$A$, $B$ and $C$ are points on a circle with centre $O$, and $C$ lies on the major arc $AB$. Angle $AOB = 130^{\\circ}$. Find angle $ACB$.',
      choices: ['$50^{\\circ}$', '$130^{\\circ}$', '$115^{\\circ}$', '$65^{\\circ}$'],
      correct: 3,
      explanation:
        'The angle at the centre is twice the angle at the circumference standing on the same arc, so angle $ACB = \\frac{130^{\\circ}}{2} = 65^{\\circ}$.',
    },
    {
      topic: 'geometry-mensuration',
      difficulty: 'medium',
      type: 'text',
      stem: 'The interior angles of a polygon add up to $1080^{\\circ}$. Write down the name of the polygon.',
      accepted: ['octagon', 'an octagon'],
      explanation:
        'The interior angles of an $n$-sided polygon add up to $(n - 2) \\times 180^{\\circ}$. Solving $(n - 2) \\times 180 = 1080$ gives $n - 2 = 6$, so $n = 8$: an octagon.',
    },
    {
      topic: 'geometry-mensuration',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'A solid cone has base radius 6 cm and perpendicular height 8 cm. Calculate its volume in $\\text{cm}^3$, correct to 3 significant figures. [The volume of a cone is $\\frac{1}{3}\\pi r^2 h$.]',
      value: 302,
      tolerance: 0.5,
      explanation:
        '$V = \\frac{1}{3} \\times \\pi \\times 6^2 \\times 8 = 96\\pi = 301.59\\ldots$, which is $302\\ \\text{cm}^3$ to 3 significant figures.',
    },
    {
      topic: 'geometry-mensuration',
      difficulty: 'medium',
      type: 'single',
      stem: 'A sector of a circle has radius 9 cm and angle $140^{\\circ}$. Calculate the perimeter of the sector, correct to 3 significant figures.',
      choices: ['22.0 cm', '31.0 cm', '40.0 cm', '99.0 cm'],
      correct: 2,
      explanation:
        'Arc length $= \\frac{140}{360} \\times 2\\pi \\times 9 = 7\\pi \\approx 21.99$ cm. The perimeter also includes the two radii: $21.99 + 9 + 9 = 39.99 \\approx 40.0$ cm.',
    },
    {
      topic: 'geometry-mensuration',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Which of these quadrilaterals have exactly 2 lines of symmetry and rotational symmetry of order 2? Select all that apply. (Take each shape to be a general example of its type: the rectangle is not a square, the rhombus is not a square, and the parallelogram is not a rectangle or a rhombus.)',
      choices: ['Rectangle', 'Rhombus', 'Parallelogram', 'Isosceles trapezium', 'Kite'],
      correct: [0, 1],
      explanation:
        'A rectangle has 2 lines of symmetry (through the midpoints of opposite sides) and a rhombus has 2 (its diagonals); both have rotational symmetry of order 2. A general parallelogram has order 2 but no lines of symmetry, and an isosceles trapezium and a kite each have 1 line of symmetry and order 1.',
    },
    {
      topic: 'geometry-mensuration',
      difficulty: 'hard',
      type: 'single',
      stem: 'Two mathematically similar solids have surface areas of $50\\ \\text{cm}^2$ and $200\\ \\text{cm}^2$. The volume of the smaller solid is $40\\ \\text{cm}^3$. Find the volume of the larger solid.',
      choices: [
        '$80\\ \\text{cm}^3$',
        '$160\\ \\text{cm}^3$',
        '$320\\ \\text{cm}^3$',
        '$640\\ \\text{cm}^3$',
      ],
      correct: 2,
      explanation:
        'The area scale factor is $\\frac{200}{50} = 4$, so the length scale factor is $\\sqrt{4} = 2$ and the volume scale factor is $2^3 = 8$. The larger volume is $40 \\times 8 = 320\\ \\text{cm}^3$.',
    },
    {
      topic: 'geometry-mensuration',
      difficulty: 'hard',
      type: 'single',
      stem: 'A solid is made from a cylinder of radius 3 cm and height 10 cm with a hemisphere of radius 3 cm fixed on top. Calculate the total surface area of the solid, correct to 3 significant figures. [The surface area of a sphere is $4\\pi r^2$.]',
      choices: [
        '$245\\ \\text{cm}^2$',
        '$273\\ \\text{cm}^2$',
        '$302\\ \\text{cm}^2$',
        '$330\\ \\text{cm}^2$',
      ],
      correct: 1,
      explanation:
        'The outside of the solid is the circular base $\\pi(3)^2 = 9\\pi$, the curved surface of the cylinder $2\\pi(3)(10) = 60\\pi$ and the curved surface of the hemisphere $\\frac{1}{2} \\times 4\\pi(3)^2 = 18\\pi$. Total $= 87\\pi \\approx 273\\ \\text{cm}^2$; the circle where the hemisphere meets the cylinder is inside the solid.',
    },

    // ── Trigonometry ───────────────────────────────────────────────────────────
    {
      topic: 'trigonometry',
      difficulty: 'easy',
      type: 'single',
      stem: 'In triangle $ABC$, angle $B = 90^{\\circ}$, $AC = 12$ cm and angle $A = 35^{\\circ}$. Calculate the length of $BC$.',
      choices: ['9.83 cm', '6.88 cm', '8.40 cm', '20.9 cm'],
      correct: 1,
      explanation:
        '$AC$ is the hypotenuse and $BC$ is opposite angle $A$, so $BC = 12 \\sin 35^{\\circ} = 6.88$ cm (3 s.f.). Using cosine gives $AB$ (9.83 cm), not $BC$.',
    },
    {
      topic: 'trigonometry',
      difficulty: 'easy',
      type: 'single',
      stem: 'The bearing of $B$ from $A$ is $065^{\\circ}$. Find the bearing of $A$ from $B$.',
      choices: ['$295^{\\circ}$', '$115^{\\circ}$', '$245^{\\circ}$', '$155^{\\circ}$'],
      correct: 2,
      explanation:
        'The back bearing differs by $180^{\\circ}$: $065^{\\circ} + 180^{\\circ} = 245^{\\circ}$.',
    },
    {
      topic: 'trigonometry',
      difficulty: 'easy',
      type: 'single',
      stem: 'Triangle $XYZ$ has $XY = 8$ cm, $XZ = 11$ cm and angle $YXZ = 30^{\\circ}$. Calculate the area of the triangle.',
      choices: [
        '$88\\ \\text{cm}^2$',
        '$44\\ \\text{cm}^2$',
        '$38.1\\ \\text{cm}^2$',
        '$22\\ \\text{cm}^2$',
      ],
      correct: 3,
      explanation:
        'Area $= \\frac{1}{2}ab\\sin C = \\frac{1}{2} \\times 8 \\times 11 \\times \\sin 30^{\\circ} = \\frac{1}{2} \\times 8 \\times 11 \\times 0.5 = 22\\ \\text{cm}^2$.',
    },
    {
      topic: 'trigonometry',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'In triangle $PQR$, $PQ = 7$ cm, $PR = 10$ cm and angle $QPR = 50^{\\circ}$. Calculate the length of $QR$ in cm, correct to 2 decimal places.',
      value: 7.68,
      tolerance: 0.01,
      explanation:
        'By the cosine rule, $QR^2 = 7^2 + 10^2 - 2 \\times 7 \\times 10 \\times \\cos 50^{\\circ} = 149 - 89.99 = 59.01$, so $QR = \\sqrt{59.01} \\approx 7.68$ cm.',
    },
    {
      topic: 'trigonometry',
      difficulty: 'medium',
      type: 'multiple',
      stem: 'Solve $\\sin x = -0.5$ for $0^{\\circ} \\le x \\le 360^{\\circ}$. Select all the solutions.',
      choices: [
        '$30^{\\circ}$',
        '$150^{\\circ}$',
        '$210^{\\circ}$',
        '$240^{\\circ}$',
        '$330^{\\circ}$',
      ],
      correct: [2, 4],
      explanation:
        'The reference angle is $\\sin^{-1}(0.5) = 30^{\\circ}$. Sine is negative in the third and fourth quadrants, so $x = 180^{\\circ} + 30^{\\circ} = 210^{\\circ}$ or $x = 360^{\\circ} - 30^{\\circ} = 330^{\\circ}$.',
    },
    {
      topic: 'trigonometry',
      difficulty: 'hard',
      type: 'single',
      stem: 'A cuboid has a horizontal rectangular base $ABCD$ with $AB = 8$ cm and $BC = 6$ cm, and a height of 5 cm. $G$ is the vertex directly above $C$. Calculate the angle between the diagonal $AG$ and the base $ABCD$.',
      choices: ['$32.0^{\\circ}$', '$63.4^{\\circ}$', '$26.6^{\\circ}$', '$39.8^{\\circ}$'],
      correct: 2,
      explanation:
        'The required angle is between $AG$ and its projection $AC$ on the base. $AC = \\sqrt{8^2 + 6^2} = 10$ cm and $GC = 5$ cm is vertical, so $\\tan \\theta = \\frac{5}{10}$ and $\\theta = 26.6^{\\circ}$.',
    },

    // ── Statistics and probability ─────────────────────────────────────────────
    {
      topic: 'statistics-probability',
      difficulty: 'easy',
      type: 'single',
      stem: 'Find the median of these numbers: $3,\\ 8,\\ 5,\\ 14,\\ 7,\\ 10$.',
      choices: ['9.5', '7.5', '7.83', '8'],
      correct: 1,
      explanation:
        'In order the numbers are $3, 5, 7, 8, 10, 14$. With six values the median is the mean of the 3rd and 4th: $\\frac{7 + 8}{2} = 7.5$. The numbers must be put in order first; 7.83 is the mean, not the median.',
    },
    {
      topic: 'statistics-probability',
      difficulty: 'easy',
      type: 'single',
      stem: 'The mean of five numbers is 12. When a sixth number is added, the mean of the six numbers is 13. What is the sixth number?',
      choices: ['13', '14.5', '18', '25'],
      correct: 2,
      explanation:
        'The total of the five numbers is $5 \\times 12 = 60$ and the total of the six numbers is $6 \\times 13 = 78$. The sixth number is $78 - 60 = 18$.',
    },
    {
      topic: 'statistics-probability',
      difficulty: 'medium',
      type: 'single',
      stem: 'A bag contains 5 red counters and 3 blue counters. Two counters are taken at random without replacement. Find the probability that both counters are red.',
      choices: ['$\\frac{5}{14}$', '$\\frac{25}{64}$', '$\\frac{5}{16}$', '$\\frac{15}{28}$'],
      correct: 0,
      explanation:
        '$P(\\text{red, red}) = \\frac{5}{8} \\times \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14}$. After one red counter is removed, 4 of the remaining 7 counters are red.',
    },
    {
      topic: 'statistics-probability',
      difficulty: 'medium',
      type: 'numeric',
      stem: 'The times, $t$ minutes, taken by 20 students to finish a puzzle are grouped as follows: 4 students with $0 < t \\le 10$, 10 students with $10 < t \\le 20$ and 6 students with $20 < t \\le 30$. Calculate an estimate of the mean time, in minutes.',
      value: 16,
      tolerance: 0.01,
      explanation:
        'Use the class midpoints 5, 15 and 25: $\\frac{4 \\times 5 + 10 \\times 15 + 6 \\times 25}{20} = \\frac{20 + 150 + 150}{20} = 16$ minutes. It is an estimate because the exact times within each class are not known.',
    },
    {
      topic: 'statistics-probability',
      difficulty: 'medium',
      type: 'single',
      stem: 'In a histogram, the class $20 < x \\le 50$ is shown by a bar with frequency density 1.2. What is the frequency of this class?',
      choices: ['24', '25', '36', '60'],
      correct: 2,
      explanation:
        'Frequency $=$ frequency density $\\times$ class width $= 1.2 \\times (50 - 20) = 1.2 \\times 30 = 36$.',
    },
    {
      topic: 'statistics-probability',
      difficulty: 'medium',
      type: 'single',
      stem: 'The probability that it rains on any given day is 0.3, independently of other days. Find the probability that it rains on at least one of three consecutive days.',
      choices: ['0.027', '0.343', '0.657', '0.9'],
      correct: 2,
      explanation:
        'The probability of no rain on all three days is $0.7^3 = 0.343$, so the probability of rain on at least one day is $1 - 0.343 = 0.657$. Adding $0.3 + 0.3 + 0.3 = 0.9$ is wrong because the events are not mutually exclusive.',
    },
    {
      topic: 'statistics-probability',
      difficulty: 'hard',
      type: 'single',
      stem: 'The probability that Sami passes his driving test at the first attempt is 0.6. If he fails, the probability that he passes at the second attempt is 0.7. Find the probability that he passes within his first two attempts.',
      choices: ['0.28', '0.42', '0.82', '0.88'],
      correct: 3,
      explanation:
        'He passes either at the first attempt (0.6) or fails and then passes (0.4 × 0.7 = 0.28). These outcomes are mutually exclusive, so the probability is $0.6 + 0.28 = 0.88$. (Equivalently, $1 - 0.4 \\times 0.3 = 0.88$.)',
    },
    {
      topic: 'statistics-probability',
      difficulty: 'hard',
      type: 'single',
      stem: 'Two fair six-sided dice are rolled. Given that at least one of the dice shows a 3, find the probability that the total score is 8.',
      choices: ['$\\frac{5}{36}$', '$\\frac{1}{18}$', '$\\frac{1}{6}$', '$\\frac{2}{11}$'],
      correct: 3,
      explanation:
        'Of the 36 equally likely outcomes, 11 have at least one 3 (6 with a 3 on the first die, 6 on the second, minus the double-counted (3, 3)). Of these, only (3, 5) and (5, 3) total 8, so the probability is $\\frac{2}{11}$.',
    },
  ],
};
