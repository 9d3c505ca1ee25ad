import type { ProfileFormValues } from './profile-schema.ts';

/**
 * The fields after the profile changed elsewhere (another tab): a field still holding the old
 * profile's value takes the new one, a field the member has edited keeps what they typed. Null when
 * nothing on screen has to change.
 */
export function followProfileChange(
  before: ProfileFormValues,
  after: ProfileFormValues,
  onScreen: ProfileFormValues,
): ProfileFormValues | null {
  const next = { ...onScreen };
  let changed = false;
  for (const field of Object.keys(after) as (keyof ProfileFormValues)[]) {
    if (onScreen[field] === before[field] && onScreen[field] !== after[field]) {
      next[field] = after[field];
      changed = true;
    }
  }
  return changed ? next : null;
}
