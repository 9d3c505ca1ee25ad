import { describe, expect, it, vi } from 'vitest';
import { runtimeConfigOf } from '@portail/contracts';
import { localDeploymentConfig } from '@portail/contracts/local-defaults';
import type { MemberSession } from '@portail/member';
import { createStore } from '@portail/state';
import { createConsentGate } from '@portail/telemetry';
import { followPrivacyChoice, readVisitorPrivacy, saveVisitorPrivacy } from './privacy-consent.ts';

const config = runtimeConfigOf(
  localDeploymentConfig({ ports: { portal: 8080, account: 8081, idp: 8082, api: 8083 } }),
);
type MemberState = ReturnType<MemberSession['store']['getState']>;

function fakeWindow() {
  const items = new Map<string, string>();
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const doc = new EventTarget() as EventTarget & { visibilityState: string };
  doc.visibilityState = 'visible';
  Object.assign(win, {
    document: doc,
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    },
    fetch: vi.fn(),
  });
  return { win: win as unknown as Window, doc, items };
}

function memberStore(phase: MemberState['phase'], token: string | null = null) {
  const state = { phase, user: { token }, profile: null, failure: null } as unknown as MemberState;
  return createStore<MemberState, MemberState>((_state, next) => next, state);
}

const chosen = (analytics: boolean, performance: boolean) =>
  Response.json({ choices: { analytics, performance }, chosen: true, history: [] });

describe('the portal follows the privacy choice', () => {
  it('sends nothing optional for a visitor who has not chosen, and what they chose once they have', () => {
    const { win } = fakeWindow();
    const gate = createConsentGate();
    const store = memberStore('notConnected');
    followPrivacyChoice({ gate, session: { store }, config, win, fetch: vi.fn() });
    expect(gate.decision('analytics')).toBe('refused');
    expect(gate.decision('performance')).toBe('refused');
    saveVisitorPrivacy(win, { analytics: true, performance: false }, new Date('2026-11-27T12:00:00Z'));
    expect(gate.decision('analytics')).toBe('allowed');
    expect(gate.decision('performance')).toBe('refused');
    expect(readVisitorPrivacy(win)).toEqual({
      analytics: true,
      performance: false,
      changedAt: '2026-11-27T12:00:00.000Z',
    });
  });

  it('holds measures while the member is recognised, then follows the member’s stored choice, not the browser’s', async () => {
    const { win } = fakeWindow();
    saveVisitorPrivacy(win, { analytics: true, performance: true });
    const gate = createConsentGate();
    const store = memberStore('authenticating');
    const fetch = vi.fn<typeof globalThis.fetch>(async () => chosen(false, true));
    followPrivacyChoice({ gate, session: { store }, config, win, fetch });
    expect(gate.decision('analytics')).toBe('pending');
    store.dispatch({
      ...store.getState(),
      phase: 'connected',
      user: { ...store.getState().user, token: 'jeton-a' },
    });
    expect(gate.decision('analytics')).toBe('pending');
    await vi.waitFor(() => expect(gate.decision('analytics')).toBe('refused'));
    expect(gate.decision('performance')).toBe('allowed');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${config.apiOrigin}/id/v3/accounts/me/confidentialite`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jeton-a');
  });

  it('sends nothing optional for a member whose choice cannot be read or was never made', async () => {
    const { win } = fakeWindow();
    saveVisitorPrivacy(win, { analytics: true, performance: true });
    for (const answer of [
      () => new Response(null, { status: 401 }),
      () => Response.json({ choices: { analytics: false, performance: false }, chosen: false, history: [] }),
    ]) {
      const gate = createConsentGate();
      const store = memberStore('connected', 'jeton-b');
      followPrivacyChoice({ gate, session: { store }, config, win, fetch: vi.fn(async () => answer()) });
      await vi.waitFor(() => expect(gate.decision('analytics')).toBe('refused'));
      expect(gate.decision('performance')).toBe('refused');
    }
  });

  it('reads the member’s choice again when the tab comes back, as it may have changed in Mon compte', async () => {
    const { win, doc } = fakeWindow();
    let now = 0;
    const answers = [chosen(true, true), chosen(false, false)];
    const gate = createConsentGate();
    const store = memberStore('connected', 'jeton-c');
    followPrivacyChoice({
      gate,
      session: { store },
      config,
      win,
      fetch: vi.fn(async () => answers.shift() ?? chosen(false, false)),
      now: () => now,
    });
    await vi.waitFor(() => expect(gate.decision('analytics')).toBe('allowed'));
    now = 60_000;
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(gate.decision('analytics')).toBe('refused'));
  });

  it('a visitor’s choice made in another tab holds here at once', () => {
    const { win, items } = fakeWindow();
    const gate = createConsentGate();
    followPrivacyChoice({
      gate,
      session: { store: memberStore('notConnected') },
      config,
      win,
      fetch: vi.fn(),
    });
    items.set(
      'portail.confidentialite',
      JSON.stringify({ analytics: true, performance: true, changedAt: 'x' }),
    );
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'portail.confidentialite' }));
    expect(gate.decision('performance')).toBe('allowed');
  });
});
