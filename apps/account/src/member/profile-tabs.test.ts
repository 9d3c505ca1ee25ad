import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiProfile, signInUser } from '../testing/fakes.tsx';
import { toMemberProfile } from './member-profile.ts';
import { createMemberStore, type MemberStore } from './member-store.ts';
import { PROFILE_CHANNEL, readProfileChangedMessage, shareProfileAcrossTabs } from './profile-tabs.ts';

const user = signInUser();
const profile = toMemberProfile(apiProfile(), user);
const win = { BroadcastChannel } as unknown as Window;

function connectedStore(): MemberStore {
  const store = createMemberStore();
  store.dispatch({ type: 'member/connected', user, profile });
  return store;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The next message another tab of the origin receives. */
function nextMessage(): Promise<unknown> {
  const listener = new BroadcastChannel(PROFILE_CHANNEL);
  return new Promise((resolve) => {
    listener.onmessage = (event) => {
      listener.close();
      resolve(event.data);
    };
  });
}

describe('the profile across Mon compte tabs', () => {
  it('tells the other tabs a save, with the new version and without the token', async () => {
    const store = connectedStore();
    stops.push(shareProfileAcrossTabs(win, store, { profileVersion: () => '"v2"' }));
    const received = nextMessage();
    store.dispatch({ type: 'member/profileReplaced', profile: { ...profile, firstName: 'Rosalie' } });
    const message = (await received) as Record<string, unknown>;
    expect(message).toMatchObject({
      type: 'profile-changed',
      rcId: profile.rcId,
      version: '"v2"',
      profile: { firstName: 'Rosalie', lastName: profile.lastName },
    });
    expect(JSON.stringify(message)).not.toContain(profile.token);
  });

  it('applies a change of the member on screen, and takes its version for the next save', async () => {
    const sender = connectedStore();
    const receiver = connectedStore();
    const followProfileVersion = vi.fn();
    stops.push(shareProfileAcrossTabs(win, sender));
    stops.push(shareProfileAcrossTabs(win, receiver, { followProfileVersion }));
    sender.dispatch({ type: 'member/profileReplaced', profile: { ...profile, firstName: 'Rosalie' } });
    await vi.waitFor(() => {
      const state = receiver.getState();
      expect(state.status === 'connected' && state.profile.firstName).toBe('Rosalie');
    });
    const state = receiver.getState();
    expect(state.status === 'connected' && state.profile.token).toBe(profile.token);
    expect(followProfileVersion).not.toHaveBeenCalled();
  });

  it('ignores a change of another member', async () => {
    const receiver = connectedStore();
    stops.push(shareProfileAcrossTabs(win, receiver));
    const before = receiver.getState();
    const sender = new BroadcastChannel(PROFILE_CHANNEL);
    const other = readProfileChangedMessage({
      type: 'profile-changed',
      rcId: 'quelqu-un-d-autre',
      version: null,
      profile: { ...profile, firstName: 'Intrus' },
    });
    expect(other).not.toBeNull();
    sender.postMessage(other);
    sender.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.getState()).toBe(before);
  });

  it('drops a message whose fields are not of their kind', () => {
    const valid = { type: 'profile-changed', rcId: 'r', version: null, profile: { ...profile } };
    expect(readProfileChangedMessage(valid)).not.toBeNull();
    expect(readProfileChangedMessage({ ...valid, profile: { ...profile, firstName: 42 } })).toBeNull();
    expect(readProfileChangedMessage({ ...valid, profile: { ...profile, gender: '1' } })).toBeNull();
    expect(readProfileChangedMessage({ ...valid, version: 'x'.repeat(201) })).toBeNull();
    expect(readProfileChangedMessage({ ...valid, type: 'sign-out' })).toBeNull();
    expect(readProfileChangedMessage('profile-changed')).toBeNull();
  });
});
