import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePayment, makePricing, makeQuote } from '@/features/commerce/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

const checkout = {
  paymentId: 'pay-1',
  provider: 'sandbox',
  checkoutUrl: null,
  reference: 'sandbox_cs_abc',
  expiresAt: '2026-11-01T10:30:00.000Z',
  pricing: makeQuote().pricing,
};

function setup() {
  const api = installFakeApi({ me: makeMe() });
  api.on('GET /api/student/quotes/pkg-premium', () => ({
    status: 200,
    body: { referral: null, package: makeQuote() },
  }));
  api.on('POST /api/student/checkout', () => ({ status: 201, body: checkout }));
  const confirmed: unknown[] = [];
  api.on('POST /api/student/payments/pay-1/sandbox', ({ body }) => {
    confirmed.push(body);
    const outcome = (body as { outcome: string }).outcome;
    return {
      status: 200,
      body: makePayment(
        outcome === 'succeeded'
          ? {
              status: 'succeeded',
              points: 4,
              credit: { points: 4, expiresAt: '2027-05-01T10:00:00.000Z' },
            }
          : { status: 'failed', failureReason: outcome },
      ),
    };
  });
  api.on('GET /api/student/payments/pay-1', () => ({
    status: 200,
    body: makePayment({
      status: 'succeeded',
      points: 4,
      credit: { points: 4, expiresAt: '2027-05-01T10:00:00.000Z' },
    }),
  }));
  return { api, confirmed };
}

async function openAndStart() {
  const ctx = setup();
  const app = renderApp('/student/payment/pkg-premium');
  await screen.findByRole('heading', { name: 'Order summary' }, { timeout: 15_000 });
  await app.user.click(screen.getByRole('button', { name: 'Pay $84.55' }));
  await screen.findByLabelText('Card number');
  return { ...ctx, ...app };
}

describe('payment page', { timeout: 20_000 }, () => {
  it('shows the order summary and starts a checkout that sends only the package', async () => {
    const { api } = await openAndStart();
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.getByText('$84.55')).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/api/student/checkout');
    expect(call?.body).toEqual({ packageId: 'pkg-premium' });
    expect(screen.getByText('Checkout reference: sandbox_cs_abc', { exact: false })).toBeTruthy();
  });

  it('checks the test card in the browser and sends nothing while it is invalid', async () => {
    const { user, confirmed } = await openAndStart();
    await user.click(screen.getByRole('button', { name: 'Pay $84.55' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '0120');
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay $84.55' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is invalid.")).toBeTruthy();
    expect(confirmed).toHaveLength(0);
  });

  it('pays with 4242 sending only the outcome, then shows the result', async () => {
    const { user, confirmed, router } = await openAndStart();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $84.55' }));
    await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 15_000 });
    expect(confirmed).toEqual([{ outcome: 'succeeded' }]);
    expect(currentUrl(router)).toBe('/student/payment-result?payment=pay-1');
    expect(screen.getByText('You now have 4 unlock points.')).toBeTruthy();
  });

  it('sends the decline outcome for 4000 0000 0000 0002', async () => {
    const { user, confirmed } = await openAndStart();
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $84.55' }));
    await waitFor(() => expect(confirmed).toEqual([{ outcome: 'card_declined' }]));
  });

  it('goes to Stripe when the server answers with a Checkout URL', async () => {
    const { api } = setup();
    api.on('POST /api/student/checkout', () => ({
      status: 201,
      body: {
        ...checkout,
        provider: 'stripe',
        checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1',
      },
    }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderApp('/student/payment/pkg-premium');
    await user.click(await screen.findByRole('button', { name: 'Pay $84.55' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('says clearly when the package is not on sale', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/quotes/pkg-gone', () => ({
      status: 404,
      body: {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'This package does not exist or is no longer on sale',
      },
    }));
    renderApp('/student/payment/pkg-gone');
    expect(
      await screen.findByText('This package does not exist or is no longer on sale.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the packages' })).toBeTruthy();
  });
});

describe('payment page: coupon code', { timeout: 20_000 }, () => {
  function withCoupons() {
    const ctx = setup();
    const discounted = makeQuote({
      pricing: makePricing({ couponCode: 'SPRING25', couponDiscount: 21.14, finalPrice: 63.41 }),
    });
    ctx.api.on('GET /api/student/quotes/pkg-premium', ({ query }) => {
      const code = (query.get('coupon') ?? '').trim().toUpperCase();
      if (!code) return { status: 200, body: { referral: null, package: makeQuote() } };
      if (code === 'SPRING25')
        return { status: 200, body: { referral: null, package: discounted } };
      const message =
        code === 'OLD' ? 'This coupon code expired on 2026-10-31' : 'This coupon code is not valid';
      return {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION', message, fields: { couponCode: message } },
      };
    });
    ctx.api.on('POST /api/student/checkout', () => ({
      status: 201,
      body: { ...checkout, pricing: discounted.pricing },
    }));
    return ctx;
  }

  it('applies a code, shows the coupon line and sends the code with the checkout', async () => {
    const { api } = withCoupons();
    const { user } = renderApp('/student/payment/pkg-premium');
    const box = await screen.findByLabelText('Coupon code', {}, { timeout: 15_000 });
    await user.type(box, 'old');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This coupon code expired on 2026-10-31',
    );
    expect(screen.getByRole('button', { name: 'Pay $84.55' })).toBeTruthy();

    await user.clear(screen.getByLabelText('Coupon code'));
    await user.type(screen.getByLabelText('Coupon code'), ' spring25 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code SPRING25 applied')).toBeTruthy();
    expect(screen.getByText('Coupon SPRING25')).toBeTruthy();
    expect(screen.getByText('−$21.14')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay $63.41' }));
    await screen.findByLabelText('Card number');
    const call = api.calls.find((c) => c.path === '/api/student/checkout');
    expect(call?.body).toEqual({ packageId: 'pkg-premium', couponCode: 'SPRING25' });
  });

  it('removes an applied code and goes back to the price without it', async () => {
    withCoupons();
    const { user } = renderApp('/student/payment/pkg-premium');
    await user.type(
      await screen.findByLabelText('Coupon code', {}, { timeout: 15_000 }),
      'SPRING25',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove code SPRING25' }));
    expect(await screen.findByRole('button', { name: 'Pay $84.55' })).toBeTruthy();
    expect(screen.queryByText('Coupon SPRING25')).toBeNull();
  });

  it('goes straight to the result when the coupon made the package free', async () => {
    const { api } = withCoupons();
    api.on('POST /api/student/checkout', () => ({
      status: 201,
      body: { ...checkout, completed: true, pricing: makePricing({ finalPrice: 0 }) },
    }));
    const { user, router } = renderApp('/student/payment/pkg-premium');
    await user.click(await screen.findByRole('button', { name: 'Pay $84.55' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/payment-result?payment=pay-1'));
  });
});
