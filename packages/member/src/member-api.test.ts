import { describe, expect, it } from 'vitest';
import { MemberHttpError, MemberNetworkError, ProfileFormatError, VisitorIdentityError } from './errors.ts';
import { fetchMemberProfile, fetchVisitorId, readVisitorId } from './member-api.ts';
import { API, fakeFetch, VISITOR_URL } from './test-support.ts';

describe('the member calls', () => {
  it('GETs /id/v3/accounts/me with the bearer token', async () => {
    const fetch = fakeFetch();
    const profile = await fetchMemberProfile({ fetch, apiOrigin: API, accessToken: 'tok' });
    expect(profile.firstName).toBe('Marie');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${API}/id/v3/accounts/me`);
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('fails with the status and the spec’s message when the profile call is refused', async () => {
    const fetch = fakeFetch({ profile: { status: 401 } });
    const call = fetchMemberProfile({ fetch, apiOrigin: API, accessToken: 'tok' });
    await expect(call).rejects.toBeInstanceOf(MemberHttpError);
    await expect(call).rejects.toMatchObject({
      status: 401,
      message: `Impossible de résoudre ${API}/id/v3/accounts/me (401)`,
    });
  });

  it('fails with a network error when the service is unreachable, and a format error on bad JSON', async () => {
    const down = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      fetchMemberProfile({ fetch: down, apiOrigin: API, accessToken: 't' }),
    ).rejects.toBeInstanceOf(MemberNetworkError);
    const garbage = async () => new Response('<html>', { status: 200 });
    await expect(
      fetchMemberProfile({ fetch: garbage, apiOrigin: API, accessToken: 't' }),
    ).rejects.toBeInstanceOf(ProfileFormatError);
  });

  it('POSTs the login id as JSON-LD and reads the RC plus id from the first element', async () => {
    const fetch = fakeFetch();
    expect(await fetchVisitorId({ fetch, url: VISITOR_URL, loginId: 'rc-123' })).toBe('rcplus-42');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/ld+json' });
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

  it.each([[[]], [{ rcPlusId: 'x' }], [[{ identifier: 'rc-1' }]], [['']], [[42]], [null]])(
    'refuses a visitor answer of %j',
    (body) => {
      expect(() => readVisitorId(body)).toThrow(VisitorIdentityError);
    },
  );
});
