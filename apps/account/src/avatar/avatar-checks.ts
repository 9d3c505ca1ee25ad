import { accountAvatarMessages } from '@portail/ui';

/** SPEC.md §5 and §9: the avatar size limit, 5 MB. */
export const AVATAR_MAX_BYTES = 5_242_880;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The type check, done on the chosen file before anything else. */
export function avatarTypeError(file: Blob): string | null {
  return (AVATAR_TYPES as readonly string[]).includes(file.type) ? null : accountAvatarMessages.typeInvalid;
}

/** The size check, done on the bytes that would be sent. */
export function avatarSizeError(file: Blob): string | null {
  return file.size > AVATAR_MAX_BYTES ? accountAvatarMessages.tooLarge : null;
}
