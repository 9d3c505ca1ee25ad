/**
 * Test support for every suite that needs a real identity provider: start one on a random port over a
 * temporary SQLite database, drive its French pages over HTTP like a browser, mint IdpJwt assertions.
 * No test framework is imported here.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import * as oauth from 'oauth4webapi';
import { DEMO_PASSWORD, type PortailConfig } from '@portail/contracts';
import { clientIds, policies, type PolicyName } from '@portail/contracts/local-defaults';
import { openDatabase } from '../database.ts';
import { createOutbox, type Outbox } from '../mail/outbox.ts';
import type { Member } from '../members/member.ts';
import { createMemberStore, type MemberStore } from '../members/member-store.ts';
import { migrations } from '../migrations.ts';
import { createCookieJar, type CookieJar } from './cookie-jar.ts';
import { mintIdpAssertion } from './idp-assertion.ts';
import { createIdpServer, type IdpServer } from './idp-server.ts';
import { endpointBaseOf, metadataUrlOf, type IdpShape } from './idp-shape.ts';
import { createProviderKeys, generateRsaJwk, type PrivateJwk } from './signing-keys.ts';

export { type CookieJar } from './cookie-jar.ts';

export interface StartTestIdpOptions {
  /** Reuse a data directory (restart tests); a fresh temporary one by default. */
  dataDir?: string;
  /** Reuse a port (restart tests: the issuer must not change); random by default. */
  port?: number;
  /** The app origins whose redirect URIs the clients accept. */
  portalOrigin?: string;
  accountOrigin?: string;
  /** The member-API origin written in the config (not served here). */
  apiOrigin?: string;
  /** Clock of the rate limiters. */
  now?: () => number;
  /** « Mot de passe oublié? » runs the reset on the provider (default true). */
  embeddedReset?: boolean;
  /** The URL shape served (idp-shape.ts); default `local`. */
  shape?: IdpShape;
}

export interface TestIdp {
  config: PortailConfig;
  idpOrigin: string;
  shape: IdpShape;
  issuer: string;
  port: number;
  dataDir: string;
  db: DatabaseSync;
  members: MemberStore;
  outbox: Outbox;
  server: IdpServer;
  /** The policy's discovery document (External ID: the one flow's, whatever the policy). */
  discoveryUrl(policy: PolicyName): string;
  endpoint(policy: PolicyName, name: 'authorize' | 'token' | 'logout' | 'keys'): string;
  /** A valid IdpJwt assertion for the member (see idp-assertion.ts). */
  mintAssertion(rcId: string, lifetimeSeconds?: number): Promise<string>;
  rotateSigningKey(): string;
  retireSigningKey(kid: string): void;
  /** Stops the server and closes the database; removes the data unless keepData. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Starts the identity provider alone on 127.0.0.1 (port 0 unless told), demo members seeded. */
/**
 * The RSA key material of the providers that a test file starts on fresh databases, made once per
 * file: an RSA 2048 key is about 55 ms of CPU and most provider tests start one per test. Each such
 * provider still has a signing key id of its own, and its own origin, so its own issuer; a provider
 * on a given data directory (the restart tests) makes its keys at first use, as in production.
 */
let keyMaterial: { signing: PrivateJwk; assertion: PrivateJwk } | undefined;
function seedProviderKeys(db: DatabaseSync): void {
  keyMaterial ??= { signing: generateRsaJwk(), assertion: generateRsaJwk('portail-local-app-1') };
  const signing = { ...keyMaterial.signing, kid: randomUUID() };
  const insert = db.prepare('INSERT INTO idp_keys (kid, purpose, material, created_at) VALUES (?, ?, ?, ?)');
  insert.run(signing.kid, 'signing', JSON.stringify(signing), Date.now() * 1000);
  insert.run(
    keyMaterial.assertion.kid,
    'assertion',
    JSON.stringify(keyMaterial.assertion),
    Date.now() * 1000,
  );
}

export async function startTestIdp(options: StartTestIdpOptions = {}): Promise<TestIdp> {
  const ownsDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portail-idp-'));
  const httpServer = createServer();
  const port = await listen(httpServer, options.port ?? 0);
  const idpOrigin = `http://127.0.0.1:${port}`;
  const config: PortailConfig = {
    portalOrigin: options.portalOrigin ?? 'http://127.0.0.1:18480',
    accountOrigin: options.accountOrigin ?? 'http://127.0.0.1:18481',
    idpOrigin,
    apiOrigin: options.apiOrigin ?? 'http://127.0.0.1:18483',
  };
  const db = openDatabase(dataDir, migrations);
  if (ownsDir) seedProviderKeys(db);
  const server = createIdpServer({
    config,
    db,
    testHooks: true,
    now: options.now,
    embeddedReset: options.embeddedReset ?? true,
    shape: options.shape ?? 'local',
    serverFactory: (handler) => {
      httpServer.on('request', handler);
      return httpServer;
    },
  });
  await server.ready();
  const keys = createProviderKeys(db);
  const runtime = server.idp.runtime;
  const { shape, issuer } = server.idp;
  return {
    config,
    idpOrigin,
    shape,
    issuer,
    port,
    dataDir,
    db,
    members: createMemberStore(db),
    outbox: createOutbox(db),
    server,
    discoveryUrl: (policy) => metadataUrlOf(shape, idpOrigin, policy),
    endpoint: (policy, name) =>
      `${endpointBaseOf(shape, idpOrigin, policy)}/${name === 'keys' ? 'discovery' : 'oauth2'}/v2.0/${name}`,
    mintAssertion: (rcId, lifetimeSeconds) =>
      mintIdpAssertion(keys.assertionKey(), { rcId, audience: issuer, lifetimeSeconds }),
    rotateSigningKey: () => runtime.rotateSigningKey(),
    retireSigningKey: (kid) => runtime.retireSigningKey(kid),
    async close({ keepData = false } = {}) {
      httpServer.closeAllConnections();
      await server.close();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // Let clients see their pooled connections closed before a restart on the same port.
      await new Promise((resolve) => setTimeout(resolve, 20));
      db.close();
      if (ownsDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new member of the test provider, Camille Essai, with the demo password and an address of their
 * own (`{prefix}-{8 random characters}@exemple.ca`), so that a test's sign-ins and limits touch no other.
 */
export function createTestMember(
  idp: Pick<TestIdp, 'members'>,
  prefix: string,
  { isEmailVerified = true }: { isEmailVerified?: boolean } = {},
): Promise<Member> {
  return idp.members.create({
    email: `${prefix}-${crypto.randomUUID().slice(0, 8)}@exemple.ca`,
    password: DEMO_PASSWORD,
    firstName: 'Camille',
    lastName: 'Essai',
    isEmailVerified,
  });
}

/** Where a navigation ended: a page of the provider, or a redirect out of it (to an app). */
export type Navigation =
  { kind: 'page'; url: string; status: number; html: string } | { kind: 'redirect-out'; url: string };

export interface TestBrowser {
  jar: CookieJar;
  /** Fetches `url` with the jar's cookies and follows redirects while they stay on the provider. */
  navigate(
    url: string,
    init?: { method?: 'GET' | 'POST'; form?: Record<string, string> },
  ): Promise<Navigation>;
}

/** A cookie-keeping HTTP client that behaves like a browser tab on the provider's origin. */
export function createTestBrowser(idpOrigin: string, jar: CookieJar = createCookieJar()): TestBrowser {
  return {
    jar,
    async navigate(start, init = {}) {
      let url = start;
      let method = init.method ?? 'GET';
      let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
      for (let hop = 0; hop < 20; hop += 1) {
        if (new URL(url).origin !== idpOrigin) return { kind: 'redirect-out', url };
        const headers: Record<string, string> = {};
        const cookie = jar.header(url);
        if (cookie) headers.cookie = cookie;
        if (body !== undefined) {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          headers.origin = idpOrigin;
        }
        const response = await fetch(url, { method, headers, body, redirect: 'manual' });
        jar.store(url, response);
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          url = new URL(location, url).href;
          method = 'GET';
          body = undefined;
          continue;
        }
        return { kind: 'page', url, status: response.status, html: await response.text() };
      }
      throw new Error(`Too many redirects from ${start}`);
    },
  };
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The action of the page's first POST form, absolute. */
export function formAction(page: { url: string; html: string }): string {
  const match = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(page.html);
  if (!match?.[1]) throw new Error(`No form on ${page.url}`);
  return new URL(unescapeHtml(match[1]), page.url).href;
}

/** The hidden inputs of a page (a form_post response), by name. */
export function hiddenInputs(html: string): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) {
    inputs[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return inputs;
}

/** The text of a page without its tags (to look for a French message). */
export function pageText(html: string): string {
  return unescapeHtml(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/**
 * Opens `authorizeUrl`, fills the sign-in form (« Adresse courriel », « Mot de passe ») and submits
 * it. Resolves to the application URL the provider redirects to; throws with the page text when the
 * provider shows a page instead.
 */
export async function signInThroughForm(
  browser: TestBrowser,
  authorizeUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const start = await browser.navigate(authorizeUrl);
  if (start.kind === 'redirect-out') return start.url;
  const done = await browser.navigate(formAction(start), {
    method: 'POST',
    form: { courriel: credentials.email, motdepasse: credentials.password },
  });
  if (done.kind === 'page')
    throw new Error(`Sign-in stayed on the provider: ${pageText(done.html).slice(0, 400)}`);
  return done.url;
}

/** The parameters an app receives on its redirect URI: fragment (implicit) or query. */
export function callbackParams(url: string): URLSearchParams {
  const parsed = new URL(url);
  return new URLSearchParams(parsed.hash ? parsed.hash.slice(1) : parsed.search);
}

export interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  response_mode?: string;
  scope?: string;
  state?: string;
  nonce?: string;
  prompt?: string;
  login_hint?: string;
  ui_locales?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

/**
 * An authorize URL at `policy` for the portal client; defaults: implicit `id_token token`, fragment,
 * scope `openid profile account.info`, redirect `{portal}/callback`, random state and nonce.
 */
export function authorizeUrl(idp: TestIdp, policy: PolicyName, params: AuthorizeParams = {}): string {
  const url = new URL(idp.endpoint(policy, 'authorize'));
  const defaults: AuthorizeParams = {
    client_id: 'portail-web',
    redirect_uri: `${idp.config.portalOrigin}/callback`,
    response_type: 'id_token token',
    scope: 'openid profile account.info',
    state: crypto.randomUUID(),
    nonce: crypto.randomUUID(),
  };
  for (const [key, value] of Object.entries({ ...defaults, ...params })) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.href;
}

/** A form post to the token endpoint of `policy` as the portal's client; the status and the JSON body. */
export async function tokenRequest(
  idp: TestIdp,
  form: Record<string, string>,
  policy: PolicyName = policies.login,
): Promise<{ status: number; body: Record<string, string | number> }> {
  const response = await fetch(idp.endpoint(policy, 'token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientIds.portal, ...form }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string | number> };
}

/** Signs in through the form (code + PKCE, offline_access) in `tab`; the code and its verifier. */
export async function pkceCodeFor(
  idp: TestIdp,
  tab: TestBrowser,
  credentials: { email: string; password: string },
): Promise<{ code: string; verifier: string }> {
  const verifier = oauth.generateRandomCodeVerifier();
  const url = authorizeUrl(idp, policies.login, {
    response_type: 'code',
    scope: 'openid offline_access account.info',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await signInThroughForm(tab, url, credentials);
  return { code: callbackParams(callback).get('code') ?? '', verifier };
}

/** Redeems a code from pkceCodeFor at the portal's callback address. */
export function redeemCode(idp: TestIdp, { code, verifier }: { code: string; verifier: string }) {
  return tokenRequest(idp, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: `${idp.config.portalOrigin}/callback`,
  });
}

/**
 * A code flow with PKCE through the sign-in form in `browser`, driven by a third-party client
 * (oauth4webapi) from the discovered `as`, as the portal's client: the address the provider came back
 * to, the nonce sent and the token response (with an ID token when `requireIdToken`).
 */
export async function thirdPartyCodeFlow(
  idp: TestIdp,
  as: oauth.AuthorizationServer,
  browser: TestBrowser,
  credentials: { email: string; password: string },
  {
    scope,
    uiLocales,
    requireIdToken = false,
  }: { scope: string; uiLocales?: string; requireIdToken?: boolean },
) {
  const client: oauth.Client = { client_id: clientIds.portal };
  const redirectUri = `${idp.config.portalOrigin}/callback`;
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const authorize = new URL(as.authorization_endpoint as string);
  authorize.search = new URLSearchParams({
    client_id: client.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  }).toString();
  const callback = await signInThroughForm(browser, authorize.href, credentials);
  const params = oauth.validateAuthResponse(as, client, new URL(callback), state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    redirectUri,
    verifier,
    { [oauth.allowInsecureRequests]: true },
  );
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
    expectedNonce: nonce,
    requireIdToken,
  });
  return { client, redirectUri, callback, nonce, tokens };
}

/** Where a sign-out chain took the browser: the apps' logout pages it framed and visited, and the end. */
export interface SignOutWalk {
  frames: string[];
  visits: string[];
  final: Navigation;
}

/**
 * Follows a sign-out from where the logout confirmation left `browser` (front-channel-logout.ts):
 * reads the framed logout addresses off the front-channel page, then goes through the provider's
 * continuation as each app's logout page would, collecting the apps visited, until the chain ends.
 */
export async function walkSignOutChain(
  browser: TestBrowser,
  idpOrigin: string,
  after: Navigation,
): Promise<SignOutWalk> {
  const frames =
    after.kind === 'page'
      ? [...after.html.matchAll(/<iframe[^>]*src="([^"]+)"/g)].map((match) => unescapeHtml(match[1] ?? ''))
      : [];
  const visits: string[] = [];
  if (after.kind === 'redirect-out') return { frames, visits, final: after };
  for (let step = 0; step < 10; step += 1) {
    const next = await browser.navigate(new URL('/deconnexion/suite', idpOrigin).href);
    if (next.kind === 'redirect-out' && new URL(next.url).pathname === '/callback/deconnexion') {
      visits.push(next.url);
      continue;
    }
    return { frames, visits, final: next };
  }
  throw new Error('The sign-out chain did not end');
}
