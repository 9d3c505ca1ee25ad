import { FRONT_CHANNEL_LOGOUT_PATH, PRERENDERED_DIR, type PortailConfig } from '@portail/contracts';
import {
  appSecurityHeaders,
  frontChannelLogoutSecurityHeaders,
  renewalPageSecurityHeaders,
} from './security-headers.ts';

/** A set of response headers chosen by the request's path (no query). */
export interface PathHeaders {
  id: 'front-channel-logout' | 'renewal';
  /** What the rule is for, in the generated web-server configuration's comments. */
  name: string;
  /** The exact path, or an anchored regular expression (PCRE and JavaScript alike) of paths. */
  match: { exact: string } | { pattern: string };
  /** The whole security header set of those paths (it replaces the default one). */
  headers: Record<string, string>;
}

/**
 * How an app's static build is served: the security headers, the caching rules, the encodings and
 * the answers to wrong methods and missing files. Plain data, read by both the Node app server
 * (app-server.ts) and the nginx configuration generator (nginx-config.ts), so the two cannot drift.
 */
export interface ServingTable {
  /** The methods every path of an app answers; any other gets 405 with `Allow`. */
  methods: readonly string[];
  methodNotAllowed: { status: 405; body: string; contentType: string; cacheControl: string };
  /** A missing file (a path that looks like one) is a 404 with this body; any other path is a page. */
  notFound: { status: 404; body: string; contentType: string };
  /** A path that ends like a file name (`.js`, `.svg`): a file or a 404, never a page. */
  fileLikePath: string;
  /** The headers of every response, unless a rule of `pathHeaders` names its path (first match). */
  defaultHeaders: Record<string, string>;
  pathHeaders: readonly PathHeaders[];
  /** Extra headers of one file (the service worker's scope). */
  fileHeaders: readonly { path: string; headers: Record<string, string> }[];
  caching: {
    /** Files under this folder have a content hash in their name: cached for a year, never revalidated. */
    immutablePrefix: string;
    immutable: string;
    /** Pages and every other file: stored, but revalidated (ETag, If-None-Match → 304) before each use. */
    revalidate: string;
  };
  /** The pre-compressed variants the build writes beside each file, in order of preference. */
  encodings: readonly { name: 'br' | 'gzip'; suffix: '.br' | '.gz' }[];
  /**
   * The content type of each file type the build pre-compresses (tools/vite-precompress.ts): a
   * `.br`/`.gz` variant is served with its original's type.
   */
  contentTypes: Readonly<Record<string, string>>;
  /** Pages: their content type and the headers they always carry (the encoding varies). */
  page: { contentType: string; vary: string };
  /** Build files that are only ever served as pages, never by their own path. */
  hiddenPaths: { exact: readonly string[]; prefixes: readonly string[] };
}

/** The renewal callback pages: static `/callback/{name}.html` files (security-headers.ts isRenewalPage). */
const RENEWAL_PAGE_PATTERN = '^/callback/[\\w-]+\\.html$';

/** The table for the apps served with `config`'s origins. */
export function servingTable(config: PortailConfig): ServingTable {
  return {
    methods: ['GET', 'HEAD'],
    methodNotAllowed: {
      status: 405,
      body: 'Méthode non permise',
      contentType: 'text/plain; charset=utf-8',
      cacheControl: 'no-store',
    },
    notFound: { status: 404, body: 'Introuvable', contentType: 'text/plain; charset=utf-8' },
    fileLikePath: '\\.[A-Za-z0-9]+$',
    defaultHeaders: appSecurityHeaders(config),
    pathHeaders: [
      {
        id: 'front-channel-logout',
        name: 'front-channel logout page: framed by the provider only',
        match: { exact: FRONT_CHANNEL_LOGOUT_PATH },
        headers: frontChannelLogoutSecurityHeaders(config),
      },
      {
        id: 'renewal',
        name: 'renewal callback pages: framed by the app itself, no COOP',
        match: { pattern: RENEWAL_PAGE_PATTERN },
        headers: renewalPageSecurityHeaders(config),
      },
    ],
    fileHeaders: [{ path: '/sw.js', headers: { 'service-worker-allowed': '/' } }],
    caching: {
      immutablePrefix: '/assets/',
      immutable: 'public, max-age=31536000, immutable',
      revalidate: 'no-cache',
    },
    encodings: [
      { name: 'br', suffix: '.br' },
      { name: 'gzip', suffix: '.gz' },
    ],
    contentTypes: {
      js: 'application/javascript; charset=utf-8',
      mjs: 'application/javascript; charset=utf-8',
      css: 'text/css; charset=utf-8',
      html: 'text/html; charset=utf-8',
      svg: 'image/svg+xml',
      json: 'application/json; charset=utf-8',
      webmanifest: 'application/manifest+json; charset=utf-8',
      txt: 'text/plain; charset=utf-8',
    },
    page: { contentType: 'text/html; charset=utf-8', vary: 'Accept-Encoding' },
    hiddenPaths: { exact: ['/index.html'], prefixes: [`/${PRERENDERED_DIR}/`] },
  };
}

/** Whether a path rule names `path`. */
export function matchesPath(rule: PathHeaders, path: string): boolean {
  return 'exact' in rule.match ? path === rule.match.exact : new RegExp(rule.match.pattern).test(path);
}

/** The security headers of a response to `path` (no query). */
export function securityHeadersFor(table: ServingTable, path: string): Record<string, string> {
  return table.pathHeaders.find((rule) => matchesPath(rule, path))?.headers ?? table.defaultHeaders;
}
