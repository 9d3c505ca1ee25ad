/**
 * The one file that plugs the sign-in client into Mon compte. packages/identity is being built;
 * until its wrapper is adapted here (see README.md, « Brancher la connexion »), there is no
 * session, and the app shows the sign-in-required screen that links to the provider.
 */
import type { PortailConfig } from '@portail/contracts';
import type { Session } from './session/Session.ts';

export function createAccountSession(_config: PortailConfig): Session | null {
  return null;
}
