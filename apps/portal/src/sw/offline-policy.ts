/**
 * What the portal's service worker may keep for offline use, and under which names (SPEC.md §7: the
 * worker at /sw.js). Pure rules, so that they are tested without a worker: the shell and the build's
 * hashed assets are precached; the pages visited and their public page data are kept, network
 * first, the last few only; nothing that could carry a member's data or a token is ever stored.
 */
import { SIGN_IN_CALLBACK_PATH } from '@portail/contracts';

/** What the build tells the worker (build-service-worker.ts puts it in front of the script). */
export interface OfflineManifest {
  /** Changes with every build whose output changes: it names the caches. */
  build: string;
  /** The build's hashed assets (scripts, stylesheets, images), as absolute paths. */
  assets: string[];
}

/** Every cache of the worker starts with this; a cache of another build is deleted on activation. */
const CACHE_PREFIX = 'portail-hors-ligne-';
/** How many visited pages, and how many page-data answers, are kept. */
export const MAX_PAGES = 20;
export const MAX_PAGE_DATA = 30;
/**
 * The address whose answer is the shell (index.html with the runtime config): any path that was not
 * pre-rendered gets it from the app server; the shell then routes to the address it is opened at.
 */
export const SHELL_PATH = '/hors-ligne';
/** The pre-rendered home, kept at installation with the shell. */
export const HOME_PATH = '/';

export const cacheNames = (build: string) => ({
  shell: `${CACHE_PREFIX}${build}-coquille`,
  pages: `${CACHE_PREFIX}${build}-pages`,
  data: `${CACHE_PREFIX}${build}-donnees`,
});

/** The caches of other builds (or of nothing this worker knows): deleted when this one activates. */
export function staleCaches(names: readonly string[], build: string): string[] {
  const current = new Set(Object.values(cacheNames(build)));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
}

/** The public page data the portal reads from the API origin: each application's settings, the audio catalogue. */
const PAGE_DATA_PATHS = [/^\/v5\/[\w-]+\/settings$/, /^\/audio\/catalogue\.json$/];

/** Query parameters that carry a sign-in answer or a secret: a URL with one is never stored. */
const SECRET_PARAMETER =
  /^(code|state|nonce|token|id_token|access_token|refresh_token|session_state|client_secret|assertion|password|id_token_hint|login_hint|uid_hint)$/i;
/** Three base64url parts: a JWT, wherever it sits in the URL. */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/;

/** True when the URL's query or fragment could hold a token or another secret. */
export function urlMayCarrySecret(url: URL): boolean {
  if (JWT.test(decodeURIComponentSafe(url.href))) return true;
  for (const name of url.searchParams.keys()) if (SECRET_PARAMETER.test(name)) return true;
  return false;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A page of the portal whose answer may be kept: not the sign-in callback, no secret in the address. */
export function isKeepablePage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  if (path === SIGN_IN_CALLBACK_PATH || path.startsWith(`${SIGN_IN_CALLBACK_PATH}/`)) return false;
  return !urlMayCarrySecret(url);
}

/** The fields of a Request the rules read (a Request fits). */
export interface RequestFacts {
  url: string;
  method: string;
  credentials: RequestCredentials;
  headers: Headers;
}

/**
 * Public page data: a GET to the API origin, at one of the page-data paths, without credentials or
 * an Authorization header (a member's calls have one), without a secret in the address.
 */
export function isKeepablePageData(request: RequestFacts, apiOrigin: string | null): boolean {
  if (!apiOrigin || request.method !== 'GET') return false;
  if (request.credentials === 'include' || request.headers.has('authorization')) return false;
  const url = new URL(request.url);
  if (url.origin !== apiOrigin || urlMayCarrySecret(url)) return false;
  return PAGE_DATA_PATHS.some((path) => path.test(url.pathname));
}

/** An answer that may be stored: a whole 200, readable (not opaque), not redirected, not private. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || response.redirected) return false;
  if (response.type !== 'basic' && response.type !== 'cors' && response.type !== 'default') return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(no-store|private)\b/i.test(cacheControl);
}

/**
 * The API origin the portal passes to the worker in its address (`/sw.js?api=…`), when it is an
 * http(s) origin; the worker keeps no page data without it.
 */
export function apiOriginFrom(workerUrl: string): string | null {
  const value = new URL(workerUrl).searchParams.get('api');
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
