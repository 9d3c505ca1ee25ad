import { describe, expect, it } from 'vitest';
import { keptQuery, withKeptQuery } from './kept-query.ts';
import { inAppTarget, type ClickLike } from './link-interception.ts';
import { createMemoryRouter } from './router.ts';
import { isKnownPath, matchRoute } from './routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'profile', 200],
    ['/avatar', 'avatar', 200],
    ['/avatar/', 'avatar', 200],
    ['/infolettres', 'newsletters', 200],
    ['/callback/membercenter', 'callback', 200],
    ['/error/notfound', 'notFound', 404],
    ['/inconnu', 'notFound', 404],
  ])('%s → %s (%i)', (path, id, status) => {
    expect(matchRoute(path)).toMatchObject({ id, status });
  });

  it('loads the sphere page data of the profile and avatar routes', () => {
    expect(matchRoute('/').pageData).toBe('profile');
    expect(matchRoute('/avatar').pageData).toBe('avatar');
    expect(matchRoute('/callback/membercenter').robots).toBe('noindex,nofollow');
  });
});

describe('kept query parameters', () => {
  it('keeps fromApp, fromMobileApp, uid_hint and app_version only', () => {
    expect(
      keptQuery('?fromApp=info&fromMobileApp=ios&uid_hint=rc-1&app_version=5.2&utm_source=x').toString(),
    ).toBe('fromApp=info&fromMobileApp=ios&uid_hint=rc-1&app_version=5.2');
  });

  it('keeps fromMobileApp only as ios or android', () => {
    expect(keptQuery('?fromMobileApp=windows').has('fromMobileApp')).toBe(false);
    expect(keptQuery('?fromMobileApp=android').get('fromMobileApp')).toBe('android');
  });

  it('adds them to in-app links without overriding the link', () => {
    expect(withKeptQuery('/avatar', '?fromApp=info&x=1')).toBe('/avatar?fromApp=info');
    expect(withKeptQuery('/?fromApp=tele', '?fromApp=info')).toBe('/?fromApp=tele');
  });
});

const plainClick: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function anchor(attributes: Record<string, string>): HTMLAnchorElement {
  const values = new Map(Object.entries(attributes));
  return {
    getAttribute: (name: string) => values.get(name) ?? null,
    hasAttribute: (name: string) => values.has(name),
  } as unknown as HTMLAnchorElement;
}

const location = new URL('http://localhost:8081/?fromApp=info') as unknown as Location;

describe('inAppTarget (SPEC.md §2.2 link rules)', () => {
  it('routes a plain click on a known path in-app', () => {
    expect(inAppTarget(plainClick, anchor({ href: '/avatar?fromApp=info' }), location, isKnownPath)).toBe(
      '/avatar?fromApp=info',
    );
  });

  it.each([
    ['ctrl-click', { ctrlKey: true }, { href: '/avatar' }],
    ['meta-click', { metaKey: true }, { href: '/avatar' }],
    ['shift-click', { shiftKey: true }, { href: '/avatar' }],
    ['a middle click', { button: 1 }, { href: '/avatar' }],
    ['target _blank', {}, { href: '/avatar', target: '_blank' }],
    ['another host', {}, { href: 'http://localhost:8080/' }],
    ['a trailing hash', {}, { href: '/avatar#' }],
    ['a same-page hash', {}, { href: '/?fromApp=info#contenu' }],
    ['data-ignore-navigation', {}, { href: '/avatar', 'data-ignore-navigation': '' }],
    ['a download', {}, { href: '/avatar', download: '' }],
    ['an unknown path', {}, { href: '/ailleurs' }],
  ])('leaves %s to the browser', (_name, event, attributes) => {
    expect(inAppTarget({ ...plainClick, ...event }, anchor(attributes), location, isKnownPath)).toBeNull();
  });
});

describe('createMemoryRouter', () => {
  it('starts at its address, first page, with no window', () => {
    expect(typeof window).toBe('undefined');
    expect(createMemoryRouter('/avatar?fromApp=info').location()).toEqual({
      pathname: '/avatar',
      search: '?fromApp=info',
      index: 0,
      isPop: false,
    });
  });

  it('moves to the in-app addresses it is sent to, relative ones against the current one', () => {
    const router = createMemoryRouter('/callback/membercenter');
    router.navigate('/infolettres?fromApp=tele');
    expect(router.location()).toMatchObject({ pathname: '/infolettres', search: '?fromApp=tele', index: 1 });
    router.navigate('avatar');
    expect(router.location()).toMatchObject({ pathname: '/avatar', search: '', index: 2 });
  });
});
