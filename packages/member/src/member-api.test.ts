import { describe, expect, it } from 'vitest';
import { visitorLoginAnswerSample } from '@portail/contracts/wire-samples';
import { ApiError } from '@portail/http/api-client';
import { fetchMemberProfile, fetchVisitorId, readVisitorId } from './member-api.ts';
import { API, apiClientOver, fakeFetch } from './test-support.ts';

describe('the member calls', () => {
  it('GETs /id/v3/accounts/me with the bearer token', async () => {
    const fetch = fakeFetch();
    const profile = await fetchMemberProfile({ api: apiClientOver(fetch), accessToken: 'tok' });
    expect(profile.firstName).toBe('Marie');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${API}/id/v3/accounts/me`);
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('fails with the status and the spec’s message when the profile call is refused', async () => {
    const fetch = fakeFetch({ profile: { status: 401 } });
    const call = fetchMemberProfile({ api: apiClientOver(fetch), accessToken: 'tok' });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      status: 401,
      message: `Impossible de résoudre ${API}/id/v3/accounts/me (401)`,
    });
  });

  it('fails with a network error when the service is unreachable, and a format error on bad JSON', async () => {
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchMemberProfile({ api: apiClientOver(down), accessToken: 't' })).rejects.toMatchObject({
      code: 'API_NETWORK',
    });
    const garbage = async () => new Response('<html>', { status: 200 });
    await expect(fetchMemberProfile({ api: apiClientOver(garbage), accessToken: 't' })).rejects.toMatchObject(
      { code: 'API_INVALID_ANSWER' },
    );
  });

  it('POSTs the login id as JSON-LD and reads the RC plus id from the first element', async () => {
    const fetch = fakeFetch();
    expect(await fetchVisitorId({ api: apiClientOver(fetch), loginId: 'rc-123' })).toBe('rcplus-42');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/ld+json');
    expect(JSON.parse(String(init?.body))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      identifier: 'rc-123',
    });
  });

  it.each([
    [['rcplus-1', 'other'], 'rcplus-1'],
    [[{ identifier: 'rc-1', rcPlusId: 'rcplus-2' }, { rcPlusId: 'other' }], 'rcplus-2'],
  ])('reads the visitor id of %j', (body, id) => {
    expect(readVisitorId(body)).toBe(id);
  });

  it('reads the visitor id of the contract’s sample answer', () => {
    expect(readVisitorId(visitorLoginAnswerSample)).toBe(visitorLoginAnswerSample[0].rcPlusId);
  });

  it.each([[[]], [{ rcPlusId: 'x' }], [[{ identifier: 'rc-1' }]], [['']], [[42]], [null]])(
    'refuses a visitor answer of %j',
    (body) => {
      expect(() => readVisitorId(body)).toThrow(ApiError);
    },
  );
});
