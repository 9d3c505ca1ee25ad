import {
  MEMBER_CENTER_CALLBACK_PATH,
  RENEWAL_CALLBACK_PATH,
  clientIds,
  type PortailConfig,
} from '@portail/contracts';

/** Paths of each app that the provider accepts as redirect_uri (exact match, as B2C does). */
export const redirectPaths = [
  '/',
  RENEWAL_CALLBACK_PATH,
  MEMBER_CENTER_CALLBACK_PATH,
  '/callback/renew',
  '/callback/popup',
];

function urls(origin: string, paths: readonly string[]): string[] {
  return paths.map((path) => new URL(path, origin).href);
}

/** The two public clients: the portal shell and Mon compte, each with its own origin. */
export function portailClients(config: PortailConfig) {
  const client = (clientId: string, clientName: string, origin: string, extraPaths: readonly string[]) => ({
    client_id: clientId,
    client_name: clientName,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'implicit', 'refresh_token'],
    response_types: ['code', 'id_token token', 'id_token'],
    redirect_uris: urls(origin, [...redirectPaths, ...extraPaths]),
    post_logout_redirect_uris: urls(origin, ['/', ...extraPaths]),
  });
  return [
    client(clientIds.portal, 'Portail', config.portalOrigin, []),
    client(clientIds.account, 'Mon compte', config.accountOrigin, ['/completion', '/avatar', '/infolettres']),
  ];
}

export function appOrigins(config: PortailConfig): string[] {
  return [config.portalOrigin, config.accountOrigin];
}
