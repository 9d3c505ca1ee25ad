import { describe, expect, it } from 'vitest';
import { createPageLeaving } from './page-leaving.ts';

/** A window that counts its listeners, to see which ones a page keeps. */
function fakeWindow() {
  const target = new EventTarget();
  const listeners = new Map<string, number>();
  return {
    addEventListener(type: string, listener: EventListener) {
      listeners.set(type, (listeners.get(type) ?? 0) + 1);
      target.addEventListener(type, listener);
    },
    removeEventListener(type: string, listener: EventListener) {
      listeners.set(type, (listeners.get(type) ?? 0) - 1);
      target.removeEventListener(type, listener);
    },
    dispatch: (event: Event) => target.dispatchEvent(event),
    listening: (type: string) => (listeners.get(type) ?? 0) > 0,
  };
}

/** A pagehide or pageshow (PageTransitionEvent, which Node has not). */
const transition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  Object.assign(new Event(type), { persisted });
const back = () => transition('pageshow', true);

describe('whether the page is being left', () => {
  it('is from its pagehide on, and no longer once the page is back from the back-forward cache', () => {
    const win = fakeWindow();
    const page = createPageLeaving(win);
    expect(page.leaving()).toBe(false);
    win.dispatch(transition('pagehide', true));
    expect(page.leaving()).toBe(true);
    win.dispatch(transition('pageshow', false));
    expect(page.leaving()).toBe(true);
    win.dispatch(back());
    expect(page.leaving()).toBe(false);
  });

  it('counts a beforeunload only while watched, and stops listening for it then (Firefox’s back-forward cache)', async () => {
    const win = fakeWindow();
    const page = createPageLeaving(win);
    win.dispatch(new Event('beforeunload'));
    expect(page.leaving()).toBe(false);
    let done = () => {};
    page.watchBeforeUnload(new Promise<void>((resolve) => (done = resolve)));
    expect(win.listening('beforeunload')).toBe(true);
    win.dispatch(new Event('beforeunload'));
    expect(page.leaving()).toBe(true);
    done();
    await Promise.resolve();
    await Promise.resolve();
    expect(win.listening('beforeunload')).toBe(false);
    win.dispatch(back());
    win.dispatch(new Event('beforeunload'));
    expect(page.leaving()).toBe(false);
  });

  it('is from the start of a navigation the app starts itself, unless that navigation fails', async () => {
    const win = fakeWindow();
    const page = createPageLeaving(win);
    let reached = false;
    page.leaveBy(() => {
      reached = page.leaving();
    });
    expect(reached).toBe(true);
    expect(page.leaving()).toBe(true);
    win.dispatch(back());
    expect(page.leaving()).toBe(false);

    const refused = page.leaveBy(() => Promise.reject(new Error('fournisseur injoignable')));
    expect(page.leaving()).toBe(true);
    await expect(refused).rejects.toThrow('fournisseur injoignable');
    expect(page.leaving()).toBe(false);
  });

  it('keeps no listener that would keep the page out of the back-forward cache', () => {
    const win = fakeWindow();
    createPageLeaving(win);
    expect(win.listening('beforeunload')).toBe(false);
    expect(win.listening('unload')).toBe(false);
  });

  it('is not left by a navigation that throws at once, and passes its error on', () => {
    const page = createPageLeaving(fakeWindow());
    expect(() =>
      page.leaveBy(() => {
        throw new Error('adresse refusée');
      }),
    ).toThrow('adresse refusée');
    expect(page.leaving()).toBe(false);
  });
});
