import { PRIVACY_CHOICES_PATH, type PrivacyChoiceRequest, type PrivacyState } from '@portail/contracts';
import { ApiError } from '@portail/http/api-client';
import { createMemberApiClient, type MemberApiOptions } from '../api/fetch-account-api.ts';

export interface PrivacyApi {
  /** GET /id/v3/accounts/me/confidentialite */
  read(): Promise<PrivacyState>;
  /** PUT /id/v3/accounts/me/confidentialite */
  save(choice: PrivacyChoiceRequest): Promise<PrivacyState>;
}

function isPrivacyState(body: unknown): body is PrivacyState {
  const state = body as Partial<PrivacyState> | null;
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof state.chosen === 'boolean' &&
    typeof state.choices?.analytics === 'boolean' &&
    typeof state.choices.performance === 'boolean' &&
    Array.isArray(state.history)
  );
}

/** The member's privacy choice over `@portail/http`'s member-API client (issue 32 item 5). */
export function createPrivacyApi(options: MemberApiOptions): PrivacyApi {
  const { client, accessToken } = createMemberApiClient(options);
  async function call(method: 'GET' | 'PUT', body?: PrivacyChoiceRequest): Promise<PrivacyState> {
    const answer = await client.request({
      method,
      api: 'accounts',
      path: PRIVACY_CHOICES_PATH,
      accessToken: await accessToken(),
      ...(body && { body }),
    });
    if (!isPrivacyState(answer.body)) {
      throw new ApiError({
        code: 'API_INVALID_ANSWER',
        url: client.resolve('accounts', PRIVACY_CHOICES_PATH),
        message: 'Les choix de confidentialité reçus ne sont pas valides.',
      });
    }
    return answer.body;
  }
  return {
    read: () => call('GET'),
    save: (choice) => call('PUT', choice),
  };
}
