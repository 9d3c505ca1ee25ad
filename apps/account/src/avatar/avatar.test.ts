import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarSizeError, avatarTypeError } from './avatar-checks.ts';
import { squareCrop } from './prepare-avatar.ts';

function blob(type: string, size: number): Blob {
  return { type, size } as Blob;
}

describe('avatar checks', () => {
  it('has the 5 MB limit of the spec', () => {
    expect(AVATAR_MAX_BYTES).toBe(5_242_880);
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(avatarTypeError(blob(type, 1))).toBeNull();
  });

  it.each(['image/svg+xml', 'application/pdf', ''])('refuses « %s »', (type) => {
    expect(avatarTypeError(blob(type, 1))).toBe('Choisissez une photo au format JPEG, PNG, WebP ou GIF.');
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(avatarSizeError(blob('image/jpeg', AVATAR_MAX_BYTES))).toBeNull();
    expect(avatarSizeError(blob('image/jpeg', AVATAR_MAX_BYTES + 1))).toBe(
      'La photo dépasse la taille maximale de 5 Mo.',
    );
  });
});

describe('squareCrop', () => {
  it.each([
    [4000, 3000, { sx: 500, sy: 0, side: 3000, target: 512 }],
    [3000, 4000, { sx: 0, sy: 500, side: 3000, target: 512 }],
    [300, 200, { sx: 50, sy: 0, side: 200, target: 200 }],
  ])('crops %ix%i to the centred square, never enlarged', (width, height, crop) => {
    expect(squareCrop(width, height)).toEqual(crop);
  });
});
