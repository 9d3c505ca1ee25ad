import { accountMessages, fieldMessages, type ApiErrorBody, type ApiErrorItem } from '@portail/contracts';

/**
 * The member APIs' error model. Every error answer has the shape the account centre reads
 * (SPEC.md §8): `{ errors: [{ code, message, field? }], errorResultCode }` — the message in French,
 * the code stable. Codes 10 and 11 are the spec's; the others are ours and listed here once.
 */
export const apiErrorCodes = {
  /** A body or query field broke a rule; `field` names it. */
  VALIDATION: 1,
  /** No bearer token, or one that is invalid, expired, for another audience or missing the scope. */
  UNAUTHORIZED: 2,
  /** The caller may not act on what it named (another member's email, for instance). */
  FORBIDDEN: 3,
  NOT_FOUND: 4,
  /** The body is larger than the route accepts. */
  PAYLOAD_TOO_LARGE: 5,
  /** The body's media type is not one the route accepts. */
  UNSUPPORTED_MEDIA_TYPE: 6,
  /** Too many requests from one client in a short window. */
  RATE_LIMITED: 7,
  /** The identity provider could not be reached to check a token. */
  IDP_UNAVAILABLE: 8,
  INTERNAL: 9,
  /** SPEC.md §8: the email is already associated with another account (409). */
  EMAIL_ALREADY_USED: 10,
  /** SPEC.md §8: the current password given is wrong (401). */
  WRONG_PASSWORD: 11,
  /** The avatar is over 5242880 bytes (413). */
  AVATAR_TOO_LARGE: 12,
  /** The avatar is not a JPEG, PNG, WebP or GIF image (415). */
  AVATAR_NOT_AN_IMAGE: 13,
  /** More than the daily number of password-reset emails for one address (429, wait 24 h). */
  RESET_MAX_TRIES: 14,
  /** A b2CUrlPolicy that does not point at the identity provider. */
  INVALID_POLICY_URL: 15,
  /** A validation mail was asked for an address that is already verified (409). */
  EMAIL_ALREADY_VERIFIED: 16,
  // 17 (a Host that is not this origin's, 421), 18 (a state-changing request from a foreign
  // Origin, 403) and 19 (a developer page asked from another machine or origin, 403) are the
  // origin guard's, shared by all four origins: services/local/src/origins/.
  /** The member is banned (banLevel login): only reading their own profile is left (403). */
  BANNED: 20,
  /** The profile changed since the version the client read (If-Match, 412). */
  PROFILE_CHANGED: 21,
  /** The avatar's width or height is over 4096 pixels, or unreadable (422). */
  AVATAR_DIMENSIONS: 22,
  // Deletion with a grace period (issue 32 item 3): 31 to 34.
  /** The member's deletion is scheduled: only reading the profile and cancelling are left (403). */
  DELETION_SCHEDULED: 31,
  /** SPEC.md §4.7: a paid streaming subscription must be cancelled before the deletion (409). */
  HAS_SUBSCRIPTION: 32,
  /** A cancel when no deletion is scheduled (409). */
  DELETION_NOT_SCHEDULED: 33,
  /** A cancel after the 30 days: the account was purged (410). */
  DELETION_TOO_LATE: 34,
} as const;

export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];

export const apiErrorMessages = {
  validation: 'La requête contient des données invalides.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  unauthorized: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: 'Vous ne pouvez agir que sur votre propre compte.',
  notFound: 'Ressource introuvable.',
  payloadTooLarge: 'Le contenu envoyé est trop volumineux.',
  unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
  rateLimited: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
  idpUnavailable: "Le service d'identité est indisponible. Veuillez réessayer plus tard.",
  internal: "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
  emailTaken: fieldMessages.emailTaken,
  passwordWrong: fieldMessages.passwordWrong,
  avatarTooLarge: 'La photo dépasse la taille maximale de 5 Mo.',
  avatarNotImage: 'Le fichier doit être une image JPEG, PNG, WebP ou GIF.',
  avatarDimensions: 'La photo ne doit pas dépasser 4096 × 4096 pixels.',
  avatarUnreadable: "Les dimensions de la photo n'ont pas pu être lues : le fichier semble endommagé.",
  avatarMissing: 'Veuillez choisir une photo à téléverser.',
  resetMaxTries: accountMessages.resetMaxTries,
  invalidPolicyUrl: "Le lien de validation doit pointer vers le fournisseur d'identité.",
  emailAlreadyVerified: 'Votre adresse courriel est déjà validée.',
  resetEmailMismatch:
    'Le lien de réinitialisation ne peut être envoyé qu’à l’adresse courriel de votre compte.',
  contextRequired: 'Le paramètre context est requis.',
  banned: accountMessages.banned,
  malformedMultipart: "Le formulaire envoyé est mal formé : la photo n'a pas pu être lue.",
} as const;

/** An error the API answers on purpose, with its HTTP status, stable code and French message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  constructor(status: number, code: ApiErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }

  toBody(): ApiErrorBody {
    const item: ApiErrorItem = { code: this.code, message: this.message };
    if (this.field !== undefined) item.field = this.field;
    return { errors: [item], errorResultCode: this.code };
  }
}

export class ValidationError extends ApiError {
  constructor(message: string, field?: string) {
    super(400, apiErrorCodes.VALIDATION, message, field);
    this.name = 'ValidationError';
  }
}

export class UnauthorizedError extends ApiError {
  constructor(message: string = apiErrorMessages.unauthorized) {
    super(401, apiErrorCodes.UNAUTHORIZED, message);
    this.name = 'UnauthorizedError';
  }
}

export class WrongPasswordError extends ApiError {
  constructor(field = 'oldPassword') {
    super(401, apiErrorCodes.WRONG_PASSWORD, apiErrorMessages.passwordWrong, field);
    this.name = 'WrongPasswordError';
  }
}

export class EmailAlreadyUsedError extends ApiError {
  constructor() {
    super(409, apiErrorCodes.EMAIL_ALREADY_USED, apiErrorMessages.emailTaken, 'email');
    this.name = 'EmailAlreadyUsedError';
  }
}

export class ForbiddenError extends ApiError {
  constructor(message: string = apiErrorMessages.forbidden, field?: string) {
    super(403, apiErrorCodes.FORBIDDEN, message, field);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends ApiError {
  constructor() {
    super(404, apiErrorCodes.NOT_FOUND, apiErrorMessages.notFound);
    this.name = 'NotFoundError';
  }
}

export class IdpUnavailableError extends ApiError {
  constructor() {
    super(503, apiErrorCodes.IDP_UNAVAILABLE, apiErrorMessages.idpUnavailable);
    this.name = 'IdpUnavailableError';
  }
}

export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, code: ApiErrorCode = apiErrorCodes.RATE_LIMITED, message?: string) {
    super(429, code, message ?? apiErrorMessages.rateLimited);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
