import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminCommissionList,
  AFFILIATE_MSG,
  type CommissionList,
} from '../../src/common/contracts/affiliates';
import { commissions, emailMessages, profiles } from '../../src/server/db/schema';
import { buy, makeAffiliate, referStudent, send, type TestAffiliate } from '../helpers/affiliates';
import { BASIC_ID, PREMIUM_ID } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let smtp: TestSmtpServer;
let admin: TestUser;
let a: TestAffiliate;
let b: TestAffiliate;
let aStudent: TestUser;
let aStudent2: TestUser;
let bStudent: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createUser(ctx, 'admin');
  a = await makeAffiliate(ctx, { rate: 10, discount: 10, firstName: 'Amal' });
  b = await makeAffiliate(ctx, { rate: 20, discount: 5, firstName: 'Badr' });
  aStudent = await referStudent(ctx, a, {
    firstName: '=HYPERLINK("http://evil")',
    lastName: 'Smith, "Jr"',
    email: 'hyper.link@example.test',
  });
  aStudent2 = await referStudent(ctx, a, {
    firstName: 'Nour',
    lastName: 'Saleh',
    email: 'nour.saleh@example.test',
  });
  bStudent = await referStudent(ctx, b, {
    firstName: 'Badr',
    lastName: 'Student',
    email: 'b.student@example.test',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const db = () => ctx.database.db;
const commissionRow = async (id: string) =>
  (await db().select().from(commissions).where(eq(commissions.id, id)))[0];
const approve = (ids: string[], user: TestUser | null = admin) =>
  send(ctx, user, 'POST', '/api/admin/commissions/approve', { ids });
const pay = (ids: string[], payoutReference = 'PAYOUT-2025-001', user: TestUser | null = admin) =>
  send(ctx, user, 'POST', '/api/admin/commissions/pay', { ids, payoutReference });
const own = async (user: TestUser, q = '') =>
  (await send(ctx, user, 'GET', `/api/affiliate/commissions${q}`)).body as CommissionList;
const adminList = async (q = '') =>
  (await send(ctx, admin, 'GET', `/api/admin/commissions${q}`)).body as AdminCommissionList;
const newCommission = async (student: TestUser = aStudent2, pkg = BASIC_ID) => {
  const { commission } = await buy(ctx, student, pkg);
  if (!commission) throw new Error('no commission');
  return commission.id;
};

describe("an affiliate's commissions", () => {
  let first: string;
  let second: string;
  let theirs: string;
  beforeAll(async () => {
    first = await newCommission(aStudent, BASIC_ID); // 44.10 → 4.41
    second = await newCommission(aStudent2, PREMIUM_ID); // 89 − 5 % = 84.55, − 10 % = 76.09 → 7.61
    theirs = await newCommission(bStudent, BASIC_ID); // 49 − 5 % = 46.55 → 20 % = 9.31
    // The first one was created last year.
    await db()
      .update(commissions)
      .set({ createdAt: new Date('2024-06-30T23:30:00Z') })
      .where(eq(commissions.id, first));
  });

  it('lists only my own, newest first, with student, package, payment, rate and amount', async () => {
    const list = await own(a);
    expect(list.total).toBe(2);
    expect(list.items.map((c) => c.id)).toEqual([second, first]);
    expect(list.items[0]).toMatchObject({
      student: { name: 'Nour Saleh', emailMasked: 'no***@example.test' },
      packageName: 'Premium',
      paymentAmount: 76.09,
      currency: 'usd',
      rate: 10,
      amount: 7.61,
      status: 'pending',
      approvedAt: null,
      paidAt: null,
      cancelledAt: null,
      payoutReference: null,
    });
    expect(list.totals.pending).toEqual({ count: 2, amount: 12.02 });
    expect(JSON.stringify(list)).not.toContain(theirs);
    expect(JSON.stringify(list)).not.toContain('nour.saleh@');

    const other = await own(b);
    expect(other.items.map((c) => c.id)).toEqual([theirs]);
    expect(other.items[0]).toMatchObject({ rate: 20, amount: 9.31, paymentAmount: 46.55 });
  });

  it('filters by status and by inclusive UTC days, with totals over the whole filter', async () => {
    expect((await own(a, '?from=2024-06-30&to=2024-06-30')).items.map((c) => c.id)).toEqual([
      first,
    ]);
    expect((await own(a, '?from=2024-07-01')).items.map((c) => c.id)).toEqual([second]);
    expect((await own(a, '?to=2024-06-29')).total).toBe(0);
    expect((await own(a, '?status=approved')).total).toBe(0);
    const paged = await own(a, '?pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items.map((c) => c.id)).toEqual([first]);
    expect(paged.totals.pending.count).toBe(2);
  });

  it('refuses bad filters with a 400', async () => {
    for (const q of [
      '?from=2025-02-31',
      '?to=2025-13-01',
      '?from=2030-01-01&to=2020-01-01',
      '?from=2025-1-1',
      '?from=0000-01-01',
      '?to=9999-12-31',
      '?from=tomorrow',
      '?status=lost',
      '?page=-1',
      '?from=2025-01-01%00',
    ]) {
      const res = await send(ctx, a, 'GET', `/api/affiliate/commissions${q}`);
      expect(res.status, q).toBe(400);
      const csv = await send(ctx, a, 'GET', `/api/affiliate/commissions/export${q}`);
      expect(csv.status, q).toBe(400);
    }
    const res = await send(ctx, a, 'GET', '/api/affiliate/commissions?from=2025-02-30');
    expect(res.body.message).toBe('from: Use a date like 2025-01-31');
  });

  it('exports what the filter shows as CSV, e-mails masked, formulas defused', async () => {
    const res = await send(ctx, a, 'GET', '/api/affiliate/commissions/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="commissions-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,student,email,package,payment_amount,currency,rate_percent,commission,status,approved_at,paid_at,payout_reference',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',no***@example.test,Premium,76.09,usd,10.00,7.61,pending,,,');
    expect(lines[2]).toBe(
      `2024-06-30T23:30:00.000Z,"'=HYPERLINK(""http://evil"") Smith, ""Jr""",hy***@example.test,Basic,44.10,usd,10.00,4.41,pending,,,`,
    );
    expect(res.text).not.toContain('hyper.link@');
    expect(res.text).not.toContain('b.student');

    const filtered = await send(ctx, a, 'GET', '/api/affiliate/commissions/export?to=2024-12-31');
    expect(filtered.text.trimEnd().split('\r\n')).toHaveLength(2);
    const theirCsv = await send(ctx, b, 'GET', '/api/affiliate/commissions/export');
    expect(theirCsv.text).not.toContain('Nour');
    expect(theirCsv.text.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('are for affiliates only', async () => {
    for (const url of ['/api/affiliate/commissions', '/api/affiliate/commissions/export']) {
      expect((await send(ctx, null, 'GET', url)).status).toBe(401);
      expect((await send(ctx, aStudent, 'GET', url)).status).toBe(403);
      expect((await send(ctx, admin, 'GET', url)).status).toBe(403);
    }
  });
});

describe('approving commissions', () => {
  it('approves pending commissions and e-mails each affiliate once over SMTP', async () => {
    const one = await newCommission(aStudent2);
    const two = await newCommission(aStudent2);
    const three = await newCommission(bStudent);
    const res = await approve([one, two, three, one]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ids: [one, two, three], status: 'approved' });
    const row = await commissionRow(one);
    expect(row).toMatchObject({ status: 'approved', approvedBy: admin.id });
    expect(row?.approvedAt).toBeInstanceOf(Date);

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(a.email));
    expect(mail.subject).toBe('Your Tafawuq commission is approved: $8.82');
    expect(mail.text).toContain('Hi Amal,');
    expect(mail.text).toContain('we approved 2 commissions worth $8.82 in total');
    expect(mail.text).toContain('http://localhost:3000/affiliate/commissions');
    expect(mail.html).toContain('2 commissions');
    const theirMail = await smtp.waitFor((m) => m.envelopeTo.includes(b.email));
    expect(theirMail.text).toContain('1 commission worth $9.31');
    await ctx.app.mailer.idle();
    const stored = await db()
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.templateKey, 'commission-approved'));
    expect(stored.filter((m) => m.toAddress === a.email)).toHaveLength(1);
    expect(stored.every((m) => m.status === 'sent')).toBe(true);

    const seen = await own(a, '?status=approved');
    expect(seen.items.map((c) => c.id).sort()).toEqual([one, two].sort());
    expect(seen.items[0]?.approvedAt).not.toBeNull();
  });

  it('refuses the whole batch when one commission is not pending, and changes nothing', async () => {
    const pending = await newCommission(aStudent2);
    const approved = await newCommission(aStudent2);
    expect((await approve([approved])).status).toBe(200);
    const res = await approve([pending, approved]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AFFILIATE_MSG.alreadyApproved);
    expect((await commissionRow(pending))?.status).toBe('pending');

    expect((await pay([approved])).status).toBe(200);
    const paid = await approve([pending, approved]);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(AFFILIATE_MSG.alreadyPaid);

    const missing = await approve([pending, '00000000-0000-4000-8000-00000000beef']);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(AFFILIATE_MSG.commissionNotFound);
    expect((await commissionRow(pending))?.status).toBe('pending');
  });

  it('refuses bad requests with a 400', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Choose at least one commission'],
      [{ ids: [] }, AFFILIATE_MSG.chooseCommissions],
      [{ ids: 'abc' }, AFFILIATE_MSG.chooseCommissions],
      [{ ids: ['not-a-uuid'] }, AFFILIATE_MSG.commissionNotFound],
      [{ ids: ['\u0000'] }, AFFILIATE_MSG.commissionNotFound],
      [
        { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) },
        AFFILIATE_MSG.tooManyCommissions,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await send(ctx, admin, 'POST', '/api/admin/commissions/approve', payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('approves a commission once when two administrators approve it at the same moment', async () => {
    const id = await newCommission(aStudent2);
    const other = await newCommission(aStudent2);
    const second = await createUser(ctx, 'admin');
    const results = await Promise.all([
      approve([id]),
      approve([id], second),
      approve([other, id]),
      approve([id, other]),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    expect((await commissionRow(id))?.status).toBe('approved');
  });

  it('is for administrators only', async () => {
    const id = await newCommission(aStudent2);
    expect((await approve([id], null)).status).toBe(401);
    expect((await approve([id], a)).status).toBe(403);
    expect((await pay([id], 'X', a)).status).toBe(403);
    expect((await send(ctx, a, 'GET', '/api/admin/commissions')).status).toBe(403);
    expect((await commissionRow(id))?.status).toBe('pending');
  });
});

describe('paying commissions', () => {
  it('pays approved commissions with the payout reference; the affiliate sees it paid', async () => {
    const id = await newCommission(aStudent2);
    const pending = await pay([id]);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(AFFILIATE_MSG.onlyApprovedPaid);

    await approve([id]);
    const res = await pay([id], '  WIRE 2025/07 #12  ');
    expect(res.body).toEqual({ ids: [id], status: 'paid' });
    const row = await commissionRow(id);
    expect(row).toMatchObject({
      status: 'paid',
      paidBy: admin.id,
      payoutReference: 'WIRE 2025/07 #12',
    });
    const paidAt = row?.paidAt?.getTime();

    const again = await pay([id], 'SECOND');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AFFILIATE_MSG.alreadyPaid);
    const after = await commissionRow(id);
    expect(after?.paidAt?.getTime()).toBe(paidAt);
    expect(after?.payoutReference).toBe('WIRE 2025/07 #12');

    const mine = await own(a, '?status=paid');
    const seen = mine.items.find((c) => c.id === id);
    expect(seen).toMatchObject({ status: 'paid', payoutReference: 'WIRE 2025/07 #12' });
    expect(seen?.paidAt).not.toBeNull();
    const csv = await send(ctx, a, 'GET', '/api/affiliate/commissions/export?status=paid');
    expect(csv.text).toContain('WIRE 2025/07 #12');
  });

  it('pays all or none of a batch', async () => {
    const approved = await newCommission(aStudent2);
    const pending = await newCommission(aStudent2);
    await approve([approved]);
    const res = await pay([approved, pending]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AFFILIATE_MSG.onlyApprovedPaid);
    expect((await commissionRow(approved))?.status).toBe('approved');
    expect((await pay([approved, crypto.randomUUID()])).status).toBe(404);
    expect((await commissionRow(approved))?.status).toBe('approved');
  });

  it('needs a payout reference', async () => {
    const id = await newCommission(aStudent2);
    await approve([id]);
    for (const [reference, message] of [
      ['', AFFILIATE_MSG.payoutReferenceRequired],
      ['   ', AFFILIATE_MSG.payoutReferenceRequired],
      ['\u0000\u0001', 'Remove the control characters'],
      ['x'.repeat(121), 'At most 120 characters'],
    ] as const) {
      const res = await pay([id], reference);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const missing = await send(ctx, admin, 'POST', '/api/admin/commissions/pay', { ids: [id] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.payoutReference).toBe('Required');
    const nul = await pay([id], 'REF\u0000-1');
    expect(nul.status).toBe(400);
    expect((await commissionRow(id))?.payoutReference).toBeNull();
  });

  it('pays a commission once when it is paid twice at the same moment', async () => {
    const id = await newCommission(aStudent2);
    await approve([id]);
    const results = await Promise.all([pay([id], 'ONE'), pay([id], 'TWO'), pay([id], 'THREE')]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const winner = ['ONE', 'TWO', 'THREE'][results.findIndex((r) => r.status === 200)];
    expect((await commissionRow(id))?.payoutReference).toBe(winner);
  });

  it('never pays an unapproved commission when approval and payment race', async () => {
    const id = await newCommission(aStudent2);
    const [approval, payment] = await Promise.all([approve([id]), pay([id])]);
    // Either order is possible: approve then pay (both succeed) or pay refused first.
    expect(approval.status).toBe(200);
    expect([200, 409]).toContain(payment.status);
    const row = await commissionRow(id);
    expect(row?.status).toBe(payment.status === 200 ? 'paid' : 'approved');
  });
});

describe('refunds', () => {
  const refund = (paymentId: string) =>
    send(ctx, admin, 'POST', `/api/admin/payments/${paymentId}/refund`);

  it('cancel a pending or approved commission and flag a paid one without changing it', async () => {
    const pending = await buy(ctx, aStudent2);
    const approved = await buy(ctx, aStudent2);
    const paid = await buy(ctx, aStudent2);
    const ids = [pending, approved, paid].map((p) => p.commission?.id ?? '');
    await approve(ids.slice(1));
    await pay(ids.slice(2), 'PAID-BEFORE-REFUND');
    for (const p of [pending, approved, paid]) expect((await refund(p.paymentId)).status).toBe(200);

    const rows = await db().select().from(commissions).where(inArray(commissions.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids.slice(0, 2)) {
      expect(byId.get(id)).toMatchObject({ status: 'cancelled', refundedAfterPaidAt: null });
      expect(byId.get(id)?.cancelledAt).toBeInstanceOf(Date);
    }
    const flagged = byId.get(ids[2] ?? '');
    expect(flagged).toMatchObject({ status: 'paid', payoutReference: 'PAID-BEFORE-REFUND' });
    expect(flagged?.cancelledAt).toBeNull();
    expect(flagged?.refundedAfterPaidAt).toBeInstanceOf(Date);

    const cancelled = await approve([ids[0] ?? '']);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(AFFILIATE_MSG.cancelledCommission);
    const payCancelled = await pay([ids[1] ?? '']);
    expect(payCancelled.body.message).toBe(AFFILIATE_MSG.cancelledCommission);

    const list = await adminList('?flagged=true');
    expect(list.items.map((c) => c.id)).toEqual([ids[2]]);
    expect(list.items[0]).toMatchObject({ refundedAfterPaid: true, paymentStatus: 'refunded' });
    const all = await adminList(`?affiliateId=${a.id}&pageSize=100`);
    expect(all.items.find((c) => c.id === ids[0])).toMatchObject({
      status: 'cancelled',
      refundedAfterPaid: false,
    });
    expect(all.items.find((c) => c.id === ids[0])?.cancelledAt).not.toBeNull();
    const mine = await own(a, '?status=cancelled');
    expect(mine.items.map((c) => c.id)).toEqual(expect.arrayContaining(ids.slice(0, 2)));
  });
});

describe("administrators' commission list", () => {
  it('shows every affiliate with full student e-mails, filters and totals', async () => {
    const all = await adminList('?pageSize=100');
    expect(all.total).toBe(all.items.length);
    const total = Object.values(all.totals).reduce((n, t) => n + t.count, 0);
    expect(total).toBe(all.total);
    const row = all.items.find((c) => c.affiliate.id === b.id);
    expect(row).toMatchObject({
      affiliate: { id: b.id, name: 'Badr Affiliate', code: b.code },
      student: { email: 'b.student@example.test', emailMasked: 'b.***@example.test' },
    });

    const onlyB = await adminList(`?affiliateId=${b.id}`);
    expect(onlyB.items.every((c) => c.affiliate.id === b.id)).toBe(true);
    expect(onlyB.total).toBeGreaterThan(0);
    expect((await adminList(`?search=${b.code.toLowerCase()}`)).total).toBe(onlyB.total);
    expect((await adminList('?search=b.student@')).total).toBe(onlyB.total);
    expect(
      (await adminList('?search=Nour%20Saleh')).items.every((c) => c.student.name === 'Nour Saleh'),
    ).toBe(true);
    const pending = await adminList('?status=pending&pageSize=1');
    expect(pending.items).toHaveLength(1);
    expect(pending.total).toBe(pending.totals.pending.count);
    expect((await adminList('?from=2024-06-30&to=2024-06-30')).total).toBe(1);
    expect((await adminList('?affiliateId=')).total).toBe(all.total);
    // Control characters are refused in every field (issue 22).
    for (const q of ['?affiliateId=%00nobody', '?search=%00%25']) {
      const res = await send(ctx, admin, 'GET', `/api/admin/commissions${q}`);
      expect(res.status, q).toBe(400);
    }
  });

  it('refuses bad filters with a 400', async () => {
    for (const q of [
      '?flagged=yes',
      '?status=x',
      '?from=2025-02-29',
      `?affiliateId=${'x'.repeat(65)}`,
    ]) {
      expect((await send(ctx, admin, 'GET', `/api/admin/commissions${q}`)).status, q).toBe(400);
    }
  });
});

describe('commission rates', () => {
  it('are a snapshot: changing the rate leaves existing commissions as they were', async () => {
    const before = await newCommission(aStudent2);
    const res = await send(ctx, admin, 'PATCH', `/api/admin/affiliates/${a.id}`, {
      commissionRate: 25,
    });
    expect(res.status).toBe(200);
    const after = await newCommission(aStudent2);
    expect(await commissionRow(before)).toMatchObject({ rate: 10, amount: 4.41 });
    expect(await commissionRow(after)).toMatchObject({ rate: 25, amount: 11.03 });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, a.id));
    expect(profile?.commissionRate).toBe(25);
  });
});
