/** An account call was attempted with no access token. */
export class NotSignedInError extends Error {
  readonly code = 'NOT_SIGNED_IN';
  constructor() {
    super('No access token: the member is not signed in');
    this.name = 'NotSignedInError';
  }
}
