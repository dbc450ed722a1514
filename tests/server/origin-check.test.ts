import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigins } from '../../src/server/plugins/origin-check';
import { createUser, signIn, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_APP_URL, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  user = await createUser(ctx, 'student');
});
afterAll(() => ctx.close());

const FOREIGN = 'https://evil.example';

type Session = { id: string; current: boolean };
const otherSessions = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: user.headers }))
    .json()
    .sessions.filter((s: Session) => !s.current) as Session[];

/** Signs the user out of one of their other sessions: a body-less DELETE. */
async function endOtherSession(headers: Record<string, string>) {
  await signIn(ctx, user.email, user.password);
  const [other] = await otherSessions();
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/account/sessions/${other?.id}`,
    headers: { cookie: user.headers.cookie ?? '', ...headers },
  });
  return { res, stillThere: (await otherSessions()).some((s) => s.id === other?.id) };
}

describe('state-changing requests from another site', () => {
  it('are refused with the session cookie, and change nothing', async () => {
    const refused: Record<string, string>[] = [
      { origin: FOREIGN },
      { origin: 'null' },
      { referer: `${FOREIGN}/page` },
    ];
    for (const headers of refused) {
      const { res, stillThere } = await endOtherSession(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Cross-site request refused');
      expect(stillThere).toBe(true);
    }
  });

  it("pass from the app's own pages and from clients that send no origin", async () => {
    const accepted: Record<string, string>[] = [
      { origin: TEST_APP_URL },
      { referer: `${TEST_APP_URL}/student` },
      {},
    ];
    for (const headers of accepted) {
      const { res, stillThere } = await endOtherSession(headers);
      expect(res.statusCode).toBe(204);
      expect(stillThere).toBe(false);
    }
  });

  it('leave the payment webhook and better-auth to their own checks', async () => {
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { origin: FOREIGN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(400);

    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...user.headers, origin: FOREIGN },
    });
    // better-auth refuses it itself, in its own words.
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json().message).not.toBe('Cross-site request refused');
  });

  it("trusts Vite's dev server only in development", () => {
    const APP_URL = 'http://localhost:3000/';
    expect(appOrigins({ APP_URL, NODE_ENV: 'development' })).toContain('http://localhost:5173');
    expect(appOrigins({ APP_URL, NODE_ENV: 'production' })).toEqual(['http://localhost:3000']);
  });
});
