import { SEND_CONFIRMATION_EMAIL_PATH } from '@portail/contracts';
import { SendConfirmationEmailError } from './errors.ts';

export interface ConfirmationEmailRequest {
  /** The accounts service origin (the member APIs). */
  apiOrigin: string;
  accessToken: string;
  /** The site context the provider names in its email. */
  azpContext: string;
  /** The email-validation policy address the email links to. */
  b2CUrlPolicy: string;
}

/** POST with azpContext and b2CUrlPolicy query parameters and the Bearer token; non-2xx fails. */
export async function sendConfirmationEmail(
  fetchFn: typeof fetch,
  request: ConfirmationEmailRequest,
): Promise<void> {
  const url = new URL(SEND_CONFIRMATION_EMAIL_PATH, request.apiOrigin);
  url.searchParams.set('azpContext', request.azpContext);
  url.searchParams.set('b2CUrlPolicy', request.b2CUrlPolicy);
  const response = await fetchFn(url.href, {
    method: 'POST',
    headers: { authorization: `Bearer ${request.accessToken}` },
  });
  if (!response.ok) throw new SendConfirmationEmailError(response.status);
}
