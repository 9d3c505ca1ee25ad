import { describe, expect, it, vi } from 'vitest';
import { createMemberStore, type MemberSession } from '@portail/member';
import { sessionOnDemand } from './session-on-demand.ts';

function fakeSession(store = createMemberStore()): MemberSession {
  return {
    store,
    initialise: vi.fn(async () => store.getState()),
    authenticate: vi.fn(async () => store.getState()),
    signIn: vi.fn(async () => undefined),
    signUp: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    refreshProfile: vi.fn(async () => undefined),
  };
}

describe('the member session on demand', () => {
  it('loads the session’s code at its first use, once, and hands every call to it', async () => {
    const store = createMemberStore();
    const loaded = fakeSession(store);
    const load = vi.fn(async () => loaded);
    const session = sessionOnDemand(store, load, vi.fn());
    expect(load).not.toHaveBeenCalled();
    expect(session.store).toBe(store);
    await session.initialise();
    await session.signIn();
    await session.signOut();
    await session.refreshProfile();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded.initialise).toHaveBeenCalledTimes(1);
    expect(loaded.signIn).toHaveBeenCalledTimes(1);
    expect(loaded.signOut).toHaveBeenCalledTimes(1);
    expect(loaded.refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('leaves the visitor signed out and reports it when the code cannot load, and loads again at the next use', async () => {
    const store = createMemberStore();
    store.dispatch({ type: 'member/authenticationStarted' });
    const refused = new TypeError('Failed to fetch dynamically imported module');
    const loaded = fakeSession(store);
    const load = vi
      .fn<() => Promise<MemberSession>>()
      .mockRejectedValueOnce(refused)
      .mockResolvedValue(loaded);
    const onError = vi.fn();
    const session = sessionOnDemand(store, load, onError);
    const state = await session.initialise();
    expect(state.phase).toBe('notConnected');
    expect(onError).toHaveBeenCalledWith(refused);
    await session.authenticate();
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded.authenticate).toHaveBeenCalledTimes(1);
  });
});
