import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@portail/contracts';
import type { LightboxController, StatusBarController } from '@portail/ui';
import type { AccountApi } from './api/account-api.ts';
import type { AccountLightboxPayloads } from './lightboxes/payloads.ts';
import type { PasswordPrompt } from './lightboxes/password-prompt.ts';
import type { MemberStore } from './member/member-store.ts';
import type { Router } from './router/router.ts';
import type { Session } from './session/session.ts';

/** The services every page of Mon compte reaches through context (tests inject fakes). */
export interface AccountServices {
  config: RuntimeConfig;
  api: AccountApi;
  session: Session;
  member: MemberStore;
  lightbox: LightboxController<AccountLightboxPayloads>;
  /** The password prompts as questions: the save or the deletion asks, the dialog answers. */
  passwordPrompt: PasswordPrompt;
  statusBar: StatusBarController;
  router: Router;
  now: () => Date;
}

export const AccountContext = createContext<AccountServices | null>(null);

export function useAccount(): AccountServices {
  const services = useContext(AccountContext);
  if (!services) throw new Error('useAccount must be used inside <AccountApp>');
  return services;
}
