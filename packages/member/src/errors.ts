import { formatMessage, messages } from '@portail/ui';

/** A failure of the member calls; `code` is stable, `status` the HTTP status when there was one. */
export class MemberError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  constructor(code: string, message: string, status?: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MemberError';
    this.code = code;
    this.status = status;
  }
}

/** A member API answered outside 200–299 (SPEC.md §8's general HTTP message). */
export class MemberHttpError extends MemberError {
  constructor(url: string, status: number) {
    super('MEMBER_HTTP_STATUS', formatMessage(messages.errors.httpUnresolved, { url, status }), status);
    this.name = 'MemberHttpError';
  }
}

export class MemberNetworkError extends MemberError {
  constructor(url: string, cause: unknown) {
    super('MEMBER_NETWORK', `Impossible de joindre ${url}`, undefined, { cause });
    this.name = 'MemberNetworkError';
  }
}

/** The profile service answered 2xx with something that is not a profile. */
export class ProfileFormatError extends MemberError {
  constructor() {
    super('MEMBER_PROFILE_INVALID', 'Le profil reçu n’est pas valide.');
    this.name = 'ProfileFormatError';
  }
}

/** The visitor-identity service answered 2xx without an id in its first element. */
export class VisitorIdentityError extends MemberError {
  constructor() {
    super('MEMBER_VISITOR_ID_MISSING', 'Le service d’identité des visiteurs n’a pas donné d’identifiant.');
    this.name = 'VisitorIdentityError';
  }
}
