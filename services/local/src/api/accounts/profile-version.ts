import { createHash } from 'node:crypto';
import type { Member } from '../../members/index.ts';
import { ApiError, apiErrorCodes } from '../errors.ts';

const profileChangedMessage =
  'Votre profil a été modifié ailleurs entre-temps (dans un autre onglet ou appareil). Vos changements ' +
  'n’ont pas été enregistrés : rechargez la page pour voir la version à jour, puis recommencez.';

/**
 * The profile's version, sent as ETag by GET and PATCH /me: a hash of the fields that the profile
 * forms edit (names, email, postal code, birth date, gender). A password change, a new photo or new
 * regions do not change it, so that they do not make a form's next save look stale.
 */
export function profileVersionOf(member: Member): string {
  const fields = [
    member.firstName,
    member.lastName,
    member.email,
    member.postalCode,
    member.birthMonth,
    member.birthYear,
    member.gender,
  ];
  return `"${createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-Match header (absent, `*`, or a list of entity tags) accepts the current version. */
export function ifMatchAccepts(header: string | undefined, version: string): boolean {
  if (header === undefined) return true;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === version);
}

/** 412 code 21: the profile changed since the version the client read. */
export class ProfileChangedError extends ApiError {
  constructor() {
    super(412, apiErrorCodes.PROFILE_CHANGED, profileChangedMessage);
    this.name = 'ProfileChangedError';
  }
}
