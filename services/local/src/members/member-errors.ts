import { accountMessages, fieldMessages } from '@portail/contracts';

/** Errors of the member store; `code` is stable, `message` is the French text of SPEC.md §5. */
class MemberStoreError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'MemberStoreError';
    this.code = code;
  }
}

export class EmailTakenError extends MemberStoreError {
  constructor() {
    super('EMAIL_TAKEN', fieldMessages.emailTaken);
    this.name = 'EmailTakenError';
  }
}

export class MemberNotFoundError extends MemberStoreError {
  constructor() {
    super('MEMBER_NOT_FOUND', accountMessages.unknownMember);
    this.name = 'MemberNotFoundError';
  }
}

export class PasswordTooShortError extends MemberStoreError {
  constructor() {
    super('PASSWORD_TOO_SHORT', fieldMessages.passwordTooShort);
    this.name = 'PasswordTooShortError';
  }
}

export class InvalidMemberFieldError extends MemberStoreError {
  readonly field: string;
  constructor(field: string) {
    super('INVALID_FIELD', `Valeur invalide pour le champ ${field}.`);
    this.name = 'InvalidMemberFieldError';
    this.field = field;
  }
}
