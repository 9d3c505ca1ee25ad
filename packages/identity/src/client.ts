/**
 * The sign-in client (SPEC.md §4.2): redirect sign-in (implicit or PKCE), IdpJwt, callback handling,
 * renewal (scheduled, one tab at a time), popup renewal, sign-out and the user object.
 *
 * What every page runs at start (configuration, stored tokens, the user, scheduling, tabs) is in this
 * module's static imports. Completing an answer (id-token validation), the authorize address (state,
 * PKCE) and the provider's documents, the token endpoint (oauth4webapi), the renewal windows and
 * IdpJwt are loaded with import() when they are needed: a callback in the address, a sign-in or
 * sign-out leaving for the provider, a renewal, a code exchange.
 */
import { metadataUrlFor, type PolicyKey } from '@portail/contracts/deployment-config';
import { cleanAddress, readCallbackParams } from './callback-params.ts';
import type { IdentityClientOptions } from './config.ts';
import { logoutEndpointFor, resolveConfig } from './config.ts';
import type { ResolvedConfig } from './config.ts';
import type { ClientContext, IdentityEnvironment } from './context.ts';
import { browserEnvironment, createContext } from './context.ts';
import { decodeJws } from './jws.ts';
import {
  ClientAlreadyInitiatedError,
  ClientNotInitiatedError,
  FragmentHandlingDisabledError,
  IdentityError,
  IdpJwtLegacyDomainError,
  MemberChangedError,
  MissingIdpJwtError,
  NoRedirectUriError,
  NoTokensToRefreshError,
  PkceLegacyDomainError,
  RefreshFailedError,
} from './errors.ts';
import { EventEmitter } from './events.ts';
import type { IdentityEvents, IdentityEventType } from './events.ts';
import { openCenteredPopup } from './popup.ts';
import { RefreshTimer, delayAfterSave, refreshDelay } from './refresh-schedule.ts';
import { pageHasEdits } from './page-edits.ts';
import { iframeCannotRenew, providerOnAnotherSite, unreachable } from './renewal-failures.ts';
import type { StatePayload } from './state-value.ts';
import type { StoredIdToken, StoredTokens } from './storage/token-store.ts';
import { createTabSync } from './tab-sync.ts';
import type { TabMessage, TabSync } from './tab-sync.ts';
import { userFromTokens } from './user.ts';
import type { IdentityUser } from './user.ts';
import { loadCallbackPath, loadTokenPath } from './lazy-paths.ts';

/** SPEC.md §3: other 0, login 1, signup 2, idpJwtAuth 3. */
const AuthenticationType = { other: 0, login: 1, signup: 2, idpJwtAuth: 3 } as const;
type AuthenticationType = (typeof AuthenticationType)[keyof typeof AuthenticationType];

function authenticationTypeFor(policy: PolicyKey): AuthenticationType {
  if (policy === 'login' || policy === 'login_cbc' || policy === 'internal') return AuthenticationType.login;
  if (policy === 'signup' || policy === 'signup_cbc') return AuthenticationType.signup;
  if (policy === 'idpJwtAuth') return AuthenticationType.idpJwtAuth;
  return AuthenticationType.other;
}

export interface SignInResult {
  ok: true;
  state: StatePayload | undefined;
  authenticationType: AuthenticationType;
}
/** The provider answered AADB2C90088: the page is being sent back to it with the expected policy. */
export interface RetryingResult {
  ok: false;
  retrying: true;
  state: StatePayload | undefined;
}

export interface SignInOptions {
  flow?: 'implicit' | 'pkce';
  /** A policy other than the configured login or sign-up one (internal, reset, emailValidation…). */
  policy?: PolicyKey;
  /** Where to go after the callback; default: the current address without its query string. */
  redirect?: string;
  /** Extra fields kept in the state payload. */
  state?: Record<string, unknown>;
  prompt?: 'login';
  loginHint?: string;
  expectedPolicy?: PolicyKey;
}

export interface SignOutOptions {
  redirectUri?: string;
  /** Only delete the local tokens, without the provider's logout endpoint. */
  skipEndpoint?: boolean;
}

/** A 32-bit FNV-1a digest of a token, in hex: tells two tokens apart, says nothing of either. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Names a saved set of tokens for the other tabs: digests of its identity and access tokens. */
function savedSetMark(tokens: StoredTokens): string | undefined {
  if (!tokens.idToken) return undefined;
  return `${fingerprint(tokens.idToken.token)}.${tokens.accessToken ? fingerprint(tokens.accessToken.token) : ''}`;
}

/** How long a tab waits for the tokens another tab saved to reach its storage. */
export const STORED_TOKENS_WAIT_MS = 2000;

function inChildWindow(win: Window): boolean {
  return win.parent !== win || Boolean(win.opener);
}

export class IdentityClient {
  readonly config: ResolvedConfig;
  readonly #ctx: ClientContext;
  readonly #events = new EventEmitter();
  readonly #timer = new RefreshTimer();
  #sync: TabSync | undefined;
  /** Stops the wait for another tab's saved tokens, if one is on (`#whenStored`). */
  #stopWaitingForStorage: (() => void) | undefined;
  #redirectEnabled = false;
  #deferredRefresh = false;
  /** One deferred refresh let through by a page change (renewDeferredAtPageChange). */
  #redirectOnce = false;
  /**
   * The hidden iframe could not renew in this page's life (the provider's cookie withheld from a
   * third-party frame, or no answer): later renewals go by a full page at a page change, as in
   * Safari, without trying the iframe again.
   */
  #iframeBlocked = false;

  /** Checks the configuration at once (InvalidConfigurationError). */
  constructor(options: IdentityClientOptions, environment: Partial<IdentityEnvironment> = {}) {
    const env = browserEnvironment(environment);
    this.config = resolveConfig(options, env.window.location.origin);
    this.#ctx = createContext(this.config, env);
  }

  get initiated(): boolean {
    return this.#sync !== undefined;
  }

  init(): void {
    if (this.#sync) throw new ClientAlreadyInitiatedError();
    this.#sync = createTabSync(this.#ctx.win, this.config.clientId, (message) => this.#onTabMessage(message));
  }

  #ready(): TabSync {
    if (!this.#sync) throw new ClientNotInitiatedError();
    return this.#sync;
  }

  on<T extends IdentityEventType>(type: T, listener: (detail: IdentityEvents[T]) => void): () => void {
    return this.#events.on(type, listener);
  }

  /** Stops timers and the tab channel; the client can be initiated again. */
  dispose(): void {
    this.#timer.cancel();
    this.#stopWaitingForStorage?.();
    this.#sync?.close();
    this.#sync = undefined;
  }

  getTokens(): StoredTokens {
    this.#ready();
    return this.#ctx.tokens.read();
  }

  /** SPEC.md §3 user; null without an access token. */
  getUser(): IdentityUser | null {
    this.#ready();
    return userFromTokens(this.#ctx.tokens.read());
  }

  login(options: SignInOptions = {}): Promise<void> {
    return this.#redirectToAuthorize(options.policy ?? this.config.loginPolicy, options);
  }

  signup(options: SignInOptions = {}): Promise<void> {
    return this.#redirectToAuthorize(options.policy ?? this.config.signupPolicy, options);
  }

  async #redirectToAuthorize(policy: PolicyKey, options: SignInOptions): Promise<void> {
    this.#ctx.win.location.assign(await this.createAuthorizeUrl({ ...options, policy }));
  }

  /**
   * An authorize address with its state recorded, for flows that another page or service starts
   * (the b2CUrlPolicy of a confirmation email or a password reset).
   */
  async createAuthorizeUrl(options: SignInOptions & { redirectUri?: string } = {}): Promise<string> {
    this.#ready();
    const flow = options.flow ?? this.config.flow;
    if (flow === 'pkce' && this.config.legacyDomain) throw new PkceLegacyDomainError();
    // The authorize address's code (state, PKCE, the address) loads with the callback path: the page
    // needs it only to leave for the provider, not at start (size budget, issue 31).
    const { prepareAuthorization } = await loadCallbackPath();
    return prepareAuthorization(this.#ctx, {
      policy: options.policy ?? this.config.loginPolicy,
      flow,
      redirectUri: options.redirectUri ?? this.config.redirectUri,
      payload: { ...options.state, ...(options.redirect ? { redirect: options.redirect } : {}) },
      ...(options.prompt ? { prompt: options.prompt } : {}),
      ...(options.loginHint ? { loginHint: options.loginHint } : {}),
      ...(options.expectedPolicy ? { expectedPolicy: options.expectedPolicy } : {}),
    });
  }

  /** IdpJwt sign-in: the assertion is exchanged without leaving the page. */
  async loginWithIdpJwt(
    token: string,
    options: Pick<SignInOptions, 'redirect' | 'state'> = {},
  ): Promise<SignInResult> {
    this.#ready();
    if (this.config.legacyDomain) throw new IdpJwtLegacyDomainError();
    if (typeof token !== 'string' || token.trim() === '') throw new MissingIdpJwtError();
    const [{ signInWithIdpJwt }] = await Promise.all([loadCallbackPath(), loadTokenPath()]);
    const outcome = await signInWithIdpJwt(this.#ctx, token, options);
    if (outcome.kind !== 'saved') throw new NoTokensToRefreshError();
    this.#afterSave(outcome.accessToken);
    return { ok: true, state: outcome.state, authenticationType: AuthenticationType.idpJwtAuth };
  }

  /**
   * Reads the provider's answer from this page's address (null when there is none), cleans the
   * address, then completes the sign-in. Refused inside the renewal iframe or popup: their opener
   * reads the answer. `answerHref` is the address as the page loaded it, when the app took the
   * answer out of it before anything else ran (`@portail/identity/address`): the answer is read from
   * it and the address, already clean, is left alone.
   */
  async handleCallback(answerHref?: string): Promise<SignInResult | RetryingResult | null> {
    this.#ready();
    const win = this.#ctx.win;
    const params = readCallbackParams(answerHref ?? win.location.href, this.config.responseMode);
    if (!params) return null;
    if (inChildWindow(win)) throw new FragmentHandlingDisabledError();
    if (answerHref === undefined) cleanAddress(win, this.config.responseMode);
    const [{ completeAuthorization }] = await Promise.all([
      loadCallbackPath(),
      // a code exchange needs the token path too: fetched beside the callback path, not after it
      params.has('code') ? loadTokenPath() : undefined,
    ]);
    let outcome;
    try {
      outcome = await completeAuthorization(this.#ctx, params);
    } catch (error) {
      // Safari's full-page renewal came back with another member's tokens.
      if (error instanceof MemberChangedError) this.#signOutEverywhere();
      throw error;
    }
    if (outcome.kind === 'retry') {
      win.location.assign(outcome.url);
      return { ok: false, retrying: true, state: outcome.state };
    }
    this.#afterSave(outcome.accessToken);
    return { ok: true, state: outcome.state, authenticationType: authenticationTypeFor(outcome.policy) };
  }

  /**
   * Token check: refreshes now when the earlier expiry of the identity and access tokens is within
   * the lead time, else schedules the refresh at expiry − lead time. Resolves with the user.
   */
  async checkTokens(): Promise<IdentityUser | null> {
    this.#ready();
    const delay = refreshDelay(this.#ctx.tokens.read(), this.config.msToRefresh, this.#ctx.now());
    if (delay === undefined) return null;
    if (delay === 0) await this.#refreshWhenDue();
    else this.#schedule(delay);
    return this.getUser();
  }

  /**
   * Whether renewals go by a full page at page changes in this page's life: Safari, or a browser
   * whose hidden iframe could not renew (third-party cookies blocked).
   */
  get renewsByFullPage(): boolean {
    return this.#ctx.env.isSafari || this.#iframeBlocked;
  }

  /** Refreshes now (one tab at a time). Resolves false when a Safari redirect refresh is deferred. */
  refresh(): Promise<boolean> {
    const sync = this.#ready();
    return sync.exclusive(() => this.#refreshNow());
  }

  /** Lets Safari renew by a full-page redirect; a deferred refresh runs now. */
  enableRedirect(): void {
    this.#redirectEnabled = true;
    if (this.#deferredRefresh) {
      this.#deferredRefresh = false;
      this.#refreshWhenDue().catch(() => undefined);
    }
  }

  /**
   * A moment when a full-page redirect costs the member nothing (the app is changing pages, or has
   * just loaded one): a Safari refresh that was deferred runs now, by redirect, and comes back to
   * the page being shown. Redirects stay disabled otherwise, so that a renewal due while a member
   * types never reloads the page under them. Returns whether a renewal left.
   */
  renewDeferredAtPageChange(): boolean {
    if (!this.#deferredRefresh || this.#redirectEnabled || !this.#halfLifeSpent()) return false;
    // a page with edits not saved (or a field in focus) is no free moment: the next change will be
    if (pageHasEdits(this.#ctx.win.document)) return false;
    this.#deferredRefresh = false;
    this.#redirectOnce = true;
    this.#refreshWhenDue().catch(() => undefined);
    return true;
  }

  /**
   * Whether the identity token has lived the lead time or half its life, whichever is shorter.
   * Tokens that live no longer than the lead time are due from the moment they are saved: without
   * this, each page that a renewal's redirect comes back to would leave for the next one at once.
   */
  #halfLifeSpent(): boolean {
    const idToken = this.#ctx.tokens.read().idToken;
    if (!idToken) return false;
    try {
      const { iat } = decodeJws(idToken.token).payload as { iat?: unknown };
      if (typeof iat !== 'number') return true;
      const issued = iat * 1000;
      const age = this.#ctx.now() - issued;
      return age >= Math.min(this.config.msToRefresh, (idToken.expires - issued) / 2);
    } catch {
      return true;
    }
  }

  /**
   * Silent renewal in a 483×600 popup. The popup opens synchronously, inside the caller's click
   * handler (popup blockers allow nothing else); the provider address is set once it is ready.
   */
  refreshWithPopup(): Promise<void> {
    try {
      this.#ready();
      const popup = openCenteredPopup(this.#ctx.win);
      return this.#renewInPopup(popup);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new RefreshFailedError({ cause: error }));
    }
  }

  async #renewInPopup(popup: Window): Promise<void> {
    const ctx = this.#ctx;
    try {
      const { idToken } = ctx.tokens.read();
      if (!idToken) throw new NoTokensToRefreshError();
      const { renewInPopup } = await loadCallbackPath();
      await renewInPopup(ctx, popup, idToken);
    } catch (error) {
      if (!popup.closed) popup.close();
      throw this.#refreshFailed(error);
    }
    this.#afterSave(ctx.tokens.read().accessToken?.token);
  }

  async logout(options: SignOutOptions = {}): Promise<void> {
    const sync = this.#ready();
    if (!options.skipEndpoint && !options.redirectUri) throw new NoRedirectUriError();
    const { idToken } = this.#ctx.tokens.read();
    this.#ctx.tokens.clear();
    this.#timer.cancel();
    this.#stopWaitingForStorage?.();
    sync.post({ type: 'sign-out' });
    this.#events.emit('signed-out', { reason: 'sign-out' });
    if (options.skipEndpoint || !options.redirectUri) return;
    const policy = idToken?.policy ?? this.config.loginPolicy;
    // the provider's document (or the code that reads it) out of reach: its logout address from the
    // configuration, so that the provider's session still ends
    const endpoint = await this.#ctx.metadata(policy).then(
      (metadata) => metadata.end_session_endpoint,
      () => undefined,
    );
    const url = new URL(endpoint ?? logoutEndpointFor(this.config, policy));
    if (idToken) url.searchParams.set('id_token_hint', idToken.token);
    url.searchParams.set('post_logout_redirect_uri', options.redirectUri);
    this.#ctx.win.location.assign(url.href);
  }

  #schedule(delay: number): void {
    // a disposed client (a sign-in or renewal that ends after dispose) leaves no timer behind
    if (!this.#sync) return;
    const expectedIdToken = this.#ctx.tokens.read().idToken?.token;
    this.#timer.schedule(delay, () => {
      this.#refreshWhenDue(expectedIdToken).catch(() => undefined);
    });
  }

  /**
   * Inside the origin-wide lock. `expectedIdToken` is the token the refresh was planned for: when
   * storage holds another one, a tab got there first and this tab only takes its tokens.
   */
  #refreshWhenDue(expectedIdToken = this.#ctx.tokens.read().idToken?.token): Promise<boolean> {
    const sync = this.#ready();
    const anotherTabSaved = () => {
      const current = this.#ctx.tokens.read().idToken?.token;
      return current !== undefined && current !== expectedIdToken;
    };
    return sync.exclusive(async () => {
      // The tab before this one may have refreshed these tokens while its save has not reached this
      // tab's storage yet: the lock-held marker says so at once; storage follows within moments.
      if (!anotherTabSaved() && expectedIdToken !== undefined && (await sync.wasRefreshed(expectedIdToken))) {
        await this.#storageChange(anotherTabSaved);
      }
      if (anotherTabSaved()) {
        this.#rescheduleFromStorage();
        return true;
      }
      const refreshed = await this.#refreshNow();
      if (refreshed && expectedIdToken !== undefined) sync.markRefreshed(expectedIdToken);
      return refreshed;
    });
  }

  /** Resolves once `changed()` holds, checking every 50 ms for at most 2 s. */
  async #storageChange(changed: () => boolean): Promise<void> {
    for (let waited = 0; waited < 2000 && !changed(); waited += 50) {
      await new Promise((resolve) => this.#ctx.win.setTimeout(resolve, 50));
    }
  }

  async #refreshNow(): Promise<boolean> {
    const ctx = this.#ctx;
    const tokens = ctx.tokens.read();
    try {
      if (!tokens.idToken) throw new NoTokensToRefreshError();
      if (tokens.flow === 'pkce' || tokens.flow === 'idpJwt') {
        // the refresh token first, where the app has one: no cookie, no frame, no page change
        if (this.config.legacyDomain) throw new PkceLegacyDomainError();
        const [{ refreshWithGrant }] = await Promise.all([loadCallbackPath(), loadTokenPath()]);
        try {
          await refreshWithGrant(ctx, tokens);
        } catch (error) {
          // the provider out of reach: the member keeps reading; tried again at the next page change
          if (!unreachable(error)) throw error;
          return this.#deferToPageChange();
        }
      } else if (this.renewsByFullPage) {
        return await this.#renewByFullPage(tokens.idToken);
      } else {
        const { renewInIframe } = await loadCallbackPath();
        try {
          await renewInIframe(ctx, tokens.idToken);
        } catch (error) {
          if (!iframeCannotRenew(error) || !this.#providerOnAnotherSite()) throw error;
          // No session seen by the frame, or no answer: the provider's cookie is withheld from a
          // third-party frame (or the provider is down). Once per page life: later renewals go by a
          // full page at the next page change (prompt=none, top level: the cookie is first-party
          // there, so a live session renews without a form), and meanwhile nothing shows.
          this.#iframeBlocked = true;
          return this.#deferToPageChange();
        }
      }
    } catch (error) {
      throw this.#refreshFailed(error);
    }
    this.#afterSave(ctx.tokens.read().accessToken?.token);
    return true;
  }

  /**
   * The full-page silent renewal, when redirects are allowed now (enableRedirect, or one page
   * change); else deferred to the next page change. A provider out of reach is never navigated to
   * (the member would see the browser's error page), nor left for without the code that builds the
   * address: the renewal waits for the next page change.
   */
  async #renewByFullPage(idToken: StoredIdToken): Promise<boolean> {
    const ctx = this.#ctx;
    if (!this.#redirectEnabled && !this.#redirectOnce) return this.#deferToPageChange();
    this.#redirectOnce = false;
    // nor without its code (offline, a redeploy): the same wait, tried again at the next page change
    const path =
      (await this.#providerAnswers(idToken.policy)) && (await loadCallbackPath().catch(() => undefined));
    if (!path) return this.#deferToPageChange();
    ctx.win.location.assign(await path.redirectRenewalUrl(ctx, idToken));
    return false;
  }

  /** The renewal waits for the next page change (renewDeferredAtPageChange); no refresh this time. */
  #deferToPageChange(): false {
    this.#deferredRefresh = true;
    return false;
  }

  /** Whether the provider's cookie may be withheld from this page's hidden iframe (another site). */
  #providerOnAnotherSite(): boolean {
    const { config, win } = this.#ctx;
    return providerOnAnotherSite(win.location.origin, metadataUrlFor(config.identity, config.loginPolicy));
  }

  /** Whether the provider answers now (the policy's discovery document, not from any cache). */
  async #providerAnswers(policy: PolicyKey): Promise<boolean> {
    const { config, env } = this.#ctx;
    try {
      const answer = await env.fetch(metadataUrlFor(config.identity, policy), {
        cache: 'no-store',
        credentials: 'omit',
      });
      return answer.ok;
    } catch {
      return false;
    }
  }

  /**
   * Renewed tokens of another member: none is saved, and this tab and every other tab of the origin
   * sign out locally (the provider's session is someone else's now; nothing to end there).
   */
  #signOutEverywhere(): void {
    this.#ctx.tokens.clear();
    this.#timer.cancel();
    this.#stopWaitingForStorage?.();
    this.#sync?.post({ type: 'sign-out' });
    this.#events.emit('signed-out', { reason: 'member-changed' });
  }

  /** Broadcasts refresh-error; identity errors keep their type, anything else becomes RefreshFailedError. */
  #refreshFailed(error: unknown): IdentityError {
    if (error instanceof MemberChangedError) this.#signOutEverywhere();
    const failure = error instanceof IdentityError ? error : new RefreshFailedError({ cause: error });
    this.#events.emit('refresh-error', { error: failure });
    this.#sync?.post({ type: 'refresh-error' });
    return failure;
  }

  #afterSave(accessToken: string | undefined): void {
    // this tab's own save has the last word over another tab's that it was waiting for
    this.#stopWaitingForStorage?.();
    this.#events.emit('save-success', { accessToken });
    const mark = savedSetMark(this.#ctx.tokens.read());
    this.#sync?.post({ type: 'save-success', ...(mark ? { mark } : {}) });
    this.#rescheduleFromStorage();
  }

  /**
   * Runs `then` once this tab's storage holds the tokens another tab saved (`mark`: its identity and
   * access tokens): the channel's message can reach this tab before localStorage does (each tab has
   * its own process; the identity token then the access token arrive by storage events), and a tab
   * that read its storage at once found no member and stayed signed out. Waits for the storage
   * events, at most STORED_TOKENS_WAIT_MS.
   */
  #whenStored(mark: string | undefined, then: () => void): void {
    // a newer save (or a sign-out, or dispose) has the last word over the one waited for
    this.#stopWaitingForStorage?.();
    const stored = () => mark === undefined || savedSetMark(this.#ctx.tokens.read()) === mark;
    const win = this.#ctx.win;
    if (stored() || typeof win.addEventListener !== 'function') {
      then();
      return;
    }
    const stop = () => {
      this.#stopWaitingForStorage = undefined;
      win.removeEventListener('storage', onStorage);
      clearTimeout(timer);
    };
    const finish = () => {
      stop();
      then();
    };
    const onStorage = () => {
      if (stored()) finish();
    };
    win.addEventListener('storage', onStorage);
    const timer = setTimeout(finish, STORED_TOKENS_WAIT_MS);
    this.#stopWaitingForStorage = stop;
  }

  #rescheduleFromStorage(): void {
    const delay = delayAfterSave(this.#ctx.tokens.read(), this.config.msToRefresh, this.#ctx.now());
    if (delay === undefined) this.#timer.cancel();
    else this.#schedule(delay);
  }

  #onTabMessage(message: TabMessage): void {
    if (message.type === 'save-success') {
      // another tab renewed (one renewal per browser): nothing left to do at this tab's page change
      this.#deferredRefresh = false;
      this.#whenStored(message.mark, () => {
        this.#events.emit('save-success', { accessToken: this.#ctx.tokens.read().accessToken?.token });
        this.#rescheduleFromStorage();
      });
    } else if (message.type === 'refresh-error') {
      this.#events.emit('refresh-error', { error: undefined });
    } else {
      this.#timer.cancel();
      this.#stopWaitingForStorage?.();
      this.#events.emit('signed-out', { reason: 'other-tab' });
    }
  }
}
