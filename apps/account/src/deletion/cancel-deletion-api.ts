import { CANCEL_DELETION_PATH } from '@portail/contracts';
import { createMemberApiClient, type MemberApiOptions } from '../api/fetch-account-api.ts';

/** POST /id/v3/accounts/me/delete/cancel with the member on screen's token (issue 32 item 3). */
export function createCancelDeletion(options: MemberApiOptions): () => Promise<void> {
  const { client, accessToken } = createMemberApiClient(options);
  return async () => {
    await client.request({
      method: 'POST',
      api: 'accounts',
      path: CANCEL_DELETION_PATH,
      accessToken: await accessToken(),
    });
  };
}
