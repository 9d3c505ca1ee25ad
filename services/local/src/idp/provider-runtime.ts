import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { createProvider, type ProviderDeps } from './create-provider.ts';

export interface ProviderRuntime {
  /** The provider for the current keys. */
  provider(): Provider;
  /** Its request handler (req.url relative to the policy mount, req.baseUrl set). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Makes a new key the signer; earlier keys stay published. Returns the new kid. */
  rotateSigningKey(): string;
  /** Stops publishing `kid`: what it signed no longer verifies. */
  retireSigningKey(kid: string): void;
  /** The kids published in the JWKS, the signer first. */
  publishedKids(): string[];
}

/**
 * Holds the oidc-provider instance. Its keys are fixed at construction, so a rotation builds a new
 * instance over the same SQLite storage: sessions, grants and tokens carry on.
 */
export function createProviderRuntime(deps: ProviderDeps): ProviderRuntime {
  let provider = createProvider(deps);
  let handler = provider.callback();
  const rebuild = () => {
    provider = createProvider(deps);
    handler = provider.callback();
  };
  return {
    provider: () => provider,
    handle: (req, res) => handler(req, res),
    rotateSigningKey() {
      const key = deps.keys.rotateSigningKey();
      rebuild();
      return key.kid;
    },
    retireSigningKey(kid) {
      deps.keys.retireSigningKey(kid);
      rebuild();
    },
    publishedKids: () => deps.keys.signingKeys().map((key) => key.kid),
  };
}
