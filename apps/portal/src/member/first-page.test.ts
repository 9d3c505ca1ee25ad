import { describe, expect, it, vi } from 'vitest';
import { createRouterStore, type RouterLocation } from '@portail/router';
import { whenFirstPageCommitted, whenFirstPageShown } from './first-page.ts';

const location = { pathname: '/info' } as RouterLocation;

function frames() {
  const queue: (() => void)[] = [];
  return {
    nextFrame: (callback: () => void) => queue.push(callback),
    run: () => queue.splice(0).forEach((callback) => callback()),
  };
}

describe('the first page shown by the router', () => {
  it('waits for a committed location with no request pending, then two painted frames', async () => {
    const store = createRouterStore();
    const { nextFrame, run } = frames();
    const done = vi.fn();
    void whenFirstPageShown(store, nextFrame).then(done);

    store.dispatch({ type: 'router/requested', pathname: '/info', queryParams: {} });
    store.dispatch({ type: 'router/committed', location, isPop: false });
    run();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();

    store.dispatch({ type: 'router/ended' });
    run();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    run();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('resolves after two frames when the page is already there', async () => {
    const store = createRouterStore({ ...createRouterStore().getState(), location, requesting: false });
    const { nextFrame, run } = frames();
    const done = vi.fn();
    void whenFirstPageShown(store, nextFrame).then(done);
    run();
    run();
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('knows the first page is committed as soon as the router ends its request, without waiting for frames', async () => {
    const store = createRouterStore();
    const done = vi.fn();
    void whenFirstPageCommitted(store).then(done);
    store.dispatch({ type: 'router/requested', pathname: '/info', queryParams: {} });
    store.dispatch({ type: 'router/committed', location, isPop: false });
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    store.dispatch({ type: 'router/ended' });
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });
});
