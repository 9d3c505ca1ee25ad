import { useState } from 'react';
import { accountSettingsMessages } from '@portail/ui';
import { siteKeyFor } from '../brand-site-keys.ts';
import { useAccount } from '../context.ts';
import { mapResetPasswordError } from '../errors/server-error-mapping.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { memberCenterB2CUrlPolicy } from '../callback/flow-url.ts';
import { keptQuery } from '../router/kept-query.ts';

/** Sends the reset mail and shows the outcome in the PASSWORD_RESET lightbox (SPEC.md §8). */
export function PasswordReset({ profile }: { profile: Pick<MemberProfile, 'email'> }) {
  const { api, config, lightbox, router, session } = useAccount();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.resetPassword({
        email: profile.email,
        b2CUrlPolicy: await memberCenterB2CUrlPolicy(session, config, 'changePassword'),
        context: siteKeyFor(keptQuery(router.location().search).get('fromApp')),
      });
      lightbox.open('PASSWORD_RESET', { email: profile.email, hasError: false, maxTries: false });
    } catch (error) {
      lightbox.open('PASSWORD_RESET', { email: profile.email, ...mapResetPasswordError(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="password-reset">
      <p>{accountSettingsMessages.password.forgotten}</p>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={busy || undefined}
        onClick={send}
      >
        {accountSettingsMessages.password.sendReset}
      </button>
    </div>
  );
}
