/**
 * Every sign-in message of SPEC.md §8 as a typed error: a stable `code` for callers and tests, the
 * spec's English text as `message`. Errors that leave a callback keep its decoded `state` payload so
 * that the wrapper can hand it back to the caller.
 */
import type { StatePayload } from './state-value.ts';

export class IdentityError extends Error {
  readonly code: string;
  /** The decoded state payload of the callback that failed, when there was one. */
  state: StatePayload | undefined;

  constructor(code: string, message: string, options?: { cause?: unknown; state?: StatePayload }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'IdentityError';
    this.code = code;
    this.state = options?.state;
  }
}

type ErrorOptions = { cause?: unknown; state?: StatePayload };

export class ClientNotInitiatedError extends IdentityError {
  constructor() {
    super('client_not_initiated', 'Client must be initiated before accessing this method');
  }
}

export class ClientAlreadyInitiatedError extends IdentityError {
  constructor() {
    super('client_already_initiated', 'Client has already been initiated');
  }
}

export class InvalidConfigurationError extends IdentityError {
  readonly field: string;
  constructor(field: string, message: string) {
    super('invalid_configuration', message);
    this.field = field;
  }
}

export class FragmentParseError extends IdentityError {
  constructor(options?: ErrorOptions) {
    super('fragment_parse', 'Unable to parse fragment for provided window object', options);
  }
}

export class IframeTimeoutError extends IdentityError {
  constructor() {
    super('iframe_timeout', 'Iframe timed out while waiting for a response');
  }
}

export class InvalidIdTokenError extends IdentityError {
  constructor(options?: ErrorOptions) {
    super('invalid_id_token', 'The received ID Token is invalid', options);
  }
}

export class InvalidRenewalUrlError extends IdentityError {
  constructor() {
    super('invalid_renewal_url', 'The provided renewal URL is invalid');
  }
}

/** Renewed tokens that belong to another member, or to another policy family: never saved. */
export class MemberChangedError extends IdentityError {
  constructor() {
    super('member_changed', 'The renewed tokens belong to another member');
  }
}

export class NoTokensToRefreshError extends IdentityError {
  constructor() {
    super('no_tokens_to_refresh', 'No tokens to refresh');
  }
}

export class NoPopupError extends IdentityError {
  constructor() {
    super('no_popup', 'No popup was created');
  }
}

export class NoStateError extends IdentityError {
  constructor() {
    super('no_state', 'No state in callback response');
  }
}

export class InvalidStateError extends IdentityError {
  constructor(options?: ErrorOptions) {
    super('invalid_state', 'The received state is invalid', options);
  }
}

export class FragmentHandlingDisabledError extends IdentityError {
  constructor() {
    super('fragment_handling_disabled', 'Fragment handling disabled in iframe or popup');
  }
}

export class PopupClosedError extends IdentityError {
  constructor() {
    super('popup_closed', 'Popup was closed before flow could complete');
  }
}

export class PopupTimeoutError extends IdentityError {
  constructor() {
    super('popup_timeout', 'Popup timed out while waiting for a response');
  }
}

export class RefreshFailedError extends IdentityError {
  constructor(options?: ErrorOptions) {
    super('refresh_failed', 'Unable to refresh user tokens', options);
  }
}

export class NoRedirectUriError extends IdentityError {
  constructor() {
    super('no_redirect_uri', 'No redirect URI provided');
  }
}

export class NoLoginAfterPasswordResetError extends IdentityError {
  constructor(options?: ErrorOptions) {
    super('no_login_after_password_reset', 'No login following a password reset', options);
  }
}

export class NoLoginAfterEmailValidationError extends IdentityError {
  constructor(options?: ErrorOptions) {
    super('no_login_after_email_validation', 'No login following an email validation', options);
  }
}

export class NoAuthorizationCodeError extends IdentityError {
  constructor(options?: ErrorOptions) {
    super('no_authorization_code', 'No authorization code found, please try again', options);
  }
}

export class IdpJwtLegacyDomainError extends IdentityError {
  constructor() {
    super('idp_jwt_legacy_domain', 'IdpJwt authentication is not available in legacy-domain mode');
  }
}

export class PkceLegacyDomainError extends IdentityError {
  constructor() {
    super('pkce_legacy_domain', 'PKCE is not available in legacy-domain mode');
  }
}

export class MissingIdpJwtError extends IdentityError {
  constructor() {
    super('missing_idp_jwt', 'An IdpJwt token is required');
  }
}

export class PkceVerifierLengthError extends IdentityError {
  constructor() {
    super('pkce_verifier_length', 'Expected a length between 43 and 128');
  }
}

export class PkceVerifierCharactersError extends IdentityError {
  constructor() {
    super('pkce_verifier_characters', 'Expected only letters, digits and - . _ ~');
  }
}

export class KeysUnavailableError extends IdentityError {
  constructor(options?: ErrorOptions) {
    super('keys_unavailable', 'Unable to retrieve B2C keys', options);
  }
}

export class InvalidJwsError extends IdentityError {
  readonly reason: string;
  constructor(reason: string, options?: ErrorOptions) {
    super('invalid_jws', 'Invalid JWS', options);
    this.reason = reason;
  }
}

export class SignatureVerificationError extends IdentityError {
  readonly reason: string;
  constructor(reason: string, options?: ErrorOptions) {
    super('signature_verification_failed', 'Signature verification failed', options);
    this.reason = reason;
  }
}

export class UnsupportedAlgorithmError extends IdentityError {
  readonly alg: string;
  constructor(alg: string) {
    super('unsupported_algorithm', 'Unsupported algorithm');
    this.alg = alg;
  }
}

export class ClaimValidationError extends IdentityError {
  readonly claim: string;
  constructor(claim: string) {
    super('claim_validation_failed', 'Claim validation failed');
    this.claim = claim;
  }
}

/** An `error` returned by the provider (authorize or token endpoint): error plus description. */
export class ProviderError extends IdentityError {
  readonly error: string;
  readonly errorDescription: string | undefined;
  constructor(error: string, errorDescription: string | undefined, options?: ErrorOptions) {
    super('provider_error', errorDescription ? `${error}: ${errorDescription}` : error, options);
    this.error = error;
    this.errorDescription = errorDescription;
  }
}
