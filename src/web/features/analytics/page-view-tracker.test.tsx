import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageViewTracker } from './page-view-tracker';

afterEach(() => vi.unstubAllGlobals());

function Page({ title }: { title: string }) {
  document.title = title;
  return <PageViewTracker />;
}

describe('page views', () => {
  it('sends path and title on every route change', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter(
      [
        { path: '/', element: <Page title="Home" /> },
        { path: '/auth', element: <Page title="Sign in" /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await router.navigate('/auth?mode=register');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    );
    expect(bodies.map((b) => [b.path, b.title])).toEqual([
      ['/', 'Home'],
      ['/auth', 'Sign in'],
    ]);
    expect(bodies[0].visitorId).toBe(bodies[1].visitorId);
  });
});
