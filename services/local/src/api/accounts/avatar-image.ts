import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** SPEC.md §9: the avatar limit. */
export const AVATAR_MAX_BYTES = 5_242_880;
/** The largest width and height accepted (a decoder would allocate width × height × 4 bytes). */
export const AVATAR_MAX_PIXELS_PER_SIDE = 4096;
const AVATAR_URL_PREFIX = '/avatars/';

export interface ImageKind {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  extension: 'jpg' | 'png' | 'webp' | 'gif';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type read from the file's first bytes (not its name or declared type), or undefined. */
export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

const contentTypes: Record<string, ImageKind['contentType']> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The media type of a stored avatar file name, or undefined when the name is not one we wrote. */
export function avatarContentType(fileName: string): ImageKind['contentType'] | undefined {
  const match = /^[0-9a-f-]{1,64}-[0-9a-f]{16}\.(jpg|png|webp|gif)$/.exec(fileName);
  return match ? contentTypes[match[1] as string] : undefined;
}

/** The prefix of a member's avatar file names. */
function fileIdOf(rcId: string): string {
  return (
    rcId
      .toLowerCase()
      .replace(/[^0-9a-f-]/g, '')
      .slice(0, 64) || 'membre'
  );
}

/** Writes a member's avatar under a fresh name and returns its URL path (`/avatars/{file}`). */
export function storeAvatar(dir: string, rcId: string, bytes: Uint8Array, kind: ImageKind): string {
  mkdirSync(dir, { recursive: true });
  const safeId = fileIdOf(rcId);
  const fileName = `${safeId}-${randomBytes(8).toString('hex')}.${kind.extension}`;
  writeFileSync(join(dir, fileName), bytes);
  return `${AVATAR_URL_PREFIX}${fileName}`;
}

/**
 * Removes every avatar file of the member but `keep` (a URL path, or null for all): whatever earlier
 * or concurrent uploads left, so that a member has one file at most and none after deletion.
 */
export function removeMemberAvatars(dir: string, rcId: string, keep: string | null): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const prefix = `${fileIdOf(rcId)}-`;
  const kept = keep?.startsWith(AVATAR_URL_PREFIX) ? basename(keep) : null;
  for (const name of names) {
    const ownFile = name.startsWith(prefix) && /^[0-9a-f]{16}\.[a-z]+$/.test(name.slice(prefix.length));
    if (ownFile && name !== kept && avatarContentType(name) !== undefined)
      rmSync(join(dir, name), { force: true });
  }
}
