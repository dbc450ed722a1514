import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_VALUE } from '../../src/common/contracts/schema-tools';
import { auditLog, sessions, userSessions } from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  student = await createUser(ctx, 'student');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST';
async function call(method: Method, url: string, payload?: unknown, user: TestUser = admin) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
  const body = (isJson && res.body ? res.json() : res.body) as any;
  return { status: res.statusCode, body };
}

const rows = (table: string, query: Record<string, string> = {}) =>
  call('GET', `/api/admin/schema-tools/tables/${table}/rows?${new URLSearchParams(query)}`);
const filters = (f: unknown) => JSON.stringify(f);

async function secrets() {
  const [session] = await ctx.database.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, student.id));
  const result = await ctx.database.db.execute(
    sql`select password from accounts where user_id = ${student.id}`,
  );
  const [account] = (result as unknown as { rows: { password: string }[] }).rows;
  return { token: session?.token ?? '', hash: account?.password ?? '' };
}

describe('table browser', () => {
  it('lists the public tables without drizzle bookkeeping, with masked columns marked', async () => {
    const res = await call('GET', '/api/admin/schema-tools/tables');
    expect(res.status).toBe(200);
    const names = res.body.tables.map((t: { name: string }) => t.name);
    expect(names).toContain('profiles');
    expect(names).not.toContain('__drizzle_migrations');
    const accounts = res.body.tables.find((t: { name: string }) => t.name === 'accounts');
    const masked = accounts.columns.filter((c: { masked: boolean }) => c.masked);
    expect(masked.map((c: { name: string }) => c.name).sort()).toEqual(
      ['access_token', 'id_token', 'password', 'refresh_token'].sort(),
    );
    const col = accounts.columns.find(
      (c: { name: string }) => c.name === 'access_token_expires_at',
    );
    expect(col.masked).toBe(false);
  });

  it('never sends a session token or a password hash, in pages or in the CSV', async () => {
    const { token, hash } = await secrets();
    expect(token.length).toBeGreaterThan(10);
    expect(hash.length).toBeGreaterThan(10);
    for (const table of ['sessions', 'accounts', 'user_sessions', 'verifications']) {
      const page = await rows(table, { pageSize: '100' });
      expect(page.status).toBe(200);
      const text = JSON.stringify(page.body);
      expect(text).not.toContain(token);
      expect(text).not.toContain(hash);
      const csv = await call('GET', `/api/admin/schema-tools/tables/${table}/export`);
      expect(csv.status).toBe(200);
      expect(String(csv.body)).not.toContain(token);
      expect(String(csv.body)).not.toContain(hash);
    }
    const page = await rows('sessions', {
      filters: filters([{ column: 'user_id', op: 'equals', value: student.id }]),
    });
    const tokenIndex = page.body.columns.findIndex((c: { name: string }) => c.name === 'token');
    expect(page.body.items[0][tokenIndex]).toBe(MASKED_VALUE);
  });

  it('refuses to sort or filter by a masked column', async () => {
    expect((await rows('sessions', { sort: 'token' })).status).toBe(400);
    const res = await rows('sessions', {
      filters: filters([{ column: 'token', op: 'contains', value: 'a' }]),
    });
    expect(res.status).toBe(400);
  });

  it('pages, sorts and filters with typed values', async () => {
    const page = await rows('profiles', { pageSize: '1', sort: 'email', order: 'desc' });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    const byEmail = await rows('profiles', {
      filters: filters([{ column: 'email', op: 'contains', value: student.email.slice(0, 12) }]),
    });
    expect(byEmail.body.total).toBe(1);
    const emailIndex = byEmail.body.columns.findIndex((c: { name: string }) => c.name === 'email');
    expect(byEmail.body.items[0][emailIndex]).toBe(student.email);
    const badNumber = await rows('user_sessions', {
      filters: filters([{ column: 'is_active', op: 'equals', value: 'maybe' }]),
    });
    expect(badNumber.status).toBe(400);
    const active = await rows('user_sessions', {
      filters: filters([{ column: 'is_active', op: 'equals', value: 'true' }]),
    });
    expect(active.status).toBe(200);
  });

  it('answers an unknown table with 404 and an unknown column with 400', async () => {
    expect((await rows('no_such_table')).status).toBe(404);
    expect((await rows('profiles;drop table profiles')).status).toBe(400);
    expect((await rows('profiles', { sort: 'nope' })).status).toBe(400);
    const res = await rows('profiles', {
      filters: filters([{ column: 'email"--', op: 'equals', value: 'x' }]),
    });
    expect(res.status).toBe(400);
    expect((await rows('profiles', { filters: 'not json' })).status).toBe(400);
  });

  it('defuses formula cells in the CSV', async () => {
    await ctx.database.db.execute(
      sql`update profiles set first_name = '=HYPERLINK("x")' where id = ${student.id}`,
    );
    const csv = await call(
      'GET',
      `/api/admin/schema-tools/tables/profiles/export?filters=${encodeURIComponent(
        filters([{ column: 'id', op: 'equals', value: student.id }]),
      )}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('database schema', () => {
  it('reads columns, indexes, constraints and foreign keys from the catalog', async () => {
    const res = await call('GET', '/api/admin/schema-tools/schema');
    expect(res.status).toBe(200);
    const sessionsTable = res.body.tables.find((t: { name: string }) => t.name === 'sessions');
    expect(sessionsTable.columns.find((c: { name: string }) => c.name === 'token')).toMatchObject({
      type: 'text',
      nullable: false,
    });
    expect(sessionsTable.indexes.some((i: { primary: boolean }) => i.primary)).toBe(true);
    expect(sessionsTable.constraints.map((c: { kind: string }) => c.kind)).toEqual(
      expect.arrayContaining(['primary', 'unique', 'foreign']),
    );
    expect(res.body.foreignKeys).toContainEqual(
      expect.objectContaining({
        table: 'sessions',
        columns: ['user_id'],
        referencedTable: 'profiles',
        referencedColumns: ['id'],
        onDelete: 'cascade',
      }),
    );
  });
});

describe('SQL function tester', () => {
  const sig = async (name: string) => {
    const res = await call('GET', '/api/admin/schema-tools/functions');
    return res.body.functions.find((f: { name: string }) => f.name === name);
  };

  it("lists the project's functions with their parameters, not the extensions'", async () => {
    const res = await call('GET', '/api/admin/schema-tools/functions');
    expect(res.status).toBe(200);
    const names = res.body.functions.map((f: { name: string }) => f.name);
    for (const name of [
      'upsert_user_session',
      'update_session_activity',
      'invalidate_user_session',
      'invalidate_all_user_sessions',
      'get_users_by_ids',
      'admin_clear_user_sessions',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('similarity');
    const upsert = res.body.functions.find(
      (f: { name: string }) => f.name === 'upsert_user_session',
    );
    expect(upsert.params[0]).toMatchObject({ name: 'p_user_id', type: 'text', kind: 'text' });
    expect(upsert.params.at(-1)).toMatchObject({ name: 'p_expires_at', hasDefault: true });
    expect(upsert.runnable).toBe(true);
    const byIds = await sig('get_users_by_ids');
    expect(byIds.params[0]).toMatchObject({ name: 'user_ids', kind: 'text[]' });
  });

  it('returns rows of a set-returning function', async () => {
    const fn = await sig('get_users_by_ids');
    const res = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args: [{ mode: 'value', value: JSON.stringify([student.id, admin.id]) }],
    });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('rolledBack');
    expect(res.body.rowCount).toBe(2);
    expect(res.body.columns).toEqual(['id', 'email', 'first_name', 'last_name', 'role']);
    expect(typeof res.body.durationMs).toBe('number');
  });

  it('rolls back by default, and commits with the typed confirmation and an audit entry', async () => {
    const fn = await sig('admin_clear_user_sessions');
    const active = async () =>
      (
        await ctx.database.db
          .select({ id: userSessions.id })
          .from(userSessions)
          .where(and(eq(userSessions.userId, student.id), eq(userSessions.isActive, true)))
      ).length;
    const before = await active();
    expect(before).toBeGreaterThan(0);
    const args = [{ mode: 'value', value: student.id }];
    const run = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args,
    });
    expect(run.body).toMatchObject({ outcome: 'rolledBack', rows: [[String(before)]] });
    expect(await active()).toBe(before);

    const unconfirmed = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args,
      commit: true,
      confirmation: 'yes',
    });
    expect(unconfirmed.status).toBe(400);
    expect(await active()).toBe(before);

    const committed = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args,
      commit: true,
      confirmation: 'admin_clear_user_sessions',
    });
    expect(committed.body.outcome).toBe('committed');
    expect(await active()).toBe(0);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sql_function.commit'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, targetId: fn.signature });
  });

  it('masks token arguments in the audit entry', async () => {
    const fn = await sig('invalidate_user_session');
    const res = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args: [{ mode: 'value', value: 'some-secret-token-value' }],
      commit: true,
      confirmation: 'invalidate_user_session',
    });
    expect(res.body.outcome).toBe('committed');
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, fn.signature));
    expect(JSON.stringify(entry?.after)).not.toContain('some-secret-token-value');
  });

  it("shows the database's error and changes nothing", async () => {
    const fn = await sig('upsert_user_session');
    const args = fn.params.map((p: { name: string; hasDefault: boolean }) =>
      p.hasDefault
        ? { mode: 'default' }
        : p.name === 'p_user_id'
          ? { mode: 'value', value: 'no-such-user' }
          : p.name === 'p_session_token'
            ? { mode: 'value', value: 'tok-x' }
            : { mode: 'null' },
    );
    const res = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args,
      commit: true,
      confirmation: 'upsert_user_session',
    });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('error');
    expect(res.body.error, JSON.stringify(res.body.error)).toMatchObject({ code: '23503' });
    expect(res.body.error.message).toMatch(/foreign key/);
  });

  it('validates typed inputs and refuses unknown functions before any SQL', async () => {
    const fn = await sig('get_users_by_ids');
    const badArray = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args: [{ mode: 'value', value: 'not-an-array' }],
    });
    expect(badArray.status).toBe(400);
    const wrongCount = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args: [],
    });
    expect(wrongCount.status).toBe(400);
    const noDefault = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: fn.signature,
      args: [{ mode: 'default' }],
    });
    expect(noDefault.status).toBe(400);
    const unknown = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: 'pg_sleep(double precision)',
      args: [{ mode: 'value', value: '1' }],
    });
    expect(unknown.status).toBe(404);
    const injected = await call('POST', '/api/admin/schema-tools/functions/run', {
      signature: 'get_users_by_ids(text[]); drop table profiles; --',
      args: [],
    });
    expect(injected.status).toBe(404);
  });

  it('is for administrators only', async () => {
    // The student signed in before was signed out by the committed run above.
    const other = await createUser(ctx, 'student');
    expect((await call('GET', '/api/admin/schema-tools/tables', undefined, other)).status).toBe(
      403,
    );
    const run = await call(
      'POST',
      '/api/admin/schema-tools/functions/run',
      { signature: 'x', args: [] },
      other,
    );
    expect(run.status).toBe(403);
  });
});
