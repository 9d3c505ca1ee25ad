/**
 * A minimal cookie jar for driving the provider over HTTP from Node tests (fetch keeps no cookies):
 * name, value, path and expiry are honoured; domain is the request's host.
 */
export interface CookieJar {
  /** Stores the Set-Cookie headers of a response to `url`. */
  store(url: string, response: Response): void;
  /** The Cookie header for `url`, or undefined. */
  header(url: string): string | undefined;
  /** Whether a cookie of that name is kept for the host of `url`. */
  has(url: string, name: string): boolean;
  clear(): void;
}

interface StoredCookie {
  host: string;
  name: string;
  value: string;
  path: string;
  expires: number | null;
}

export function createCookieJar(now: () => number = Date.now): CookieJar {
  let cookies: StoredCookie[] = [];
  const live = () => {
    cookies = cookies.filter((cookie) => cookie.expires === null || cookie.expires > now());
    return cookies;
  };
  const matches = (cookie: StoredCookie, url: URL) =>
    cookie.host === url.host &&
    (url.pathname === cookie.path ||
      url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`));
  return {
    store(url, response) {
      const { host } = new URL(url);
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const value = pair.slice(separator + 1);
        let path = '/';
        let expires: number | null = null;
        for (const attribute of attributes) {
          const [key = '', attributeValue = ''] = attribute.split('=');
          if (key.toLowerCase() === 'path') path = attributeValue || '/';
          if (key.toLowerCase() === 'expires') expires = Date.parse(attributeValue);
          if (key.toLowerCase() === 'max-age') expires = now() + Number(attributeValue) * 1000;
        }
        cookies = cookies.filter(
          (cookie) => !(cookie.host === host && cookie.name === name && cookie.path === path),
        );
        if (value !== '' && (expires === null || expires > now()))
          cookies.push({ host, name, value, path, expires });
      }
    },
    header(url) {
      const target = new URL(url);
      const found = live().filter((cookie) => matches(cookie, target));
      return found.length > 0
        ? found.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
        : undefined;
    },
    has: (url, name) => live().some((cookie) => cookie.host === new URL(url).host && cookie.name === name),
    clear() {
      cookies = [];
    },
  };
}
