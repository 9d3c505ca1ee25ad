import { describe, expect, it, vi } from 'vitest';
import { ApiError, DEFAULT_TIMEOUT_MS } from '@portail/http/api-client';
import { NotSignedInError } from './errors.ts';
import { createFetchAccountApi } from './fetch-account-api.ts';
import { createCancelDeletion } from '../deletion/cancel-deletion-api.ts';
import { createPrivacyApi } from '../privacy/privacy-api.ts';
import { createSecurityApi } from '../security/security-api.ts';

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(response: Response | Error, token: string | null = 'jeton') {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const api = createFetchAccountApi({
    apiOrigin: 'http://api.test',
    getAccessToken: async () => token,
    fetch,
  });
  return { api, fetch };
}

function call(fetch: ReturnType<typeof setup>['fetch']) {
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, init, headers: Object.fromEntries(new Headers(init.headers)) };
}

describe('createFetchAccountApi', () => {
  it('reads the profile with the bearer token', async () => {
    const { api, fetch } = setup(json(200, { email: 'a@b.ca' }));
    await expect(api.getProfile()).resolves.toEqual({ email: 'a@b.ca' });
    const { url, init, headers } = call(fetch);
    expect(url).toBe('http://api.test/id/v3/accounts/me');
    expect(init.method).toBe('GET');
    expect(headers.authorization).toBe('Bearer jeton');
    expect(init.body).toBeUndefined();
  });

  it('patches the profile with JSON', async () => {
    const { api, fetch } = setup(json(200, { email: 'n@b.ca' }));
    await expect(api.updateProfile({ email: 'n@b.ca', oldPassword: 'x' })).resolves.toEqual({
      email: 'n@b.ca',
    });
    const { init, headers } = call(fetch);
    expect(init.method).toBe('PATCH');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'n@b.ca', oldPassword: 'x' });
  });

  it('saves the profile with the version it read (If-Match), then with the one the save answered', async () => {
    const answers = [
      new Response(JSON.stringify({ email: 'a@b.ca' }), { status: 200, headers: { etag: '"v1"' } }),
      new Response(JSON.stringify({ email: 'a@b.ca' }), { status: 200, headers: { etag: '"v2"' } }),
      new Response(JSON.stringify({ email: 'a@b.ca' }), { status: 200 }),
    ];
    const fetch = vi.fn(async () => answers.shift() as Response);
    const api = createFetchAccountApi({
      apiOrigin: 'http://api.test',
      getAccessToken: async () => 't',
      fetch,
    });
    await api.getProfile();
    await api.updateProfile({ firstName: 'A' });
    await api.updateProfile({ firstName: 'B' });
    const sent = fetch.mock.calls.map(
      (args) => new Headers((args as unknown as [string, RequestInit])[1].headers),
    );
    expect(sent[1]?.get('if-match')).toBe('"v1"');
    expect(sent[2]?.get('if-match')).toBe('"v2"');
  });

  it('tells of a profile changed elsewhere with the server’s message (412)', async () => {
    const message = 'Votre profil a été modifié ailleurs entre-temps.';
    const { api } = setup(json(412, { errors: [{ code: 21, message }], errorResultCode: 21 }));
    const error = await api.updateProfile({ firstName: 'A' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe(message);
  });

  it('accepts an empty 204 answer to a save', async () => {
    const { api } = setup(new Response(null, { status: 204 }));
    await expect(api.updateProfile({ firstName: 'A' })).resolves.toBeNull();
  });

  it.each([
    [
      'deleteAccount',
      () => ['secret'] as const,
      'POST',
      'http://api.test/id/v3/accounts/me/delete',
      { password: 'secret' },
    ],
  ])('%s posts its body', async (method, args, verb, url, body) => {
    const { api, fetch } = setup(new Response(null, { status: 204 }));
    await api.deleteAccount(...args());
    expect(call(fetch).url).toBe(url);
    expect(call(fetch).init.method).toBe(verb);
    expect(JSON.parse(call(fetch).init.body as string)).toEqual(body);
    expect(method).toBe('deleteAccount');
  });

  it('sends the reset mail with the context in the query', async () => {
    const { api, fetch } = setup(new Response(null, { status: 204 }));
    await api.resetPassword({ email: 'a@b.ca', b2CUrlPolicy: 'http://idp/x?y=1', context: 'portail-info' });
    expect(call(fetch).url).toBe('http://api.test/sso/id/v3/accounts/reset-password?context=portail-info');
    expect(JSON.parse(call(fetch).init.body as string)).toEqual({
      email: 'a@b.ca',
      b2CUrlPolicy: 'http://idp/x?y=1',
    });
  });

  it('turns an error answer into an ApiError read per SPEC.md §8', async () => {
    const { api } = setup(json(409, { errors: [{ message: 'Déjà pris', code: 10 }], errorResultCode: 3 }));
    const error = await api.updateProfile({ email: 'x@y.ca' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      serverMessage: 'Déjà pris',
      serverCode: '10',
      code: 'API_STATUS',
    });
  });

  it('names the URL and status when the error answer has no message', async () => {
    const { api } = setup(new Response('Bad gateway', { status: 502 }));
    await expect(api.getProfile()).rejects.toThrow(
      'Impossible de résoudre http://api.test/id/v3/accounts/me (502)',
    );
  });

  it('turns a failed fetch into a network ApiError', async () => {
    const { api } = setup(new TypeError('Failed to fetch'));
    await expect(api.getProfile()).rejects.toMatchObject({ code: 'API_NETWORK' });
  });

  it('refuses an account call without an access token, before any request', async () => {
    const { api, fetch } = setup(json(200, {}), null);
    await expect(api.getProfile()).rejects.toBeInstanceOf(NotSignedInError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a privacy, security or deletion call without an access token too, before any request', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    const options = { apiOrigin: 'http://api.test', getAccessToken: async () => null, fetch };
    await expect(createPrivacyApi(options).read()).rejects.toBeInstanceOf(NotSignedInError);
    await expect(createSecurityApi(options).listSessions()).rejects.toBeInstanceOf(NotSignedInError);
    await expect(createCancelDeletion(options)()).rejects.toBeInstanceOf(NotSignedInError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads page data without a token and keeps only well-formed head data', async () => {
    const { api, fetch } = setup(
      json(200, {
        data: { a: 1 },
        meta: {
          title: 'T',
          metas: [{ name: 'x', content: 'y' }, { content: 'no name' }, 'bad'],
          links: [{ rel: 'canonical' }],
        },
        routing: { canonicalUrl: 'http://c' },
      }),
      null,
    );
    const page = await api.getPageData('profile');
    expect(call(fetch).url).toBe('http://api.test/neuro/sphere/v1/profile-ca/profile');
    expect(call(fetch).headers.authorization).toBeUndefined();
    expect(page.meta.title).toBe('T');
    expect(page.meta.metas).toEqual([{ name: 'x', content: 'y' }]);
    expect(page.meta.links).toEqual([]);
    expect(page.routing.canonicalUrl).toBe('http://c');
  });

  it('uploads the avatar as multipart field avatar with progress', async () => {
    const listeners: Record<string, () => void> = {};
    const uploadListeners: Record<string, (event: ProgressEvent) => void> = {};
    const xhr = {
      open: vi.fn(),
      setRequestHeader: vi.fn(),
      send: vi.fn(() => {
        uploadListeners.progress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        listeners.load?.();
      }),
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
      upload: {
        addEventListener: (name: string, listener: (event: ProgressEvent) => void) =>
          (uploadListeners[name] = listener),
      },
      status: 200,
      responseText: JSON.stringify({ picture: 'http://api.test/avatars/1.jpg' }),
    };
    const api = createFetchAccountApi({
      apiOrigin: 'http://api.test',
      getAccessToken: async () => 'jeton',
      createRequest: () => xhr as unknown as XMLHttpRequest,
    });
    const progress: number[] = [];
    const result = await api.uploadAvatar(new Blob(['x'], { type: 'image/jpeg' }), (fraction) =>
      progress.push(fraction),
    );
    expect(result).toEqual({ picture: 'http://api.test/avatars/1.jpg' });
    expect(xhr.open).toHaveBeenCalledWith('POST', 'http://api.test/id/v3/accounts/me/upload-avatar');
    expect(xhr.setRequestHeader).toHaveBeenCalledWith('authorization', 'Bearer jeton');
    const form = xhr.send.mock.calls[0] as unknown as [FormData];
    expect(form[0].get('avatar')).toBeInstanceOf(Blob);
    expect(progress).toEqual([0.5]);
  });

  it('ends an avatar upload that nothing answers 15 s after its last progress, with an ApiError API_TIMEOUT', async () => {
    vi.useFakeTimers();
    try {
      const uploadListeners: Record<string, (event: ProgressEvent) => void> = {};
      const xhr = {
        open: vi.fn(),
        setRequestHeader: vi.fn(),
        send: vi.fn(),
        abort: vi.fn(),
        addEventListener: vi.fn(),
        upload: {
          addEventListener: (name: string, listener: (event: ProgressEvent) => void) =>
            (uploadListeners[name] = listener),
        },
      };
      const api = createFetchAccountApi({
        apiOrigin: 'http://api.test',
        getAccessToken: async () => 'jeton',
        createRequest: () => xhr as unknown as XMLHttpRequest,
      });
      const failure = api
        .uploadAvatar(new Blob(['x'], { type: 'image/jpeg' }))
        .catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(10_000);
      uploadListeners.progress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      expect(xhr.abort).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'API_TIMEOUT' });
      expect(xhr.abort).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
