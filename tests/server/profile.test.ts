import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/account/profile', headers, payload });

describe('own profile', () => {
  it('changes names, phone and country and shows them back', async () => {
    const user = await createUser(ctx, 'affiliate');
    const res = await patch(user.headers, {
      firstName: ' Huda ',
      lastName: 'Nasser',
      phoneNumber: '+20 100 123 4567',
      countryCode: 'eg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Huda',
      lastName: 'Nasser',
      phoneNumber: '+20 100 123 4567',
      countryCode: 'EG',
      role: 'affiliate',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: user.headers,
    });
    expect(me.json()).toMatchObject({ firstName: 'Huda', countryCode: 'EG' });
  });

  it('rejects bad values with clear messages and changes nothing', async () => {
    const user = await createUser(ctx, 'student', { firstName: 'Karim' });
    const res = await patch(user.headers, {
      firstName: 'K',
      lastName: 'Nasser',
      phoneNumber: 'call me',
      countryCode: 'Egypt',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'String must contain at least 2 character(s)',
      phoneNumber: 'Use digits, spaces and an optional leading +',
      countryCode: 'Use a two-letter country code',
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: user.headers,
    });
    expect(me.json().firstName).toBe('Karim');
  });

  it('cannot change the role or the e-mail through the profile', async () => {
    const user = await createUser(ctx, 'student');
    const res = await patch(user.headers, {
      firstName: 'Sara',
      lastName: 'Adel',
      role: 'admin',
      email: 'other@example.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'student', email: user.email });
  });
});
