import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOfflineCache } from './offline-cache.ts';
import { cacheNames, MAX_PAGE_DATA, MAX_PAGES, SHELL_PATH } from './offline-policy.ts';

const portal = 'https://portail.test';
const api = 'https://api.test';

/** An in-memory CacheStorage: entries by URL, in insertion order, as the Cache API keeps them. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      async match(request: RequestInfo) {
        return entries.get(key(request))?.clone();
      },
      async put(request: RequestInfo, response: Response) {
        entries.delete(key(request));
        entries.set(key(request), response);
      },
      async delete(request: RequestInfo) {
        return entries.delete(key(request));
      },
      async keys() {
        return [...entries.keys()].map((url) => new Request(url));
      },
      async addAll(requests: string[]) {
        for (const url of requests) entries.set(url, new Response(`asset ${url}`));
      },
    };
  };
  return {
    caches: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    } as unknown as CacheStorage,
    urls: (name: string) => [...(stores.get(name)?.keys() ?? [])],
  };
}

const navigation = (url: string) => {
  const request = new Request(url);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
};

let network: { online: boolean; answer: (request: Request) => Response };
let store: ReturnType<typeof memoryCaches>;
const fetch = vi.fn(async (request: Request) => {
  if (!network.online) throw new TypeError('Failed to fetch');
  return network.answer(request);
});
const manifest = { build: 'b1', assets: ['/assets/index-abc.js', '/assets/news-app-def.js'] };
const names = cacheNames('b1');
const offline = () =>
  createOfflineCache({ caches: store.caches, fetch, origin: portal, apiOrigin: api, manifest });
const text = async (pending: Promise<Response> | null) => {
  const response = await pending;
  return response ? response.text() : null;
};

beforeEach(() => {
  fetch.mockClear();
  store = memoryCaches();
  network = { online: true, answer: (request) => new Response(`réseau ${new URL(request.url).pathname}`) };
});

describe('the service worker offline', () => {
  it('stores the build’s assets, the pre-rendered home and the shell when it installs', async () => {
    await offline().install();
    expect(store.urls(names.shell)).toEqual([
      `${portal}/assets/index-abc.js`,
      `${portal}/assets/news-app-def.js`,
      `${portal}/`,
      `${portal}${SHELL_PATH}`,
    ]);
  });

  it('opens the home, a page seen before and an unseen page (from the shell) when offline', async () => {
    const worker = offline();
    await worker.install();
    expect(await text(worker.respond(navigation(`${portal}/info`)))).toBe('réseau /info');
    network.online = false;
    expect(await text(worker.respond(navigation(`${portal}/`)))).toBe('réseau /');
    expect(await text(worker.respond(navigation(`${portal}/info`)))).toBe('réseau /info');
    expect(await text(worker.respond(navigation(`${portal}/jamais-vue`)))).toBe(`réseau ${SHELL_PATH}`);
  });

  it('prefers the network for pages and keeps the newest copy', async () => {
    const worker = offline();
    await text(worker.respond(navigation(`${portal}/info`)));
    network.answer = () => new Response('nouvelle version');
    expect(await text(worker.respond(navigation(`${portal}/info`)))).toBe('nouvelle version');
    network.online = false;
    expect(await text(worker.respond(navigation(`${portal}/info`)))).toBe('nouvelle version');
  });

  it('keeps only the last pages visited, the oldest forgotten first', async () => {
    const worker = offline();
    for (let index = 0; index <= MAX_PAGES; index += 1) {
      await text(worker.respond(navigation(`${portal}/page-${index}`)));
    }
    const kept = store.urls(names.pages);
    expect(kept).toHaveLength(MAX_PAGES);
    expect(kept).not.toContain(`${portal}/page-0`);
    expect(kept.at(-1)).toBe(`${portal}/page-${MAX_PAGES}`);
  });

  it('serves the page data it saw from its copy when offline, and keeps a bounded number of them', async () => {
    const worker = offline();
    const settings = new Request(`${api}/v5/news/settings`);
    expect(await text(worker.respond(settings))).toBe('réseau /v5/news/settings');
    network.online = false;
    expect(await text(worker.respond(new Request(`${api}/v5/news/settings`)))).toBe(
      'réseau /v5/news/settings',
    );
    const unseen = await worker.respond(new Request(`${api}/v5/food/settings`));
    expect(unseen?.type).toBe('error');
    network.online = true;
    for (let index = 0; index < MAX_PAGE_DATA + 5; index += 1) {
      await text(worker.respond(new Request(`${api}/v5/app-${index}/settings`)));
    }
    expect(store.urls(names.data)).toHaveLength(MAX_PAGE_DATA);
  });

  it('leaves to the browser what it must never keep: member calls, tokens, the callback, other methods', () => {
    const worker = offline();
    expect(
      worker.respond(new Request(`${api}/id/v3/accounts/me`, { headers: { authorization: 'Bearer t' } })),
    ).toBeNull();
    expect(
      worker.respond(new Request(`${api}/v5/news/settings`, { headers: { authorization: 'Bearer t' } })),
    ).toBeNull();
    expect(worker.respond(navigation(`${portal}/callback?code=abc&state=def`))).toBeNull();
    expect(worker.respond(navigation(`${portal}/info?access_token=abc`))).toBeNull();
    expect(worker.respond(new Request(`${api}/trace/message`, { method: 'POST', body: '[]' }))).toBeNull();
    expect(worker.respond(new Request(`${portal}/player/player-engine.js`))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not keep an answer marked private or no-store', async () => {
    network.answer = () => new Response('privé', { headers: { 'cache-control': 'private' } });
    const worker = offline();
    expect(await text(worker.respond(new Request(`${api}/v5/news/settings`)))).toBe('privé');
    expect(store.urls(names.data)).toEqual([]);
  });

  it('serves the build’s assets from its cache, without the network', async () => {
    const worker = offline();
    await worker.install();
    network.online = false;
    expect(await text(worker.respond(new Request(`${portal}/assets/news-app-def.js`)))).toBe(
      `asset ${portal}/assets/news-app-def.js`,
    );
  });

  it('deletes the caches of the previous build when a new build activates', async () => {
    await offline().install();
    await text(offline().respond(navigation(`${portal}/info`)));
    const next = createOfflineCache({
      caches: store.caches,
      fetch,
      origin: portal,
      apiOrigin: api,
      manifest: { build: 'b2', assets: [] },
    });
    await next.install();
    await next.activate();
    expect(await store.caches.keys()).toEqual([cacheNames('b2').shell]);
  });
});
