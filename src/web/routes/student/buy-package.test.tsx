import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePricing, makeQuote } from '@/features/commerce/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const basic = makeQuote({
  id: 'pkg-basic',
  name: 'Basic',
  price: 49,
  discountPercent: 0,
  unlockPoints: 2,
  validityMonths: 3,
  examLimit: 20,
  pricing: makePricing({
    listPrice: 49,
    packageDiscountPercent: 0,
    packageDiscount: 0,
    finalPrice: 49,
  }),
});

describe('buy-package page', { timeout: 20_000 }, () => {
  it('shows each package with its price line by line and the final price', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/quotes', () => ({
      status: 200,
      body: { referral: null, packages: [basic, makeQuote()] },
    }));
    renderApp('/student/buy-package');
    await screen.findByRole('heading', { name: 'Buy a package', level: 1 });
    const premium = await screen.findByLabelText('Price of Premium');
    expect(within(premium).getByText('List price')).toBeTruthy();
    expect(within(premium).getByText('$89.00')).toBeTruthy();
    expect(within(premium).getByText('Package discount (5%)')).toBeTruthy();
    expect(within(premium).getByText('−$4.45')).toBeTruthy();
    expect(within(premium).getByText('$84.55')).toBeTruthy();
    expect(within(premium).queryByText(/Referral discount/)).toBeNull();
    // No discount line when a package has none.
    const plain = screen.getByLabelText('Price of Basic');
    expect(within(plain).queryByText(/Package discount/)).toBeNull();
    expect(screen.getByText('Unlocks 4 subjects')).toBeTruthy();
    expect(screen.getByText('Valid for 6 months')).toBeTruthy();
  });

  it("shows a referred student their affiliate's discount on its own line", async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/quotes', () => ({
      status: 200,
      body: {
        referral: { code: 'NOURA10', name: 'Noura Saleh' },
        packages: [
          makeQuote({
            pricing: makePricing({
              affiliateDiscountPercent: 10,
              affiliateDiscount: 8.46,
              finalPrice: 76.09,
            }),
          }),
        ],
      },
    }));
    renderApp('/student/buy-package');
    expect(
      await screen.findByText(
        'Your referral discount from Noura Saleh (code NOURA10) is applied to every package.',
      ),
    ).toBeTruthy();
    const premium = screen.getByLabelText('Price of Premium');
    expect(within(premium).getByText('Referral discount (10%)')).toBeTruthy();
    expect(within(premium).getByText('−$8.46')).toBeTruthy();
    expect(within(premium).getByText('$76.09')).toBeTruthy();
  });

  it('takes the student to the payment page of the chosen package', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/quotes', () => ({
      status: 200,
      body: { referral: null, packages: [basic] },
    }));
    api.on('GET /api/student/quotes/pkg-basic', () => ({
      status: 200,
      body: { referral: null, package: basic },
    }));
    const { user, router } = renderApp('/student/buy-package');
    await user.click(await screen.findByRole('link', { name: 'Choose Basic' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(currentUrl(router)).toBe('/student/payment/pkg-basic');
  });
});
