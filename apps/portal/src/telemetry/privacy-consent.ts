import {
  NO_OPTIONAL_MEASURES,
  PRIVACY_CHOICES_PATH,
  VISITOR_PRIVACY_KEY,
  effectivePrivacyChoices,
  parseVisitorPrivacy,
  type PrivacyChoices,
  type PrivacyState,
  type RuntimeConfig,
  type VisitorPrivacyRecord,
} from '@portail/contracts';
import { createApiClient } from '@portail/http/api-client';
import type { MemberSession } from '@portail/member';
import type { ConsentGate } from '@portail/telemetry';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function storageOf(win: Window): StorageLike | null {
  try {
    return win.localStorage;
  } catch {
    return null; // storage blocked: the visitor's choice lives for the page only
  }
}

/** The visitor's choice kept in this browser, or null. */
export function readVisitorPrivacy(win: Window): VisitorPrivacyRecord | null {
  try {
    return parseVisitorPrivacy(storageOf(win)?.getItem(VISITOR_PRIVACY_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the visitor's choice in this browser (the portal's origin), dated. */
export function saveVisitorPrivacy(
  win: Window,
  choices: PrivacyChoices,
  now = new Date(),
): VisitorPrivacyRecord {
  const record = {
    analytics: choices.analytics,
    performance: choices.performance,
    changedAt: now.toISOString(),
  };
  try {
    storageOf(win)?.setItem(VISITOR_PRIVACY_KEY, JSON.stringify(record));
  } catch {
    // full or blocked storage: the choice holds for this page
  }
  win.dispatchEvent(new CustomEvent(VISITOR_PRIVACY_EVENT));
  return record;
}

/** Told in this tab when the footer control saves the visitor's choice (other tabs get a storage event). */
export const VISITOR_PRIVACY_EVENT = 'portail:confidentialite';

export interface FollowPrivacyOptions {
  gate: ConsentGate;
  /** The member's state: only read and followed. */
  session: { store: Pick<MemberSession['store'], 'getState' | 'subscribe'> };
  config: RuntimeConfig;
  win: Window;
  fetch?: typeof fetch;
  /** A member's choice read at most this often when the tab comes back (ms). */
  rereadAfterMs?: number;
  now?: () => number;
}

/**
 * Keeps the telemetry's consent gate on the person's choice (issue 32 item 5): while the member is
 * being recognised, pending; a signed-in member's choice is read from the member APIs (it follows them
 * across devices; a failed read sends nothing optional) and read again when the tab comes back (it may
 * have changed in Mon compte); a visitor's is the one kept in this browser. Without a choice nothing
 * optional is sent, with or without Global Privacy Control (`effectivePrivacyChoices`).
 */
export function followPrivacyChoice({
  gate,
  session,
  config,
  win,
  fetch: fetcher = win.fetch.bind(win),
  rereadAfterMs = 30_000,
  now = Date.now,
}: FollowPrivacyOptions): () => void {
  const api = createApiClient({
    apiOrigin: config.apiOrigin,
    apiRouting: config.deployment.apiRouting,
    fetch: fetcher,
  });
  let reading = 0;
  let readToken: string | null = null;
  let readAt = 0;

  async function readMemberChoice(token: string): Promise<void> {
    const attempt = ++reading;
    readToken = token;
    readAt = now();
    let choices: PrivacyChoices = NO_OPTIONAL_MEASURES;
    try {
      const answer = await api.request({
        method: 'GET',
        api: 'accounts',
        path: PRIVACY_CHOICES_PATH,
        accessToken: token,
      });
      const state = answer.body as Partial<PrivacyState> | null;
      if (state?.chosen === true && state.choices) choices = effectivePrivacyChoices(state.choices);
    } catch {
      // unreadable: nothing optional leaves
    }
    if (attempt === reading) gate.decide(choices);
  }

  function follow(): void {
    const { phase, user } = session.store.getState();
    if (phase === 'authenticating') {
      gate.suspend();
      return;
    }
    if (phase === 'connected' && user.token) {
      if (user.token === readToken) return;
      gate.suspend();
      void readMemberChoice(user.token);
      return;
    }
    reading += 1;
    readToken = null;
    gate.decide(effectivePrivacyChoices(readVisitorPrivacy(win)));
  }

  const onVisitorChange = () => {
    if (session.store.getState().phase !== 'connected') follow();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_PRIVACY_KEY) onVisitorChange();
  };
  const onVisible = () => {
    const { phase, user } = session.store.getState();
    if (win.document.visibilityState !== 'visible' || phase !== 'connected' || !user.token) return;
    if (now() - readAt < rereadAfterMs) return;
    void readMemberChoice(user.token);
  };
  follow();
  const stop = session.store.subscribe(follow);
  win.addEventListener('storage', onStorage);
  win.addEventListener(VISITOR_PRIVACY_EVENT, onVisitorChange);
  win.document.addEventListener('visibilitychange', onVisible);
  return () => {
    stop();
    win.removeEventListener('storage', onStorage);
    win.removeEventListener(VISITOR_PRIVACY_EVENT, onVisitorChange);
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}
