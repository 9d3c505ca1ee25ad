import { useState } from 'react';
import { useAccount } from '../context.ts';
import { memberTokenSource } from '../session/member-token.ts';
import { createSecurityApi, type SecurityApi } from './security-api.ts';

/** The page's security API: the one it was given (tests), else one over the member's token. */
export function useSecurityApi(given?: SecurityApi): SecurityApi {
  const { config, session, member } = useAccount();
  const [api] = useState(
    () =>
      given ??
      createSecurityApi({
        apiOrigin: config.apiOrigin,
        apiRouting: config.deployment.apiRouting,
        getAccessToken: memberTokenSource(session, member),
      }),
  );
  return api;
}
