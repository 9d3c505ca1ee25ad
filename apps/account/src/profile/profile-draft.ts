import { profileFields as fields } from './profile-fields.ts';
import type { ProfileFormValues } from './profile-schema.ts';

/** sessionStorage key of the unsaved profile draft (never holds a password). */
export const PROFILE_DRAFT_KEY = 'portail:mon-compte:profile-draft';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveProfileDraft(rcId: string, values: ProfileFormValues): void {
  const draft = Object.fromEntries(fields.map((field) => [field, String(values[field] ?? '')]));
  try {
    storage()?.setItem(PROFILE_DRAFT_KEY, JSON.stringify({ rcId, values: draft }));
  } catch {
    // A full or refused storage only loses the draft, never the form.
  }
}

/** The draft of this member, checked field by field; another member's draft is never returned. */
export function readProfileDraft(rcId: string): ProfileFormValues | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(PROFILE_DRAFT_KEY) ?? 'null');
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

export function clearProfileDraft(): void {
  try {
    storage()?.removeItem(PROFILE_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
