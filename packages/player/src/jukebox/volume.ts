import { DEFAULT_VOLUME, PLAYER_VOLUME_SCALE } from '../constants.ts';

/** A volume level rounded to 2 decimals and clamped to 0–1 (SPEC.md §5); not-a-number is 0. */
export function normalizeVolume(level: number): number {
  if (Number.isNaN(level)) return 0;
  const clamped = Math.min(1, Math.max(0, level));
  return Math.round(clamped * 100) / 100;
}

/** The player's volume for a level: 100 × the level. */
export function playerVolumeFor(level: number): number {
  return Math.round(normalizeVolume(level) * PLAYER_VOLUME_SCALE);
}

/** The level to restore when mute is toggled off: the stored one, or the default when none. */
export function volumeToRestore(volumeMuted: number | null | undefined): number {
  return volumeMuted !== null && volumeMuted !== undefined && volumeMuted > 0
    ? normalizeVolume(volumeMuted)
    : DEFAULT_VOLUME;
}
