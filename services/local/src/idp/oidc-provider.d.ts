// The parts of oidc-provider 9 that the local identity provider uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContext {
    method: string;
    path: string;
    status: number;
    body: unknown;
    type: string;
    href: string;
    req: IncomingMessage & { baseUrl?: string; originalUrl?: string };
    res: ServerResponse;
    cookies: {
      get(name: string, options?: Record<string, unknown>): string | undefined;
      set(name: string, value: string | null, options?: Record<string, unknown>): void;
    };
    get(header: string): string;
    set(header: string, value: string): void;
    redirect(url: string): void;
    response: { get(header: string): string };
    oidc: OidcContext;
  }

  export interface OidcContext {
    route: string;
    params?: Record<string, unknown>;
    client?: Client;
    session?: Session;
    account?: unknown;
    entities: Record<string, unknown>;
    requestParamScopes: Set<string>;
    requestParamOIDCScopes: Set<string>;
    resourceServers: Record<string, unknown>;
    result?: InteractionResults;
    provider: Provider;
  }

  export interface Client {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Session {
    uid: string;
    /** The session's id: the value of the session cookie and of its storage row. */
    jti: string;
    accountId?: string;
    /** Per client: its grant and its `sid` (the ID tokens' `sid` claim, one per client and session). */
    authorizations?: Record<string, { grantId?: string; sid?: string }>;
    grantIdFor(clientId: string): string | undefined;
    /** The logout request's details between its page and its confirmation. */
    state?: Record<string, unknown>;
    destroy(): Promise<void>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[]; acr?: string; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Interaction {
    uid: string;
    jti: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    /** `cookie` is the session's id (Session.jti). */
    session?: { accountId?: string; uid: string; cookie?: string };
    grantId?: string;
    result?: InteractionResults;
    lastSubmission?: InteractionResults;
    exp: number;
    save(ttl: number): Promise<string>;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    getOIDCScope(): string;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Token {
    kind: string;
    jti: string;
    /** Seconds left before the token expires. */
    remainingTTL?: number;
    accountId?: string;
    scope?: string;
    clientId?: string;
    /** The provider session's sid for the client (access tokens). */
    sid?: string;
  }

  export interface AdapterPayload {
    [key: string]: unknown;
    accountId?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface AccountClaims {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  /** The configuration keys whose callbacks are typed here; every other key passes through. */
  export interface Configuration {
    findAccount?: (ctx: KoaContext, sub: string, token?: Token) => Promise<AccountClaims | undefined>;
    interactions?: {
      url?: (ctx: KoaContext, interaction: Interaction) => string | Promise<string>;
      policy?: InteractionPolicy;
    };
    extraTokenClaims?: (ctx: KoaContext, token: Token) => Promise<Record<string, unknown> | undefined>;
    loadExistingGrant?: (ctx: KoaContext) => Promise<Grant | undefined>;
    renderError?: (
      ctx: KoaContext,
      out: { error: string; error_description?: string },
      error: Error,
    ) => Promise<void>;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    Grant: GrantConstructor;
    Client: {
      Schema: { prototype: { invalidate(message: string, code?: string): void } };
      prototype: { includeSid(): boolean };
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: KoaMiddleware): void;
    registerResponseMode(
      name: string,
      handler: (
        ctx: KoaContext & { redirect(url: string): void },
        redirectUri: string,
        payload: Record<string, unknown>,
      ) => void,
    ): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResults): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export class OIDCProviderError extends Error {
    constructor(status: number, message: string);
    status: number;
    error: string;
    error_description?: string;
    expose: boolean;
  }

  export interface Check {
    reason: string;
    description: string;
    error?: string;
  }

  export interface CheckConstructor {
    new (
      reason: string,
      description: string,
      error: string,
      check: (ctx: KoaContext) => boolean | Promise<boolean>,
    ): Check;
    REQUEST_PROMPT: true;
    NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    requestable: boolean;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export interface InteractionPolicy extends Array<Prompt> {
    get(name: string): Prompt;
    add(prompt: Prompt, index?: number): void;
  }

  export const interactionPolicy: {
    Check: CheckConstructor;
    Prompt: new (options: { name: string; requestable?: boolean }, ...checks: Check[]) => Prompt;
    base(): InteractionPolicy;
  };

  export const errors: {
    OIDCProviderError: typeof OIDCProviderError;
    CustomOIDCProviderError: new (error: string, description?: string) => OIDCProviderError;
    InvalidTarget: new (description?: string) => OIDCProviderError;
    InvalidGrant: new (description?: string) => OIDCProviderError;
    SessionNotFound: new (description?: string) => OIDCProviderError;
    AccessDenied: new (description?: string) => OIDCProviderError;
  };
}
