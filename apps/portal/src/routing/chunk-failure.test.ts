import { describe, expect, it, vi } from 'vitest';
import { AUTOMATIC_RELOAD_KEY } from '@portail/ui';
import { createRouteTable } from '@portail/router';
import {
  createChunkFailureGuard,
  type ChunkFailureGuard,
  type ChunkFailureOptions,
} from './chunk-failure.ts';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://portail.test/assets/ohdio-app-x.js');

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** The page of a route whose application's chunk fails as given, loaded by the router with the guard told. */
function failingLoad(guard: ChunkFailureGuard, error: unknown): () => Promise<unknown> {
  const routes = createRouteTable({
    apps: [
      {
        appId: 'ohdio',
        layouts: [
          {
            id: 'ohdio-main',
            routes: [{ id: 'ohdio-home', path: '/ohdio', chunk: () => Promise.reject(error) }],
          },
        ],
      },
    ],
    notFound: {
      appId: 'ohdio',
      layoutId: 'ohdio-main',
      route: { id: 'not-found', path: '/introuvable', status: 404, loader: () => ({}) },
    },
    onLoadFailure: guard.onFailure,
  });
  const route = routes.route('ohdio-home');
  return () => route.loadView?.() ?? Promise.resolve();
}

/** A guard on the loaded page (unless `firstPage` is false), told by a route whose chunk fails. */
function setup({
  firstPage = true,
  ...options
}: { firstPage?: boolean } & Pick<ChunkFailureOptions, 'leaving' | 'leftAloneMs'> = {}) {
  const report = vi.fn(async (_error: unknown) => undefined);
  const reload = vi.fn();
  const storage = memoryStorage();
  const guard = createChunkFailureGuard({
    isFirstPage: () => firstPage,
    report,
    reload,
    storage,
    now: () => 5,
    ...options,
  });
  return { guard, report, reload, storage, load: failingLoad(guard, chunkError()) };
}

describe('a content application’s chunk that fails to load', () => {
  it('on the loaded page: reported, then one automatic reload, then the error screen', async () => {
    const { guard, report, reload, storage, load } = setup();
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(guard.store.getState()).toEqual({ kind: 'reloading' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(report).toHaveBeenCalledTimes(1);
    expect(storage.getItem(AUTOMATIC_RELOAD_KEY)).toBe('5');
    await expect(load()).rejects.toThrow();
    expect(guard.store.getState()).toEqual({ kind: 'failed' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('during an in-app navigation: reported only (the router loads the page in full)', async () => {
    const { guard, report, reload, load } = setup({ firstPage: false });
    await expect(load()).rejects.toThrow();
    expect(report).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(guard.store.getState()).toEqual({ kind: 'none' });
  });

  it('while the member leaves the page (WebKit then cancels its module loads): no reload to take them back, no error screen', async () => {
    let leaving = false;
    const { guard, report, reload, load } = setup({ leaving: () => leaving });
    leaving = true;
    await expect(load()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
    expect(guard.store.getState()).toEqual({ kind: 'none' });
  });

  it('while the member seemed to leave but the page is still there a moment later (a redirect that did not happen): the error screen, reported, no reload', async () => {
    const { guard, report, reload, load } = setup({ leaving: () => true, leftAloneMs: 20 });
    await expect(load()).rejects.toThrow();
    expect(guard.store.getState()).toEqual({ kind: 'none' });
    // (room for a busy machine: only the order matters)
    await vi.waitFor(() => expect(guard.store.getState()).toEqual({ kind: 'failed' }), { timeout: 10_000 });
    expect(report).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('lets other loader failures through untouched', async () => {
    const report = vi.fn(async () => undefined);
    const guard = createChunkFailureGuard({ isFirstPage: () => true, report, reload: vi.fn() });
    const load = failingLoad(guard, new Error('données invalides'));
    await expect(load()).rejects.toThrow('données invalides');
    expect(report).not.toHaveBeenCalled();
    expect(guard.store.getState()).toEqual({ kind: 'none' });
  });
});
