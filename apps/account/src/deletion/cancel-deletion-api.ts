import { CANCEL_DELETION_PATH, type ApiName } from '@portail/contracts';
import { createApiClient } from '@portail/http/api-client';
import { NotSignedInError } from '../api/errors.ts';

/** POST /id/v3/accounts/me/delete/cancel with the member on screen's token (issue 32 item 3). */
export function createCancelDeletion(options: {
  apiOrigin: string;
  apiRouting?: Record<ApiName, string>;
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}): () => Promise<void> {
  const client = createApiClient({
    apiOrigin: options.apiOrigin,
    ...(options.apiRouting && { apiRouting: options.apiRouting }),
    ...(options.fetch && { fetch: options.fetch }),
  });
  return async () => {
    const accessToken = await options.getAccessToken();
    if (!accessToken) throw new NotSignedInError();
    await client.request({ method: 'POST', api: 'accounts', path: CANCEL_DELETION_PATH, accessToken });
  };
}
