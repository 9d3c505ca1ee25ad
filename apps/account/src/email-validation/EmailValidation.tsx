import { useState } from 'react';
import { formatMessage, messages } from '@portail/ui';
import { useAccount } from '../context.ts';
import { mapGenericError } from '../errors/server-error-mapping.ts';
import type { MemberProfile } from '../member/member-profile.ts';
import { siteKeyFor } from '../brand-site-keys.ts';
import { memberCenterB2CUrlPolicy } from '../callback/flow-url.ts';
import { keptQuery } from '../router/kept-query.ts';

const text = messages.account.emailValidation;

/** For an unverified member: the instruction and the send button; « C'est envoyé! » once sent. */
export function EmailValidation({ profile }: { profile: MemberProfile }) {
  const { api, config, lightbox, router, session, statusBar } = useAccount();
  const [busy, setBusy] = useState(false);
  if (profile.isEmailVerified) return null;

  const send = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.sendValidationEmail({
        // through the sign-in client, so that the return page says which flow it was
        b2CUrlPolicy: await memberCenterB2CUrlPolicy(session, config, 'emailValidation'),
        azpContext: siteKeyFor(keptQuery(router.location().search).get('fromApp')),
      });
      lightbox.open('SIMPLE_LIGHTBOX', {
        title: messages.status.validationSent,
        paragraphs: [formatMessage(text.sentTo, { email: profile.email }), text.spamHint],
      });
    } catch (error) {
      statusBar.show(mapGenericError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="notice notice-warning">
      <p className="notice-title">{text.notVerified}</p>
      <p>{text.instruction}</p>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={busy || undefined}
        onClick={send}
      >
        {text.send}
      </button>
    </div>
  );
}
