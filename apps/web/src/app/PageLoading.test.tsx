import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appMessages } from '@solace/shared';
import { LOADING_FEEDBACK_DELAY_MS, NavigationProgress, PageLoading } from './PageLoading';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The indicators' own code is fetched when they first show (lazy): let it arrive. */
async function codeArrived() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('while a screen loads', () => {
  it('says nothing during a short wait, then that the page is loading', async () => {
    render(<PageLoading />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(LOADING_FEEDBACK_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await codeArrived();
    expect(screen.getByRole('status').textContent).toContain(appMessages.loadingPage);
  });

  it('keeps the current screen and shows a bar only once the next one is slow to arrive', async () => {
    let arrive: (page: { Component: () => React.ReactNode }) => void = () => {};
    const router = createMemoryRouter([
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/next">Next</Link> },
          { path: '/next', lazy: () => new Promise((resolve) => (arrive = resolve)) },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('link', { name: 'Next' }).click());
    act(() => vi.advanceTimersByTime(LOADING_FEEDBACK_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await codeArrived();
    expect(screen.getByRole('progressbar', { name: appMessages.loadingPage })).toBeTruthy();
    // The address and the screen change together, once the code is there.
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');

    await act(async () => arrive({ Component: () => <h1>Next screen</h1> }));
    expect(screen.getByRole('heading', { name: 'Next screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/next');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
