import type { StatusMessage } from '@portail/ui';
import { siteKeyFor } from '../brand-site-keys.ts';
import { memberCenterB2CUrlPolicy } from '../callback/flow-url.ts';
import type { AccountServices } from '../context.ts';
import { mapGenericError } from '../errors/server-error-mapping.ts';
import { keptQuery } from '../router/kept-query.ts';

/**
 * Sends the validation mail to the signed-in member: its flow through the sign-in client, so that
 * the return page says which flow it was, and the site the member came from (`fromApp`). Resolves
 * with the status-bar message of a failure (SPEC.md §8), null once sent.
 */
export async function sendValidationEmail({
  api,
  config,
  router,
  session,
}: Pick<AccountServices, 'api' | 'config' | 'router' | 'session'>): Promise<StatusMessage | null> {
  try {
    await api.sendValidationEmail({
      b2CUrlPolicy: await memberCenterB2CUrlPolicy(session, config, 'emailValidation'),
      azpContext: siteKeyFor(keptQuery(router.location().search).get('fromApp')),
    });
    return null;
  } catch (error) {
    return mapGenericError(error);
  }
}
