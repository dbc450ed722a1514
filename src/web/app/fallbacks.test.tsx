import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { AppErrorBoundary } from './app-error-boundary';
import { FullPageLoader } from './page-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const fragile = { shouldThrow: true };

function Fragile() {
  if (fragile.shouldThrow) throw new Error('boom');
  return <p>Recovered content</p>;
}

function Broken(): never {
  throw new Error('boom');
}

function Exploding(): never {
  throw new Error('render failed');
}

function Fine() {
  const [n] = useState(1);
  return <main>Page {n}</main>;
}

describe('not-found page', () => {
  it('answers any unknown path with the 404 texts and a link home', async () => {
    installFakeApi();
    renderApp('/no/such/page');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Oops! Page not found');
    expect(screen.getByText('404')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found · Tafawuq'));
  });
});

describe('application error boundary', () => {
  it('shows the application error screen and Try Again renders the children again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi();
    fragile.shouldThrow = true;
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        'Application Error: An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();

    fragile.shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('reports the caught error once to the server (POST /api/logs)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on('POST /api/logs', () => ({ status: 204 }));
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/logs')).toHaveLength(1));
    const [call] = api.calls.filter((c) => c.path === '/api/logs');
    expect(call?.method).toBe('POST');
    expect(call?.body).toMatchObject({
      level: 'error',
      message: 'boom',
      data: { name: 'Error', kind: 'app-error-boundary' },
      url: window.location.href,
      timestamp: expect.any(String),
    });
  });

  it('Refresh Page reloads the document', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('route error element', () => {
  it("shows 'Navigation Error' with a Reload Page button when a page fails, and reports it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installFakeApi();
    api.on('POST /api/logs', () => ({ status: 204 }));
    const routes: RouteObject[] = [
      {
        element: <RootLayout />,
        errorElement: <RouteError />,
        children: [{ path: '/broken', element: <Exploding /> }],
      },
    ];
    renderApp('/broken', routes);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Navigation Error' })).toBeTruthy();
    expect(within(main).getByText('There was an issue loading the page.')).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/logs').map((c) => c.body)).toEqual([
        expect.objectContaining({
          level: 'error',
          message: 'render failed',
          data: expect.objectContaining({ kind: 'route-error' }),
        }),
      ]),
    );
  });

  it('reports a page whose code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi();
    const routes: RouteObject[] = [
      {
        element: <RootLayout />,
        errorElement: <RouteError />,
        hydrateFallbackElement: <FullPageLoader />,
        children: [
          {
            path: '/lazy',
            lazy: () =>
              Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          },
        ],
      },
    ];
    renderApp('/lazy', routes);
    expect(await screen.findByRole('heading', { name: 'Navigation Error' })).toBeTruthy();
  });

  it('keeps a working page untouched', async () => {
    installFakeApi();
    renderApp('/ok', [
      {
        element: <RootLayout />,
        errorElement: <RouteError />,
        children: [{ path: '/ok', element: <Fine /> }],
      },
    ]);
    expect(await screen.findByText('Page 1')).toBeTruthy();
  });
});
