import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNamed } from './provider-cookies.ts';

/** The cookie that says, on the provider's origin only, which accounts signed in from this browser. */
export const KNOWN_BROWSER_COOKIE = 'portail_idp_appareil';
/** Accounts remembered per browser (the most recent ones: a shared computer has a few). */
const MAX_ACCOUNTS = 5;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** This browser's id and the accounts (as keyed tags, never addresses) that signed in from it. */
export interface KnownBrowser {
  id: string;
  tags: string[];
}

export interface KnownBrowsers {
  /** The browser of the request's cookie when its signature holds, else null. */
  read(request: FastifyRequest): KnownBrowser | null;
  /** The key of the browser's own sign-in allowance for `account`, or null when it never signed in to it. */
  allowanceKey(browser: KnownBrowser | null, account: string): string | null;
  /** After a successful sign-in: the cookie now also names `account` (set on the raw reply). */
  remember(reply: FastifyReply, browser: KnownBrowser | null, account: string): void;
}

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A per-browser sign-in allowance. A stranger who tries one wrong password per wait keeps an
 * account's own limit (any address) busy; the browser the member already signed in from gets its
 * own bucket instead (rate-limiter.ts, `knownBrowser`), so the right password from there goes
 * through while guessing from anywhere else stays limited. The cookie is signed with the
 * provider's newest cookie secret (any current one verifies), httpOnly, SameSite=Lax, Secure on
 * https; it holds a random browser id and, per account, an HMAC tag of the account's key and its
 * credential generation (`generationOf`: what changes when the password changes, is reset or the
 * member is banned). So a browser that signed in with a former password (a former partner, a thief
 * who prepared many browsers) loses its allowance with it, and guesses the new one only within the
 * account's own limit; the member's browser earns it again at its next sign-in.
 */
export function createKnownBrowsers(
  cookieSecrets: () => string[],
  secure: boolean,
  generationOf: (account: string) => string = () => '',
): KnownBrowsers {
  const tagWith = (secret: string, browserId: string, account: string) =>
    mac(secret, `compte|${browserId}|${account}|${generationOf(account)}`).slice(0, 22);
  const tagOf = (browserId: string, account: string) => tagWith(cookieSecrets()[0] ?? '', browserId, account);
  const sign = (body: string) => mac(cookieSecrets()[0] ?? '', `appareil|${body}`);

  return {
    read(request) {
      const value = cookieNamed(request.headers.cookie, KNOWN_BROWSER_COOKIE);
      if (!value || value.length > 512) return null;
      const [id, tagList, signature] = value.split('.');
      if (!id || tagList === undefined || !signature) return null;
      const body = `${id}.${tagList}`;
      const valid = cookieSecrets().some((secret) => sameText(mac(secret, `appareil|${body}`), signature));
      return valid ? { id, tags: tagList === '' ? [] : tagList.split('~') } : null;
    },
    allowanceKey(browser, account) {
      if (!browser) return null;
      const known = cookieSecrets().some((secret) =>
        browser.tags.includes(tagWith(secret, browser.id, account)),
      );
      return known ? `${browser.id}|${account}` : null;
    },
    remember(reply, browser, account) {
      const id = browser?.id ?? randomBytes(16).toString('base64url');
      const tag = tagOf(id, account);
      const tags = [tag, ...(browser?.tags ?? []).filter((known) => known !== tag)].slice(0, MAX_ACCOUNTS);
      const body = `${id}.${tags.join('~')}`;
      const cookie =
        `${KNOWN_BROWSER_COOKIE}=${body}.${sign(body)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax` +
        (secure ? '; Secure' : '');
      // On the raw reply: the sign-in's end is written by oidc-provider, which keeps earlier Set-Cookie lines.
      const existing = reply.raw.getHeader('set-cookie');
      const lines = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      reply.raw.setHeader('set-cookie', [...lines, cookie]);
    },
  };
}
