import type {
  CatalogueSubject,
  OwnPayment,
  PriceBreakdown,
  Quote,
} from '@common/contracts/commerce';

/** Shapes the commerce pages' tests answer with (as the server would). */
export function makePricing(overrides: Partial<PriceBreakdown> = {}): PriceBreakdown {
  return {
    currency: 'usd',
    listPrice: 89,
    packageDiscountPercent: 5,
    packageDiscount: 4.45,
    affiliateDiscountPercent: 0,
    affiliateDiscount: 0,
    finalPrice: 84.55,
    ...overrides,
  };
}

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'pkg-premium',
    name: 'Premium',
    description: 'Four subjects for 6 months.',
    price: 89,
    discountPercent: 5,
    unlockPoints: 4,
    validityMonths: 6,
    examLimit: 120,
    isTrial: false,
    pricing: makePricing(),
    ...overrides,
  };
}

export function makePayment(overrides: Partial<OwnPayment> = {}): OwnPayment {
  return {
    id: 'pay-1',
    status: 'pending',
    failureReason: null,
    provider: 'sandbox',
    packageId: 'pkg-premium',
    packageName: 'Premium',
    pricing: makePricing(),
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-11-01T10:30:00.000Z',
    completedAt: null,
    credit: null,
    points: 0,
    ...overrides,
  };
}

export function makeCatalogueSubject(overrides: Partial<CatalogueSubject> = {}): CatalogueSubject {
  return {
    id: 'sub-calc',
    slug: 'ap-calculus-ab',
    name: 'AP Calculus AB',
    board: 'AP',
    description: 'Limits, derivatives and integrals.',
    unlocked: false,
    unlockedAt: null,
    expiresAt: null,
    ...overrides,
  };
}
