// A signed-in student with a started exam, made through the public API of a running server
// exactly as the app does it (register with the Free Trial, sign in, unlock a subject, create and
// start a short practice exam), for the page benchmarks that open signed-in routes.
import { randomUUID } from 'node:crypto';

const PASSWORD = 'Bench-pass-1';

async function call(base, path, { method = 'GET', cookie, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/**
 * Returns `{ cookie, examPath, email }`: the session cookie (`name=value`) and the address of
 * the exam room of a started exam.
 */
export async function prepareStudent(base, subjectName = 'AP Calculus AB') {
  const email = `bench.pages.${randomUUID()}@example.test`;
  await call(base, '/api/account/register', {
    method: 'POST',
    body: {
      email,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: 'Student',
      role: 'student',
    },
  });
  const signIn = await call(base, '/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password: PASSWORD },
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.includes('session_token'))
    ?.split(';')[0];
  if (!cookie) throw new Error('sign-in set no session cookie');

  const catalogue = await (await call(base, '/api/student/subjects', { cookie })).json();
  const subject = catalogue.subjects.find((s) => s.name === subjectName) ?? catalogue.subjects[0];
  if (!subject) throw new Error('no subject to unlock');
  await call(base, `/api/student/subjects/${subject.id}/unlock`, { method: 'POST', cookie });

  const options = await (await call(base, '/api/student/exams/options', { cookie })).json();
  const unlocked = options.subjects.find((s) => s.id === subject.id);
  const created = await call(base, '/api/student/exams', {
    method: 'POST',
    cookie,
    body: {
      subjectId: subject.id,
      mode: 'practice',
      custom: {
        topicIds: unlocked.topics.map((t) => t.id),
        questionCount: 10,
        difficulty: 'mixed',
        timed: true,
        minutes: 30,
      },
    },
  });
  const { id } = await created.json();
  await call(base, `/api/student/exams/${id}/start`, { method: 'POST', cookie });
  return { cookie, email, examPath: `/student/exam/${id}/process` };
}
