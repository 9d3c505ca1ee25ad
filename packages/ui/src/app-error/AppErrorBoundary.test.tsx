import { lazy, Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { isChunkLoadError } from './chunk-error.ts';
import { createPageLeaving } from './page-leaving.ts';
import { AUTOMATIC_RELOAD_GAP_MS, AUTOMATIC_RELOAD_KEY, takeAutomaticReload } from './reload-guard.ts';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://portail.test/assets/Page-abc.js');

function Failing({ error }: { error: Error }): never {
  throw error;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function renderFailing(error: Error, storage = memoryStorage()) {
  const onError = vi.fn(async () => undefined);
  const reload = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <AppErrorBoundary onError={onError} reload={reload} storage={storage} now={() => 1_000_000}>
      <Failing error={error} />
    </AppErrorBoundary>,
  );
  return { onError, reload, storage };
}

describe('the apps’ error boundary', () => {
  it('reloads once by itself when a chunk failed, after reporting it, and shows nothing meanwhile', async () => {
    const { onError, reload, storage } = renderFailing(chunkError());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError), true);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(storage.getItem(AUTOMATIC_RELOAD_KEY)).toBe('1000000');
  });

  it('shows « Réessayer » instead of reloading again when the chunk still fails after its reload', async () => {
    const storage = memoryStorage({ [AUTOMATIC_RELOAD_KEY]: String(1_000_000 - 5000) });
    const { onError, reload } = renderFailing(chunkError(), storage);
    expect(await screen.findByRole('heading', { name: 'Cette page n’a pas pu s’afficher' })).toHaveFocus();
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError), false);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error screen at once for a page that threw while rendering, and reports it', async () => {
    const { onError, reload } = renderFailing(new Error('rendu impossible'));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'rendu impossible' }), false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the apps’ error boundary while the page is being left', () => {
  /** A page whose chunk the browser cancelled: React.lazy keeps that failure for the page's life. */
  function cancelledPage() {
    const load = vi.fn(() => Promise.reject(chunkError()));
    return { load, Page: lazy(load) };
  }

  async function renderWhileLeaving(leftAloneMs?: number) {
    const page = createPageLeaving(window);
    const onError = vi.fn(async () => undefined);
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, Page } = cancelledPage();
    const storage = memoryStorage();
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    // act waits for the rejected load and the render that catches it
    const view = await act(async () =>
      render(
        <AppErrorBoundary
          onError={onError}
          reload={reload}
          storage={storage}
          pageLeaving={page}
          leftAloneMs={leftAloneMs}
        >
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </AppErrorBoundary>,
      ),
    );
    return { onError, reload, storage, load, view };
  }

  it('leaves a chunk the browser cancelled alone: no reload, no error screen, no report', async () => {
    const { onError, reload, storage, load } = await renderWhileLeaving();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(storage.getItem(AUTOMATIC_RELOAD_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('loads the page again, reporting nothing, when the page comes back from the back-forward cache (the cancelled load is kept by React.lazy)', async () => {
    const { onError, reload, load } = await renderWhileLeaving();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the error screen and reports the failure when the page is still there a moment later (a redirect that did not happen), without reloading', async () => {
    const { onError, reload } = await renderWhileLeaving(30);
    // (room for a busy machine: only the order matters)
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 10_000 })).toBeVisible();
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError), false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops waiting for the page to go once it is unmounted', async () => {
    // unmounted at once after the failure was caught (act), well within the wait
    const { onError, view, load } = await renderWhileLeaving(500);
    view.unmount();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('the automatic reload guard', () => {
  it('allows one reload, then none until the gap has passed', () => {
    const storage = memoryStorage();
    expect(takeAutomaticReload(storage, 10)).toBe(true);
    expect(takeAutomaticReload(storage, 20)).toBe(false);
    expect(takeAutomaticReload(storage, 10 + AUTOMATIC_RELOAD_GAP_MS)).toBe(true);
  });

  it('never reloads without a storage to keep its mark in', () => {
    expect(takeAutomaticReload(null, 10)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(takeAutomaticReload(throwing, 10)).toBe(false);
  });

  it('knows a chunk that failed to load from other errors, whatever the browser', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('rendu impossible'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('shows the next page after a page that threw, keeping the same elements around it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (path: string) =>
      path === '/casse' ? <Failing error={new Error('boum')} /> : <p>Page {path}</p>;
    const { rerender } = render(
      <AppErrorBoundary onError={() => undefined} storage={memoryStorage()} resetKey="/casse">
        {page('/casse')}
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    rerender(
      <AppErrorBoundary onError={() => undefined} storage={memoryStorage()} resetKey="/info">
        {page('/info')}
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Page /info')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
