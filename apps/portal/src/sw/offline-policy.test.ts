import { describe, expect, it } from 'vitest';
import {
  apiOriginFrom,
  cacheNames,
  isKeepablePage,
  isKeepablePageData,
  isStorableResponse,
  staleCaches,
  urlMayCarrySecret,
} from './offline-policy.ts';

const portal = 'https://portail.test';
const api = 'https://api.test';
const get = (url: string, init: RequestInit = {}) => new Request(url, init);

describe('what the service worker may keep', () => {
  it('keeps the portal’s pages, but never the sign-in callback', () => {
    expect(isKeepablePage(new URL(`${portal}/nouvelle/1/titre`), portal)).toBe(true);
    expect(isKeepablePage(new URL(`${portal}/`), portal)).toBe(true);
    expect(isKeepablePage(new URL(`${portal}/callback`), portal)).toBe(false);
    expect(isKeepablePage(new URL(`${portal}/callback/renouvellement.html`), portal)).toBe(false);
    expect(isKeepablePage(new URL(`${api}/info`), portal)).toBe(false);
  });

  it.each([
    `${portal}/info?code=abc&state=xyz`,
    `${portal}/info?access_token=abc`,
    `${portal}/info?id_token_hint=abc`,
    `${portal}/info?q=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl`,
    `${portal}/info?q=${encodeURIComponent('Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.sig')}`,
  ])('never keeps an address that may carry a token: %s', (address) => {
    expect(urlMayCarrySecret(new URL(address))).toBe(true);
    expect(isKeepablePage(new URL(address), portal)).toBe(false);
  });

  it('keeps an address whose query is harmless', () => {
    expect(urlMayCarrySecret(new URL(`${portal}/recherche?q=pont+champlain&page=2`))).toBe(false);
  });

  it('keeps the public page data of the API origin: the settings and the audio catalogue', () => {
    expect(isKeepablePageData(get(`${api}/v5/news/settings`), api)).toBe(true);
    expect(isKeepablePageData(get(`${api}/audio/catalogue.json`), api)).toBe(true);
  });

  it('never keeps a member’s data: a call with a bearer token, with credentials, or at a member path', () => {
    expect(
      isKeepablePageData(get(`${api}/v5/news/settings`, { headers: { authorization: 'Bearer x.y.z' } }), api),
    ).toBe(false);
    expect(isKeepablePageData(get(`${api}/v5/news/settings`, { credentials: 'include' }), api)).toBe(false);
    expect(isKeepablePageData(get(`${api}/id/v3/accounts/me`), api)).toBe(false);
    expect(isKeepablePageData(get(`${api}/neuro/sphere/v1/profile-ca/profile`), api)).toBe(false);
    expect(isKeepablePageData(get(`${api}/graphql?operationName=x`), api)).toBe(false);
  });

  it('keeps no page data of another origin, of an unknown API origin, or sent with another method', () => {
    expect(isKeepablePageData(get('https://ailleurs.test/v5/news/settings'), api)).toBe(false);
    expect(isKeepablePageData(get(`${api}/v5/news/settings`), null)).toBe(false);
    expect(isKeepablePageData(get(`${api}/v5/news/settings`, { method: 'POST', body: '{}' }), api)).toBe(
      false,
    );
  });

  it('stores only whole, readable, shareable answers', () => {
    expect(isStorableResponse(new Response('ok'))).toBe(true);
    expect(isStorableResponse(new Response('ok', { status: 206 }))).toBe(false);
    expect(isStorableResponse(new Response('non', { status: 404 }))).toBe(false);
    expect(isStorableResponse(new Response('ok', { headers: { 'cache-control': 'no-store' } }))).toBe(false);
    expect(
      isStorableResponse(new Response('ok', { headers: { 'cache-control': 'private, max-age=60' } })),
    ).toBe(false);
    expect(isStorableResponse(new Response('ok', { headers: { 'cache-control': 'no-cache' } }))).toBe(true);
  });

  it('names its caches by build and deletes those of other builds only', () => {
    const current = Object.values(cacheNames('b2'));
    const old = Object.values(cacheNames('b1'));
    expect(staleCaches([...old, ...current, 'autre-cache'], 'b2')).toEqual(old);
  });

  it('reads the API origin from its own address, refusing anything but http(s)', () => {
    expect(apiOriginFrom(`${portal}/sw.js?api=${encodeURIComponent('https://api.test:8083/x')}`)).toBe(
      'https://api.test:8083',
    );
    expect(apiOriginFrom(`${portal}/sw.js`)).toBeNull();
    expect(apiOriginFrom(`${portal}/sw.js?api=javascript%3Aalert(1)`)).toBeNull();
    expect(apiOriginFrom(`${portal}/sw.js?api=pas-une-adresse`)).toBeNull();
  });
});
