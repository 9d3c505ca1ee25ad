import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOMATIC_RELOAD_KEY } from '@portail/ui';

/**
 * A lazy part of Mon compte (here the scheduled deletion's page) whose chunk fails to load the way
 * WebKit fails the loads it cancels when the page is left, or a stale deploy's: its import waits
 * for the test to let it fail.
 */
const chunk = vi.hoisted(() => {
  let fail = () => {};
  return {
    asked: false,
    failed: new Promise<void>(() => undefined),
    reset() {
      this.asked = false;
      this.failed = new Promise<void>((resolve) => (fail = resolve));
    },
    fail: () => fail(),
  };
});
/** Each test has its own modules: a lazy part keeps its failed load, the page its « being left ». */
function freshModules() {
  vi.resetModules();
  vi.doMock('./deletion/ScheduledDeletionPage.tsx', async () => {
    chunk.asked = true;
    await chunk.failed;
    return {
      get ScheduledDeletionPage(): never {
        throw new TypeError(
          'Failed to fetch dynamically imported module: http://localhost:8081/assets/ScheduledDeletionPage-x.js',
        );
      },
    };
  });
  vi.doMock('./errors/report-app-error.ts', () => ({ reportAppError: vi.fn(async () => undefined) }));
}

const scheduled = { requestedAt: '2026-06-15T16:00:00.000Z', purgeAt: '2026-07-15T16:00:00.000Z' };

/** Mon compte at "/" for a member whose deletion is scheduled: the page's chunk is on its way. */
async function renderLoading() {
  freshModules();
  const { apiProfile, fakeApi, renderAccount } = await import('./testing/fakes.tsx');
  const { reportAppError } = await import('./errors/report-app-error.ts');
  const reload = vi.fn();
  const { router } = renderAccount('/', {
    api: fakeApi(apiProfile({ scheduledDeletion: scheduled })),
    reload,
  });
  // the member is there: the page's chunk is asked for
  await vi.waitFor(() => expect(chunk.asked).toBe(true), { timeout: 5000 });
  return { reload, report: vi.mocked(reportAppError), router };
}

/** Lets the chunk fail; resolves once its failure reached the error boundary and a little after. */
async function failChunk() {
  chunk.fail();
  // React tells every error a boundary caught (its default onCaughtError, console.error)
  await vi.waitFor(() =>
    expect(
      vi
        .mocked(console.error)
        .mock.calls.some((call) =>
          call.some((part) => part instanceof Error && /ScheduledDeletionPage-x/.test(part.message)),
        ),
    ).toBe(true),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
}

beforeEach(() => {
  chunk.reset();
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  // back from the back-forward cache: the page is no longer being left
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
});

describe('a lazy part of Mon compte whose chunk fails to load', () => {
  it('while the page is being left (the browser cancels its loads): no reload, no error screen, no diagnostic', async () => {
    const { reload, report } = await renderLoading();
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    await failChunk();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(AUTOMATIC_RELOAD_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('once Mon compte itself sends the browser to another site: no reload, no error screen, no diagnostic', async () => {
    const { reload, report, router } = await renderLoading();
    // jsdom stays on the page when the address is set (it has no navigation): the chunk fails while
    // a browser would be leaving
    router.navigate('http://localhost:8080/');
    await failChunk();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('on a page not being left (a stale deploy): reported, then the page reloads once by itself', async () => {
    const { reload, report } = await renderLoading();
    await failChunk();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(report).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(AUTOMATIC_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('on a page not being left, already reloaded for it: the error screen with « Réessayer », reported', async () => {
    sessionStorage.setItem(AUTOMATIC_RELOAD_KEY, String(Date.now() - 1000));
    const { reload, report } = await renderLoading();
    await failChunk();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(1);
  });
});
