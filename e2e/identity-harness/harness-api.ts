/**
 * What the identity harness page exposes on `window.identityHarness` for `page.evaluate`: the real
 * `IdentityClient` of packages/identity, created with the options a test gives, and what it reported.
 */
import type { IdentityClient, IdentityClientOptions } from '@portail/identity';

export const HARNESS_PATH = '/__identity-harness/';
export const RENEWAL_PAGE = 'renouvellement.html';
/** sessionStorage key of the options, so the page rebuilds the same client when the provider returns. */
export const OPTIONS_KEY = 'identity-harness.options';

export interface HarnessEvent {
  type: 'save-success' | 'refresh-error';
  /** The access token handed over with save-success. */
  accessToken?: string;
  /** The error code carried by refresh-error (undefined when another tab reported it). */
  errorCode?: string;
}

/** How the callback of the page's own address ended. */
export type CallbackReport =
  | { kind: 'none' }
  | { kind: 'signed-in'; redirect: string | undefined; authenticationType: number }
  | { kind: 'retrying' }
  | { kind: 'error'; code: string; message: string };

export interface IdentityHarness {
  /** Creates and initiates the client (options kept for the return from the provider). */
  /** `identity`: the tenant, as the deployment configuration gives it (required). */
  create(options: Partial<IdentityClientOptions> & Pick<IdentityClientOptions, 'identity'>): void;
  client(): IdentityClient;
  events: HarnessEvent[];
  /** Settles once the page has handled (or found no) provider answer in its address. */
  callback: Promise<CallbackReport>;
  /** Runs `work` and reports an identity error as its code instead of throwing. */
  attempt(
    work: (client: IdentityClient) => Promise<unknown>,
  ): Promise<{ ok: true } | { ok: false; code: string; message: string }>;
}

export type HarnessWindow = Window & { identityHarness: IdentityHarness };
