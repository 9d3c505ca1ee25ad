// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { RouteRequest } from './router-store.ts';
import { decideLinkClick, interceptNavigation } from './link-interception.ts';

const routable = new Set(['/info', '/mordu', '/jeunesse', '/jeunesse/jeux', '/nouvelle/1/titre']);
const isRoutable = (pathname: string) => routable.has(pathname);

let stop: () => void = () => undefined;
let navigate: Mock<(request: RouteRequest) => void>;
let leaveYouth: Mock<(url: string) => void>;
let open: ReturnType<typeof vi.fn>;
/** The address of the page the navigation machine shows (undefined: none yet, the document's). */
let shown: string | undefined;
/** Whether the browser would have followed the last click (our handler did not prevent it). */
let browserFollowed: boolean | undefined;
const recordDefault = (event: Event) => {
  browserFollowed = !event.defaultPrevented;
  event.preventDefault(); // jsdom cannot navigate; keep it from trying.
};

beforeEach(() => {
  window.history.replaceState(null, '', '/info');
  navigate = vi.fn<(request: RouteRequest) => void>();
  leaveYouth = vi.fn<(url: string) => void>();
  open = vi.fn();
  window.open = open as unknown as typeof window.open;
  browserFollowed = undefined;
  shown = undefined;
  stop = interceptNavigation({
    window,
    isRoutable,
    navigate,
    onLeaveYouthSection: leaveYouth,
    shownAddress: () => shown,
  });
  window.addEventListener('click', recordDefault);
});

afterEach(() => {
  stop();
  window.removeEventListener('click', recordDefault);
  document.body.innerHTML = '';
});

function link(html: string): HTMLElement {
  document.body.innerHTML = html;
  const anchor = document.body.querySelector('a');
  if (!anchor) throw new Error('no anchor');
  return anchor;
}

function click(element: Element, init: MouseEventInit = {}) {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe('link interception (SPEC.md §2.2)', () => {
  it('routes a plain click on a link to a known route of the same host in-app', async () => {
    await userEvent.click(
      link('<a href="/mordu?page=2#recettes"><span>Mordu</span></a>').querySelector('span') as Element,
    );
    expect(navigate).toHaveBeenCalledWith({
      pathname: '/mordu',
      queryParams: { page: '2' },
      hash: '#recettes',
      isPop: false,
      replaceState: false,
    });
    expect(browserFollowed).toBe(false);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['alt', { altKey: true }],
  ])('leaves a %s-click to the browser', (_name, init) => {
    click(link('<a href="/mordu">Mordu</a>'), init);
    expect(navigate).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(true);
  });

  it('leaves a middle-button click to the browser', () => {
    click(link('<a href="/mordu">Mordu</a>'), { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(true);
  });

  it('opens a shift-click in a new window', () => {
    click(link('<a href="/mordu">Mordu</a>'), { shiftKey: true });
    expect(open).toHaveBeenCalledWith('http://localhost:3000/mordu', '_blank', 'noopener');
    expect(navigate).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(false);
  });

  it.each([
    ['target _blank', '<a href="/mordu" target="_blank">Mordu</a>'],
    ['another host', '<a href="https://autre.exemple.ca/mordu">Mordu</a>'],
    ['a trailing hash', '<a href="/mordu#">Mordu</a>'],
    ['the ignore-navigation attribute', '<a href="/mordu" data-ignore-navigation>Mordu</a>'],
    ['a download link', '<a href="/mordu" download>Mordu</a>'],
    ['a path no route knows', '<a href="/tele/emissions">Télé</a>'],
    ['a mailto link', '<a href="mailto:info@exemple.ca">Courriel</a>'],
  ])('does not route %s in-app', (_name, html) => {
    click(link(html));
    expect(navigate).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(true);
  });

  it('routes a link with target _self', () => {
    click(link('<a href="/mordu" target="_self">Mordu</a>'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('lets a hash link to the same page change only the hash', () => {
    click(link('<a href="#recettes">Recettes</a>'));
    expect(navigate).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(true);
  });

  it('ignores a click that a component already handled', () => {
    const anchor = link('<a href="/mordu">Mordu</a>');
    anchor.addEventListener('click', (event) => event.preventDefault());
    click(anchor);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns leaving the youth section into its own action with the target URL', () => {
    window.history.replaceState(null, '', '/jeunesse/jeux');
    click(link('<a href="/info">Info</a>'));
    expect(leaveYouth).toHaveBeenCalledWith('http://localhost:3000/info');
    expect(navigate).not.toHaveBeenCalled();
    expect(browserFollowed).toBe(false);
  });

  it('routes links inside the youth section normally', () => {
    window.history.replaceState(null, '', '/jeunesse/jeux');
    click(link('<a href="/jeunesse">Jeunesse</a>'));
    expect(leaveYouth).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('re-dispatches back and forward with the pop flag', () => {
    window.history.pushState({ n: 1 }, '', '/mordu?page=2');
    window.dispatchEvent(new PopStateEvent('popstate', { state: { n: 1 } }));
    expect(navigate).toHaveBeenCalledWith({
      pathname: '/mordu',
      queryParams: { page: '2' },
      hash: '',
      state: { n: 1 },
      isPop: true,
    });
  });

  it('ignores back and forward when only the hash changed', () => {
    window.history.pushState(null, '', '/info#section');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('compares back and forward with the page on screen: its address with another hash is no navigation, another address is', () => {
    shown = '/mordu';
    window.history.pushState(null, '', '/mordu#recettes');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(navigate).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/info');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/info', isPop: true }));
  });

  it('stops listening once disposed', () => {
    stop();
    click(link('<a href="/mordu">Mordu</a>'));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('decideLinkClick', () => {
  const plain = {
    button: 0,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    defaultPrevented: false,
  };
  it('reads the href of an SVG link', () => {
    document.body.innerHTML = '<svg><a href="/mordu"><text>Mordu</text></a></svg>';
    const anchor = document.body.querySelector('a') as unknown as SVGAElement;
    expect(
      decideLinkClick({ event: plain, anchor, current: new URL('http://localhost:3000/info'), isRoutable }),
    ).toMatchObject({
      kind: 'route',
    });
  });
});
