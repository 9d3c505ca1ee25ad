import { createApiClient, type ApiClient } from '@portail/http/api-client';

/** Test helpers shared by this package's tests (not exported from the package). */

/** The member-API client over a fake fetch, every service on `origin`. */
export function apiClientOver(fetch: typeof globalThis.fetch, origin = 'http://localhost:8083'): ApiClient {
  return createApiClient({ fetch, apiOrigin: origin });
}

/** A cookie jar that behaves like document.cookie for one host: set with attributes, read as pairs. */
export class FakeCookieJar {
  readonly written: string[] = [];
  private readonly values = new Map<string, string>();
  private readonly accepts: boolean;
  constructor(accepts = true) {
    this.accepts = accepts;
  }

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(text: string) {
    this.written.push(text);
    if (!this.accepts) return;
    const [pair = ''] = text.split(';');
    const separator = pair.indexOf('=');
    this.values.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
}

export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A browser environment for the regions controller, with every effect recorded. */
export function fakeRegionsEnvironment(
  options: { href?: string; cookies?: FakeCookieJar; storage?: MemoryStorage; activeId?: string } = {},
) {
  const url = new URL(options.href ?? 'http://localhost:8080/info');
  const navigations: string[] = [];
  const scrolls: number[] = [];
  const focused: string[] = [];
  const cookies = options.cookies ?? new FakeCookieJar();
  const storage = options.storage ?? new MemoryStorage();
  const environment = {
    cookies,
    location: {
      href: url.href,
      hostname: url.hostname,
      protocol: url.protocol,
      search: url.search,
      reload: () => navigations.push('reload'),
      assign: (target: string) => navigations.push(target),
    },
    sessionStorage: storage,
    elements: {
      getElementById: (id: string) => ({ focus: () => focused.push(id) }),
      activeElementId: () => options.activeId,
    },
    scroll: { top: () => 640, to: (top: number) => scrolls.push(top) },
  };
  return { environment, navigations, scrolls, focused, cookies, storage };
}
