import { profileFields as fields } from './profile-fields.ts';
import type { ProfileFormValues } from './profile-schema.ts';

/**
 * sessionStorage key of the unsaved profile draft (never holds a password). The form reads the
 * draft here; a failed save keeps it and a save clears it (profile-submit.ts, loaded with the save).
 */
export const PROFILE_DRAFT_KEY = 'portail:mon-compte:profile-draft';

/** The draft of this member, checked field by field; another member's draft is never returned. */
export function readProfileDraft(rcId: string): ProfileFormValues | null {
  let parsed: unknown;
  try {
    // A refused storage (its access throws) has no draft.
    parsed = JSON.parse(window.sessionStorage.getItem(PROFILE_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { rcId: owner, values } = parsed as { rcId?: unknown; values?: unknown };
  if (owner !== rcId || typeof values !== 'object' || values === null) return null;
  const record = values as Record<string, unknown>;
  const draft = {} as ProfileFormValues;
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'string' || value.length > 200) return null;
    draft[field] = value;
  }
  return draft;
}
