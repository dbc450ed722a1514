import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import type { QuoteList, QuoteResult } from '../../src/common/contracts/commerce';
import { packages, profiles } from '../../src/server/db/schema';
import { priceInCents } from '../../src/server/modules/commerce/pricing';
import {
  BASIC_ID,
  getJson,
  MISSING_ID,
  PREMIUM_ID,
  referredStudent,
  ULTIMATE_ID,
} from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

describe('the price of a package', () => {
  it('takes the package discount first, then the referral discount, each to the cent', () => {
    // Premium: $89, 5 % off → 8900 − 445 = 8455; 10 % referral → 845.5 → 846 → 7609.
    expect(priceInCents({ price: 89, discountPercent: 5 }, 10)).toEqual({
      listPrice: 8900,
      packageDiscountPercent: 5,
      packageDiscount: 445,
      affiliateDiscountPercent: 10,
      affiliateDiscount: 846,
      couponCode: null,
      couponDiscount: 0,
      finalPrice: 7609,
    });
    // The order matters: 10 % of the already reduced price, not of the list price.
    const both = priceInCents({ price: 149, discountPercent: 10 }, 15);
    expect(both.packageDiscount).toBe(1490);
    expect(both.affiliateDiscount).toBe(2012); // 15 % of 13410 = 2011.5
    expect(both.finalPrice).toBe(14900 - 1490 - 2012);
  });

  it('charges the list price when there is no discount at all', () => {
    expect(priceInCents({ price: 49, discountPercent: 0 }, 0).finalPrice).toBe(4900);
  });
});

let ctx: TestContext;
let plain: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  plain = await createUser(ctx, 'student');
});
afterAll(() => ctx.close());

describe('GET /api/student/quotes', () => {
  it('lists the packages on sale with the price line by line, without the Free Trial', async () => {
    const res = await getJson<QuoteList>(ctx, plain, '/api/student/quotes');
    expect(res.status).toBe(200);
    expect(res.body.referral).toBeNull();
    expect(res.body.packages.map((p) => p.id)).toEqual([BASIC_ID, PREMIUM_ID, ULTIMATE_ID]);
    const premium = res.body.packages.find((p) => p.id === PREMIUM_ID);
    expect(premium?.pricing).toEqual({
      currency: 'usd',
      listPrice: 89,
      packageDiscountPercent: 5,
      packageDiscount: 4.45,
      affiliateDiscountPercent: 0,
      affiliateDiscount: 0,
      couponCode: null,
      couponDiscount: 0,
      finalPrice: 84.55,
    });
  });

  it("gives a referred student their affiliate's discount on top of the package discount", async () => {
    const { student, code } = await referredStudent(ctx, { discount: 10 });
    const res = await getJson<QuoteList>(ctx, student, '/api/student/quotes');
    expect(res.body.referral?.code).toBe(code);
    const premium = res.body.packages.find((p) => p.id === PREMIUM_ID);
    expect(premium?.pricing).toMatchObject({
      listPrice: 89,
      packageDiscount: 4.45,
      affiliateDiscountPercent: 10,
      affiliateDiscount: 8.46,
      finalPrice: 76.09,
    });
  });

  it('drops the referral discount when the affiliate is no longer active', async () => {
    const { affiliate, student } = await referredStudent(ctx);
    await ctx.database.db
      .update(profiles)
      .set({ role: 'inactive', previousRole: 'affiliate' })
      .where(eq(profiles.id, affiliate.id));
    const res = await getJson<QuoteList>(ctx, student, '/api/student/quotes');
    expect(res.body.referral).toBeNull();
    expect(res.body.packages.every((p) => p.pricing.affiliateDiscount === 0)).toBe(true);
  });

  it('hides a deactivated package and refuses to quote it', async () => {
    const [hidden] = await ctx.database.db
      .insert(packages)
      .values({ name: 'Old offer', price: 10, unlockPoints: 1, validityMonths: 1, status: false })
      .returning();
    const list = await getJson<QuoteList>(ctx, plain, '/api/student/quotes');
    expect(list.body.packages.some((p) => p.id === hidden?.id)).toBe(false);
    const one = await getJson<QuoteResult>(ctx, plain, `/api/student/quotes/${hidden?.id}`);
    expect(one.status).toBe(404);
    expect(one.body.message).toBe('This package does not exist or is no longer on sale');
  });
});

describe('GET /api/student/quotes/:packageId', () => {
  it('quotes one package for the order summary', async () => {
    const res = await getJson<QuoteResult>(ctx, plain, `/api/student/quotes/${BASIC_ID}`);
    expect(res.status).toBe(200);
    expect(res.body.package).toMatchObject({ name: 'Basic', unlockPoints: 2 });
    expect(res.body.package.pricing.finalPrice).toBe(49);
  });

  it('answers 404 with a clear message for an unknown package and 409 for the Free Trial', async () => {
    const missing = await getJson(ctx, plain, `/api/student/quotes/${MISSING_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This package does not exist or is no longer on sale');
    const trial = await getJson(ctx, plain, `/api/student/quotes/${FREE_TRIAL_PACKAGE_ID}`);
    expect(trial.status).toBe(409);
    expect(trial.body.message).toMatch(/Free Trial comes with every new account/);
  });

  it('is for students only', async () => {
    const affiliate = await createUser(ctx, 'affiliate');
    const res = await getJson(ctx, affiliate, `/api/student/quotes/${BASIC_ID}`);
    expect(res.status).toBe(403);
  });
});
