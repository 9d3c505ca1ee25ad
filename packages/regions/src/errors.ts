/** The browser did not keep the RCID cookie, and no profile holds the choice either. */
export class RegionCookieError extends Error {
  readonly code = 'REGION_COOKIE_REFUSED';
  constructor() {
    super('Le témoin RCID n’a pas été enregistré par le navigateur.');
    this.name = 'RegionCookieError';
  }
}
