/**
 * The application-facing wrapper (SPEC.md §4.2): one instance per page, initialised once and then
 * checking the tokens; French locale, 1-hour lead time, the single sign-on login and sign-up
 * policies, production settings except in development contexts. Failures are logged, not thrown.
 */
import type { IdentityDeployment } from '@portail/contracts';
import type { IdentityEnvironment } from './context.ts';
import { IdentityClient } from './client.ts';
import type { RetryingResult, SignInOptions, SignInResult } from './client.ts';
import { WRAPPER_MS_TO_REFRESH } from './constants.ts';
import { IdentityError } from './errors.ts';
import type { StatePayload } from './state-value.ts';
import type { IdentityUser } from './user.ts';

export interface IdentityWrapperOptions {
  clientId: string;
  /** The tenant: the deployment configuration's `identity` (kind, authority, issuer, scopes…). */
  identity: IdentityDeployment;
  /** Development contexts use the integration settings. */
  development?: boolean;
  redirectUri?: string;
  renewalRedirectUri?: string;
  /** Receives the access token after every save-success (this tab or another). */
  onAccessToken?: (accessToken: string) => void;
  logger?: Pick<Console, 'warn' | 'error'>;
  environment?: Partial<IdentityEnvironment>;
}

export interface CallbackFailure {
  ok: false;
  error: IdentityError;
  state: StatePayload;
}

export class IdentityWrapper {
  readonly client: IdentityClient;
  readonly #options: IdentityWrapperOptions;
  readonly #logger: Pick<Console, 'warn' | 'error'>;
  #ready: Promise<IdentityUser | null> | undefined;

  constructor(options: IdentityWrapperOptions) {
    this.#options = options;
    this.#logger = options.logger ?? console;
    const environment = options.development ? 'int' : 'prod';
    this.client = new IdentityClient(
      {
        clientId: options.clientId,
        environment,
        identity: options.identity,
        msToRefresh: WRAPPER_MS_TO_REFRESH,
        locale: 'fr',
        policies: { login: 'login_cbc', signup: 'signup_cbc' },
        scopes: [
          'openid',
          'profile',
          ...options.identity.scopes,
          ...(options.development ? [] : ['offline_access']),
        ],
        ...(options.redirectUri ? { redirectUri: options.redirectUri } : {}),
        ...(options.renewalRedirectUri ? { renewalRedirectUri: options.renewalRedirectUri } : {}),
      },
      options.environment,
    );
  }

  /** Initialises the client once, then checks the tokens; later calls return the same promise. */
  init(): Promise<IdentityUser | null> {
    this.#ready ??= this.#start();
    return this.#ready;
  }

  async #start(): Promise<IdentityUser | null> {
    this.client.init();
    this.client.on('save-success', ({ accessToken }) => {
      if (accessToken !== undefined) this.#options.onAccessToken?.(accessToken);
    });
    this.client.on('refresh-error', () => this.#logger.error('Unable to refresh user tokens'));
    try {
      return await this.client.checkTokens();
    } catch {
      return null;
    }
  }

  /**
   * The app shows a new page (its first one included, once a sign-in answer in the address was
   * read): in Safari, a renewal deferred since (it needs a full-page redirect, never made while a
   * member may be typing) leaves now and comes back to that page.
   */
  renewDeferredAtPageChange(): void {
    if (this.#ready) this.client.renewDeferredAtPageChange();
  }

  /**
   * The callback page: the result, or a failure carrying its state for the caller; other failures
   * are logged and null is returned. No callback in the address only warns. `answerHref`: the
   * address as loaded, when the app already cleaned it (`IdentityClient.handleCallback`).
   */
  async handleCallback(answerHref?: string): Promise<SignInResult | RetryingResult | CallbackFailure | null> {
    await this.init();
    try {
      const result = await this.client.handleCallback(answerHref);
      if (result === null) this.#logger.warn('No sign-in callback result in this address');
      return result;
    } catch (error) {
      if (error instanceof IdentityError && error.state) return { ok: false, error, state: error.state };
      this.#logger.error(error instanceof IdentityError ? `${error.code}: ${error.message}` : error);
      return null;
    }
  }

  /**
   * Follows the tokens of every tab of the origin: `signed-in` after each save (a sign-in or a
   * renewal, here or in another tab), `signed-out` when they are gone (a sign-out in any tab, or
   * renewed tokens of another member that the client refused). Returns the function that stops.
   */
  onChange(listener: (change: 'signed-in' | 'signed-out') => void): () => void {
    const stops = [
      this.client.on('save-success', () => listener('signed-in')),
      this.client.on('signed-out', () => listener('signed-out')),
    ];
    return () => stops.forEach((stop) => stop());
  }

  async login(options: SignInOptions = {}): Promise<void> {
    await this.init();
    return this.client.login(options);
  }

  async signup(options: SignInOptions = {}): Promise<void> {
    await this.init();
    return this.client.signup(options);
  }

  async logout(redirectUri: string): Promise<void> {
    await this.init();
    return this.client.logout({ redirectUri });
  }

  async getUser(): Promise<IdentityUser | null> {
    await this.init();
    return this.client.getUser();
  }

  /** Not supported through the wrapper (the account centre deletes accounts): warns only. */
  deleteAccount(): void {
    this.#logger.warn('Account deletion is not supported by the sign-in wrapper');
  }
}

let instance: IdentityWrapper | undefined;

/** The single wrapper of the page; the options of the first call are kept. */
export function identityWrapper(options: IdentityWrapperOptions): IdentityWrapper {
  instance ??= new IdentityWrapper(options);
  return instance;
}
