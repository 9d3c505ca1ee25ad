import { birthDateText, type MemberProfile } from './member-profile.ts';
import type { MemberStore } from './member-store.ts';

/**
 * What a Mon compte tab tells the origin's other tabs after a profile save or a photo change: the
 * fields a member edits, never the token the profile carries.
 */
type SharedProfile = Pick<
  MemberProfile,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'postalCode'
  | 'birthMonth'
  | 'birthYear'
  | 'gender'
  | 'isEmailVerified'
  | 'picture'
>;

export interface ProfileChangedMessage {
  type: 'profile-changed';
  rcId: string;
  profile: SharedProfile;
  /** The profile's version (ETag) after the change: the next save of any tab sends it as If-Match. */
  version: string | null;
}

/** Where the profile's version is kept (the account API client). */
export interface ProfileVersion {
  profileVersion?(): string | null;
  followProfileVersion?(version: string): void;
}

/** An ETag is short; anything longer is not one. */
const MAX_VERSION_LENGTH = 200;

export const PROFILE_CHANNEL = 'portail-account.profile';

function sharedProfile(profile: MemberProfile): SharedProfile {
  const { firstName, lastName, email, postalCode, birthMonth, birthYear, gender, isEmailVerified, picture } =
    profile;
  return { firstName, lastName, email, postalCode, birthMonth, birthYear, gender, isEmailVerified, picture };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value));

/** A message of the channel, checked field by field (anything else is dropped). */
export function readProfileChangedMessage(data: unknown): ProfileChangedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, rcId, profile, version } = data as Record<string, unknown>;
  if (type !== 'profile-changed' || !isString(rcId) || typeof profile !== 'object' || profile === null)
    return null;
  if (!(version === null || (isString(version) && version.length <= MAX_VERSION_LENGTH))) return null;
  const p = profile as Record<string, unknown>;
  if (
    !isString(p.firstName) ||
    !isString(p.lastName) ||
    !isString(p.email) ||
    !isString(p.postalCode) ||
    !isNumberOrNull(p.birthMonth) ||
    !isNumberOrNull(p.birthYear) ||
    !isNumberOrNull(p.gender) ||
    typeof p.isEmailVerified !== 'boolean' ||
    !(p.picture === null || isString(p.picture))
  ) {
    return null;
  }
  return {
    type,
    rcId,
    profile: sharedProfile({ ...(p as unknown as MemberProfile) }),
    version,
  };
}

/**
 * Keeps the profile of every Mon compte tab of the origin the same: a change of the member on
 * screen (a save, a photo) goes out on a BroadcastChannel, and a change received for the member on
 * screen is applied at once, with its version, so that this tab's next save is not refused as made
 * on an old profile (the form keeps what the member is typing; ProfileForm). Returns the
 * function that stops; does nothing without BroadcastChannel.
 */
export function shareProfileAcrossTabs(
  win: Window,
  member: MemberStore,
  api: ProfileVersion = {},
): () => void {
  const { BroadcastChannel: Channel } = win as Window & typeof globalThis;
  if (typeof Channel !== 'function') return () => undefined;
  const channel = new Channel(PROFILE_CHANNEL);
  let received: MemberProfile | null = null;
  let last = member.getState();

  const unsubscribe = member.subscribe(() => {
    const previous = last;
    const state = (last = member.getState());
    if (state.status !== 'connected' || previous.status !== 'connected') return;
    if (state.profile === previous.profile || state.profile === received) return;
    if (state.profile.rcId !== previous.profile.rcId) return;
    const message: ProfileChangedMessage = {
      type: 'profile-changed',
      rcId: state.profile.rcId,
      profile: sharedProfile(state.profile),
      version: api.profileVersion?.() ?? null,
    };
    channel.postMessage(message);
  });

  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = readProfileChangedMessage(event.data);
    const state = member.getState();
    if (!message || state.status !== 'connected' || state.profile.rcId !== message.rcId) return;
    const { birthYear, birthMonth } = message.profile;
    if (message.version !== null) api.followProfileVersion?.(message.version);
    received = { ...state.profile, ...message.profile, birthDate: birthDateText(birthYear, birthMonth) };
    member.dispatch({ type: 'member/profileReplaced', profile: received });
  });

  return () => {
    unsubscribe();
    channel.close();
  };
}
