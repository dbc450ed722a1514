import { chromium } from 'playwright-core';
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const me = { id: 'u1', email: 'omar@example.com', firstName: 'Omar', lastName: 'Khalil', role: 'student', unlockPoints: 3, emailVerified: true, phoneNumber: '', countryCode: null, code: null, createdAt: '2026-01-15T10:00:00.000Z' };
const now = Date.now();
const item = (position, extra = {}) => ({ position, section: 0, type: 'single', stem: `A particle moves along the $x$-axis with velocity $v(t) = 3t^2 - 12t + 9$. At what time $t$ is the particle at rest for the ${position === 1 ? 'first' : 'second'} time?`, choices: [ { id: `a${position}`, text: '$t = 0$' }, { id: `b${position}`, text: '$t = 1$' }, { id: `c${position}`, text: '$t = 2$' }, { id: `d${position}`, text: '$t = 3$' } ], passage: null, answer: null, flagged: false, eliminated: [], timeSpentMs: 0, answeredAt: null, clientSeq: 0, feedback: null, locked: false, ...extra });
const passageBody = Array.from({ length: 6 }, (_, i) => `Paragraph ${i + 1}. The lighthouse keeper climbed the spiral stairs every evening, counting each of the one hundred and twelve steps as his father had taught him. The lamp above waited, patient as the sea.`).join('\n\n');
const mode = process.argv[2] ?? 'plain';
const state = {
  id: 'e1', title: 'AP Calculus AB — Full practice exam', mode: 'simulation', status: 'in_progress',
  subject: { id: 's', slug: 'ap-calculus-ab', name: 'AP Calculus AB', board: 'AP' }, timed: true,
  startedAt: new Date(now).toISOString(), serverTime: new Date(now).toISOString(), currentSection: 0,
  sections: [
    { index: 0, title: 'Part B: Calculator', directions: '', calculator: true, questionCount: 15, durationMinutes: 45, topics: [], status: 'active', startedAt: new Date(now).toISOString(), deadlineAt: new Date(now + (mode === 'warn' ? 250_000 : 44*60_000 + 12_000)).toISOString(), finishedAt: null },
    { index: 1, title: 'Part C', directions: '', calculator: false, questionCount: 5, durationMinutes: 20, topics: [], status: 'locked', startedAt: null, deadlineAt: null, finishedAt: null },
  ],
  items: Array.from({ length: 15 }, (_, i) => item(i + 1, i === 0 ? { answer: { type: 'single', choice: 'b1' }, eliminated: ['a1'] } : i === 2 ? { flagged: true, answer: { type: 'single', choice: 'a3' } } : i === 1 && mode === 'passage' ? { passage: { id: 'p', title: 'Passage 1', body: passageBody }, stem: 'Which choice best states the main purpose of the passage?' } : {})),
  adaptive: null,
};
if (mode === 'passage') state.currentSection = 0;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 360, height: 740 }]]) {
  const page = await browser.newPage({ viewport });
  await page.route('**/api/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/account/me') return route.fulfill({ json: me });
    if (url.pathname === '/api/auth/get-session') return route.fulfill({ json: { session: { id: 's' }, user: { id: 'u1' } } });
    if (url.pathname.endsWith('/state')) return route.fulfill({ json: state });
    if (route.request().method() === 'PUT') { const b = route.request().postDataJSON(); return route.fulfill({ json: { position: 1, answer: b.answer ?? null, flagged: false, eliminated: [], timeSpentMs: 0, answeredAt: null, clientSeq: b.clientSeq, stale: false, feedback: null } }); }
    return route.fulfill({ status: 404, json: { code: 'NOT_FOUND', message: 'nf' } });
  });
  await page.goto('http://localhost:5199/student/exam/e1/process');
  await page.waitForSelector('#question-heading', { timeout: 20000 });
  await page.waitForTimeout(800);
  if (mode === 'passage') { await page.keyboard.press('ArrowRight'); await page.waitForTimeout(500); }
  await page.screenshot({ path: `/tmp/examroom-shots/${mode}-${name}.png`, fullPage: false });
  if (mode === 'plain') {
    await page.getByRole('button', { name: 'Calculator' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/examroom-shots/calc-${name}.png` });
    await page.getByRole('button', { name: 'Close calculator' }).click();
    await page.getByRole('button', { name: /open the question navigator/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/examroom-shots/nav-${name}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reference' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/examroom-shots/ref-${name}.png` });
  }
  await page.close();
}
await browser.close();
