export interface AuthorizeParameters {
  clientId: string;
  redirectUri: string;
  scope: string;
  responseType: 'id_token token' | 'code';
  responseMode: 'fragment' | 'query';
  state: string;
  nonce: string;
  uiLocales: string;
  /** `create`: External ID's sign-up (its one user flow opens on the sign-up page). */
  prompt?: 'none' | 'login' | 'create';
  loginHint?: string;
  codeChallenge?: string;
  extra?: Record<string, string>;
}

/** The authorize address of SPEC.md §7 (GET redirect, iframe or popup). */
export function buildAuthorizeUrl(endpoint: string, parameters: AuthorizeParameters): string {
  const url = new URL(endpoint);
  for (const [name, value] of Object.entries(parameters.extra ?? {})) url.searchParams.set(name, value);
  const query: [string, string | undefined][] = [
    ['client_id', parameters.clientId],
    ['nonce', parameters.nonce],
    ['redirect_uri', parameters.redirectUri],
    ['scope', parameters.scope],
    ['response_type', parameters.responseType],
    ['response_mode', parameters.responseMode],
    ['state', parameters.state],
    ['prompt', parameters.prompt],
    ['ui_locales', parameters.uiLocales],
    ['login_hint', parameters.loginHint],
    ['code_challenge', parameters.codeChallenge],
    ['code_challenge_method', parameters.codeChallenge === undefined ? undefined : 'S256'],
  ];
  for (const [name, value] of query) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}
