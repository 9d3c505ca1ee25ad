import { useRef, useSyncExternalStore } from 'react';
import type { MemberProfile } from './member-profile.ts';
import type { MemberState, MemberStore } from './member-store.ts';

/**
 * What a part of a page shows of the member on screen, read from the member store so that a change
 * of the profile renders only the parts whose fields changed (a profile save of the names leaves
 * the heading, the notices and the settings as they are). Loaded with the pages that read it, not
 * in the first script.
 */

/**
 * The fields `keys` of the connected member's profile (null while there is none): the component
 * renders again only when one of them changes; the answer keeps its identity until then.
 */
export function useMemberFields<K extends keyof MemberProfile>(
  member: MemberStore,
  keys: readonly K[],
): Pick<MemberProfile, K> | null {
  const last = useRef<Pick<MemberProfile, K> | null>(null);
  const read = () => {
    const state = member.getState();
    if (state.status !== 'connected') return (last.current = null);
    const { profile } = state;
    const previous = last.current;
    if (previous !== null && keys.every((key) => Object.is(previous[key], profile[key]))) return previous;
    const picked = {} as Pick<MemberProfile, K>;
    for (const key of keys) picked[key] = profile[key];
    return (last.current = picked);
  };
  return useSyncExternalStore(member.subscribe, read, read);
}

/** Whether the member on screen lacks one of the fields "/" says are missing (a selector: a boolean changes rarely). */
export function incompleteProfile(state: MemberState): boolean {
  if (state.status !== 'connected') return false;
  const { firstName, lastName, postalCode, birthDate, gender } = state.profile;
  return !firstName || !lastName || !postalCode || !birthDate || gender === null;
}
