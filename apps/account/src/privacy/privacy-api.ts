import {
  PRIVACY_CHOICES_PATH,
  type ApiName,
  type PrivacyChoiceRequest,
  type PrivacyState,
} from '@portail/contracts';
import { ApiError, createApiClient } from '@portail/http/api-client';
import { NotSignedInError } from '../api/errors.ts';

export interface PrivacyApi {
  /** GET /id/v3/accounts/me/confidentialite */
  read(): Promise<PrivacyState>;
  /** PUT /id/v3/accounts/me/confidentialite */
  save(choice: PrivacyChoiceRequest): Promise<PrivacyState>;
}

export interface PrivacyApiOptions {
  apiOrigin: string;
  apiRouting?: Record<ApiName, string>;
  /** The member on screen's access token (memberTokenSource). */
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
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
export function createPrivacyApi(options: PrivacyApiOptions): PrivacyApi {
  const client = createApiClient({
    apiOrigin: options.apiOrigin,
    ...(options.apiRouting && { apiRouting: options.apiRouting }),
    ...(options.fetch && { fetch: options.fetch }),
  });
  async function call(method: 'GET' | 'PUT', body?: PrivacyChoiceRequest): Promise<PrivacyState> {
    const accessToken = await options.getAccessToken();
    if (!accessToken) throw new NotSignedInError();
    const answer = await client.request({
      method,
      api: 'accounts',
      path: PRIVACY_CHOICES_PATH,
      accessToken,
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
