/** Raised for a PORTAIL_SITES value other than 1 or 0, or PORTAIL_SITES=1 with PORTAIL_HTTPS=0. */
export class SitesSettingError extends Error {
  readonly code = 'SITES_SETTING';
  constructor(message: string) {
    super(message);
    this.name = 'SitesSettingError';
  }
}

/**
 * PORTAIL_SITES: `1` puts the portal, Mon compte, the provider and the member APIs on four sites
 * (`portail.localhost`, `compte.localhost`, `connexion.localhost`, `api.localhost`), over https;
 * unset or `0`, every origin is on `localhost`. It implies PORTAIL_HTTPS=1 and contradicts PORTAIL_HTTPS=0.
 */
export function sitesFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env['PORTAIL_SITES'];
  if (value === undefined || value === '' || value === '0') return false;
  if (value !== '1') {
    throw new SitesSettingError(
      `PORTAIL_SITES vaut 1 ou 0, pas « ${value} » / PORTAIL_SITES must be 1 or 0, not « ${value} »`,
    );
  }
  if (env['PORTAIL_HTTPS'] === '0') {
    throw new SitesSettingError(
      'PORTAIL_SITES=1 sert les quatre sites en https : retirez PORTAIL_HTTPS=0 / PORTAIL_SITES=1 serves ' +
        'the four sites over https: remove PORTAIL_HTTPS=0',
    );
  }
  return true;
}
