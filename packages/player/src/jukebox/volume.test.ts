import { describe, expect, it } from 'vitest';
import { normalizeVolume, playerVolumeFor, volumeToRestore } from './volume.ts';

describe('volume levels', () => {
  it.each([
    [0.5, 0.5, 50],
    [0.123, 0.12, 12],
    [0.125, 0.13, 13],
    [0.999, 1, 100],
    [1.7, 1, 100],
    [-0.2, 0, 0],
    [Number.NaN, 0, 0],
  ])('level %d is rounded and clamped to %d, a player volume of %d', (level, normalized, player) => {
    expect(normalizeVolume(level)).toBe(normalized);
    expect(playerVolumeFor(level)).toBe(player);
  });

  it.each([
    [0.4, 0.4],
    [0, 1],
    [null, 1],
    [undefined, 1],
  ])('restores %s as %d when mute is toggled off', (stored, expected) => {
    expect(volumeToRestore(stored)).toBe(expected);
  });
});
