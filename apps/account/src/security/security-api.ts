import {
  memberSecurityPaths,
  memberSessionPath,
  type EndedSessionsAnswer,
  type MemberSessionsAnswer,
  type SecurityHistoryPage,
} from '@portail/contracts';
import { ApiError } from '@portail/http/api-client';
import { createMemberApiClient, type MemberApiOptions } from '../api/fetch-account-api.ts';

/** What « Appareils et sessions » and « Historique de connexion » ask of the member APIs (tests give a fake). */
export interface SecurityApi {
  listSessions(): Promise<MemberSessionsAnswer>;
  endSession(id: string): Promise<EndedSessionsAnswer>;
  endOtherSessions(): Promise<EndedSessionsAnswer>;
  history(page: number): Promise<SecurityHistoryPage>;
}

function invalidAnswer(url: string): ApiError {
  return new ApiError({ code: 'API_INVALID_ANSWER', url, message: 'La réponse reçue n’est pas valide.' });
}

/** The member APIs' security routes (issue 32), over the one member-API client (SPEC.md §8 errors). */
export function createSecurityApi(options: MemberApiOptions): SecurityApi {
  const { client, accessToken } = createMemberApiClient(options);
  async function call<T>(
    method: 'GET' | 'DELETE',
    path: string,
    has: (body: unknown) => boolean,
  ): Promise<T> {
    const answer = await client.request({ method, api: 'accounts', path, accessToken: await accessToken() });
    if (typeof answer.body !== 'object' || answer.body === null || !has(answer.body)) {
      throw invalidAnswer(answer.url);
    }
    return answer.body as T;
  }
  const hasArray = (key: string) => (body: unknown) => Array.isArray((body as Record<string, unknown>)[key]);
  const hasEnded = (body: unknown) => typeof (body as Record<string, unknown>).ended === 'number';
  return {
    listSessions: () => call('GET', memberSecurityPaths.sessions, hasArray('sessions')),
    endSession: (id) => call('DELETE', memberSessionPath(id), hasEnded),
    endOtherSessions: () => call('DELETE', memberSecurityPaths.otherSessions, hasEnded),
    history: (page) =>
      call(
        'GET',
        `${memberSecurityPaths.history}?${new URLSearchParams({ page: String(page) })}`,
        hasArray('events'),
      ),
  };
}
