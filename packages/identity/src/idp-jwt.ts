/**
 * IdpJwt sign-in (SPEC.md §7): the assertion is POSTed to the authorize endpoint with
 * `response_mode=form_post`; the provider answers with an auto-submitting HTML form whose inputs
 * carry the code and state. The HTML is parsed with DOMParser (scripts never run) and never
 * inserted into the page.
 */
export interface IdpJwtRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  assertion: string;
  codeChallenge: string;
  state: string;
}

/** The inputs of the first form of an HTML document, as callback parameters. */
export function readFormInputs(html: string, parser: DOMParser): URLSearchParams {
  const doc = parser.parseFromString(html, 'text/html');
  const params = new URLSearchParams();
  const form = doc.querySelector('form');
  for (const input of form ? Array.from(form.querySelectorAll('input[name]')) : []) {
    params.append(input.getAttribute('name') ?? '', input.getAttribute('value') ?? '');
  }
  return params;
}

export async function postIdpJwtAssertion(
  fetchFn: typeof fetch,
  authorizationEndpoint: string,
  request: IdpJwtRequest,
  parser: DOMParser,
): Promise<URLSearchParams> {
  const body = new URLSearchParams({
    client_id: request.clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    scope: request.scope,
    assertion: request.assertion,
    response_mode: 'form_post',
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    state: request.state,
  });
  const response = await fetchFn(authorizationEndpoint, { method: 'POST', body, credentials: 'include' });
  return readFormInputs(await response.text(), parser);
}
