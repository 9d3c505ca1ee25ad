import { formatMessage, messages } from '@portail/ui';
import { siteKeyFor } from '../brand-site-keys.ts';
import { memberCenterB2CUrlPolicy } from '../callback/flow-url.ts';
import type { AccountServices } from '../context.ts';
import { mapGenericError } from '../errors/server-error-mapping.ts';
import { keptQuery } from '../router/kept-query.ts';

/**
 * Sends the validation mail to the signed-in member at `email`: its flow through the sign-in
 * client, so that the return page says which flow it was, and the site the member came from
 * (`fromApp`). Once sent, « C'est envoyé! » with the address and the spam hint; a failure in the
 * status bar (SPEC.md §8). What the press shows loads with the sending code, not with the page.
 */
export async function sendValidationEmail(
  {
    api,
    config,
    lightbox,
    router,
    session,
    statusBar,
  }: Pick<AccountServices, 'api' | 'config' | 'lightbox' | 'router' | 'session' | 'statusBar'>,
  email: string,
): Promise<void> {
  try {
    await api.sendValidationEmail({
      b2CUrlPolicy: await memberCenterB2CUrlPolicy(session, config, 'emailValidation'),
      azpContext: siteKeyFor(keptQuery(router.location().search).get('fromApp')),
    });
  } catch (error) {
    statusBar.show(mapGenericError(error));
    return;
  }
  const text = messages.account.emailValidation;
  lightbox.open('SIMPLE_LIGHTBOX', {
    title: messages.status.validationSent,
    paragraphs: [formatMessage(text.sentTo, { email }), text.spamHint],
  });
}
