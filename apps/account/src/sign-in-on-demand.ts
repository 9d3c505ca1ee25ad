import type { RuntimeConfig } from '@portail/contracts';
import type { AccountSignIn, createAccountSignIn } from './wiring.ts';

/** The sign-in client of the page, or why there is none (its code did not load: network, deploy). */
export type SignInLoad = { kind: 'loaded'; signIn: AccountSignIn } | { kind: 'unavailable'; error: unknown };

type WiringModule = { createAccountSignIn: typeof createAccountSignIn };

/**
 * The sign-in client (`@portail/identity`, plugged in by wiring.ts) is a chunk of its own, loaded by
 * main.tsx at the very start, beside the page's loading screen: the pre-rendered screen is on view
 * meanwhile, and the first script does not carry the client (npm run size). A failed load is a
 * value, so that the page says so (pages/SignInUnavailable.tsx) instead of staying on its
 * loading screen.
 */
export function loadAccountSignIn(
  config: RuntimeConfig,
  load: () => Promise<WiringModule> = () => import('./wiring.ts'),
): Promise<SignInLoad> {
  return load().then(
    ({ createAccountSignIn }) => ({ kind: 'loaded', signIn: createAccountSignIn(config) }),
    (error: unknown) => ({ kind: 'unavailable', error }),
  );
}
