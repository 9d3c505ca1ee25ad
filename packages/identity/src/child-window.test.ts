// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://portail.test/page"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCenteredPopup, renewInHiddenIframe, waitForPopup, watchChildWindow } from './child-window.ts';

const REDIRECT = 'https://portail.test/callback';
const timing = { timeoutMs: 6000, pollMs: 50 };
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Watches `win` for a fragment answer on REDIRECT, with a time-out error « timed out ». */
function watchFragmentOf(win: Window) {
  return watchChildWindow({
    child: () => win,
    doc: document,
    redirectUri: REDIRECT,
    responseMode: 'fragment',
    timing,
    timeoutError: () => new Error('timed out'),
  });
}

/** A child window whose address can be changed; reading it throws while it is "cross-origin". */
function fakeChild(initial: string) {
  const child = {
    href: initial,
    crossOrigin: true,
    closed: false,
    close: vi.fn(() => (child.closed = true)),
  };
  const win = {
    get closed() {
      return child.closed;
    },
    close: child.close,
    location: {
      get href() {
        if (child.crossOrigin) throw new DOMException('Blocked a frame', 'SecurityError');
        return child.href;
      },
    },
  } as unknown as Window;
  return { child, win };
}

async function settle<T>(promise: Promise<T>) {
  const result = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(0);
  return result;
}

describe('hidden iframe renewal', () => {
  it('adds a hidden 1×1 iframe and removes it after timing out at 6000 ms', async () => {
    const promise = renewInHiddenIframe(window, 'https://idp.test/authorize', REDIRECT, 'fragment', timing);
    const outcome = promise.catch((error: unknown) => error);
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-portail-identity]');
    expect(iframe).toMatchObject({ width: '1', height: '1', src: 'https://idp.test/authorize' });
    await vi.advanceTimersByTimeAsync(5950);
    expect(document.querySelector('iframe')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(50);
    expect(await outcome).toMatchObject({ message: 'Iframe timed out while waiting for a response' });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('counts the time-out only while the page is visible', async () => {
    const { win } = fakeChild('https://idp.test/authorize');
    const outcome = watchFragmentOf(win).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3000);
    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(60_000);
    visibility = 'visible';
    await vi.advanceTimersByTimeAsync(2950);
    const pending = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(pending).toBe('pending');
    await vi.advanceTimersByTimeAsync(50);
    expect(await outcome).toMatchObject({ message: 'timed out' });
  });

  it('reads the answer once the child is back on the renewal address', async () => {
    const { child, win } = fakeChild('https://idp.test/authorize');
    const promise = watchFragmentOf(win);
    await vi.advanceTimersByTimeAsync(500);
    child.crossOrigin = false;
    child.href = `${REDIRECT}#state=s1&id_token=t1`;
    await vi.advanceTimersByTimeAsync(50);
    const params = await promise;
    expect(params.get('id_token')).toBe('t1');
  });
});

describe('popup renewal', () => {
  it('opens a 483×600 popup synchronously', () => {
    const popup = fakeChild('about:blank').win;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    expect(openCenteredPopup(window)).toBe(popup);
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'portail-identity',
      expect.stringContaining('width=483,height=600'),
    );
  });

  it('reports a blocked popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => openCenteredPopup(window)).toThrow('No popup was created');
  });

  it('reports a popup closed before the flow completed', async () => {
    const { child, win } = fakeChild('https://idp.test/authorize');
    const outcome = settle(waitForPopup(window, win, REDIRECT, 'fragment', timing));
    child.closed = true;
    await vi.advanceTimersByTimeAsync(50);
    expect(await outcome).toMatchObject({
      error: { message: 'Popup was closed before flow could complete' },
    });
  });

  it('times out after 6000 ms and closes the popup', async () => {
    const { child, win } = fakeChild('https://idp.test/authorize');
    const outcome = settle(waitForPopup(window, win, REDIRECT, 'fragment', timing));
    await vi.advanceTimersByTimeAsync(6000);
    expect(await outcome).toMatchObject({
      error: { message: 'Popup timed out while waiting for a response' },
    });
    expect(child.close).toHaveBeenCalled();
  });
});
