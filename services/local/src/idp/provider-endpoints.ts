import { matchPolicyRoute } from './policy-context.ts';

/**
 * The methods of each endpoint that oidc-provider serves under a policy (paths relative to the
 * policy's mount): what a wrong method's 405 lists in `Allow`, and what a CORS preflight from an app
 * origin may ask for. oidc-provider itself answers 404 to a method it has no route for.
 */
const endpointMethods: readonly [RegExp, readonly string[]][] = [
  [/^\/\.well-known\/openid-configuration$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/discovery\/v2\.0\/keys$/, ['GET', 'HEAD', 'OPTIONS']],
  [/^\/oauth2\/v2\.0\/authorize$/, ['GET', 'HEAD', 'POST']],
  [/^\/oauth2\/v2\.0\/authorize\/[^/]+$/, ['GET', 'HEAD']],
  [/^\/oauth2\/v2\.0\/token$/, ['POST', 'OPTIONS']],
  [/^\/oauth2\/v2\.0\/revoke$/, ['POST', 'OPTIONS']],
  [/^\/oauth2\/v2\.0\/logout$/, ['GET', 'HEAD', 'POST']],
  [/^\/oauth2\/v2\.0\/logout\/confirm$/, ['POST']],
  [/^\/oauth2\/v2\.0\/logout\/success$/, ['GET', 'HEAD']],
];

/** The methods of a provider path (`/oauth2/v2.0/token`, …); empty when there is no such endpoint. */
export function providerEndpointMethods(providerPath: string): readonly string[] {
  return endpointMethods.find(([pattern]) => pattern.test(providerPath))?.[1] ?? [];
}

/**
 * The methods an app may use from script at a path of the provider origin: those of an endpoint
 * that takes OPTIONS (discovery, keys, token, revocation); none elsewhere.
 */
export function providerCorsMethods(url: string): readonly string[] {
  const [pathname = '', search = ''] = url.split(/(?=\?)/);
  const route = matchPolicyRoute(pathname, search);
  const methods = route ? providerEndpointMethods(route.providerPath) : [];
  return methods.includes('OPTIONS') ? methods : [];
}
