/** Raised for a PORTAIL_HTTPS value other than 1 or 0: the start stops with this one line. */
export class HttpsSettingError extends Error {
  readonly code = 'HTTPS_SETTING';
  constructor(value: string) {
    super(`PORTAIL_HTTPS vaut 1 ou 0, pas « ${value} » / PORTAIL_HTTPS must be 1 or 0, not « ${value} »`);
    this.name = 'HttpsSettingError';
  }
}

/** PORTAIL_HTTPS: `1` serves the four origins over https (local authority); unset or `0`, plain http. */
export function httpsFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env['PORTAIL_HTTPS'];
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new HttpsSettingError(value);
}
