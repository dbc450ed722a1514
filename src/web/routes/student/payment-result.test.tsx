import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePayment } from '@/features/commerce/test-data';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { currentUrl, renderApp } from '@/test/render-app';

describe('payment-result page', { timeout: 20_000 }, () => {
  it('waits while the payment is pending, then shows the points and a way to spend them', async () => {
    const api = installFakeApi({ me: makeMe({ unlockPoints: 1 }) });
    let asked = 0;
    api.on('GET /api/student/payments/pay-1', () => {
      asked += 1;
      return {
        status: 200,
        body:
          asked < 2
            ? makePayment()
            : makePayment({
                status: 'succeeded',
                points: 5,
                credit: { points: 4, expiresAt: '2027-05-01T10:00:00.000Z' },
              }),
      };
    });
    const { user, router } = renderApp('/student/payment-result?payment=pay-1');
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Payment successful' }, { timeout: 5_000 });
    expect(screen.getByText('4 points were added to your account for Premium.')).toBeTruthy();
    expect(screen.getByText('You now have 5 unlock points.')).toBeTruthy();
    expect(screen.getByText('The points can be spent until May 1, 2027.')).toBeTruthy();
    // The points on every screen are asked for again.
    expect(api.calls.filter((c) => c.path === '/api/account/me').length).toBeGreaterThan(1);
    await user.click(screen.getByRole('link', { name: 'Unlock subjects' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/student/unlocked-subjects'));
  });

  it('shows the failure reason and a retry of the same package', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/payments/pay-2', () => ({
      status: 200,
      body: makePayment({ id: 'pay-2', status: 'failed', failureReason: 'insufficient_funds' }),
    }));
    renderApp('/student/payment-result?payment=pay-2');
    await screen.findByRole('heading', { name: 'Payment failed' });
    expect(screen.getByText('Your card has insufficient funds.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/student/payment/pkg-premium',
    );
  });

  it('explains an expired checkout and a missing payment', async () => {
    const api = installFakeApi({ me: makeMe() });
    api.on('GET /api/student/payments/pay-3', () => ({
      status: 200,
      body: makePayment({ id: 'pay-3', status: 'expired' }),
    }));
    const first = renderApp('/student/payment-result?payment=pay-3');
    await screen.findByRole('heading', { name: 'Checkout expired' });
    expect(screen.getByText(/not finished within 30 minutes. Nothing was charged/)).toBeTruthy();
    first.unmount();
    renderApp('/student/payment-result');
    expect(await screen.findByText('No payment to show.')).toBeTruthy();
  });
});
