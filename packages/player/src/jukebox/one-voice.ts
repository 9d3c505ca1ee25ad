/**
 * One voice per browser: when a jukebox of this tab starts playing, the other tabs of the origin
 * are told on a BroadcastChannel and pause theirs, as a member who starts an episode in one tab
 * expects the one playing in another to stop rather than talk over it.
 */
import type { JukeboxStore } from './jukebox.ts';

export const ONE_VOICE_CHANNEL = 'portail-player.voice';

/** The part of BroadcastChannel used here (tests pass their own). */
export interface VoiceChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

interface VoiceMessage {
  type: 'playing';
  tab: string;
}

function isVoiceMessage(value: unknown): value is VoiceMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === 'playing' && typeof message.tab === 'string';
}

/** Names of the instances that play. */
function voicesOf(store: JukeboxStore): Set<string> {
  const voices = new Set<string>();
  for (const [name, instance] of Object.entries(store.getState().instances)) {
    if (instance.playback.isPlaying) voices.add(name);
  }
  return voices;
}

/**
 * Keeps this tab's jukebox the only voice: announces each start, pauses on another tab's. Returns
 * the function that stops (and closes the channel).
 */
export function keepOneVoice({
  store,
  pause,
  channel,
  tabId,
}: {
  store: JukeboxStore;
  pause: (name: string) => void;
  channel: VoiceChannel;
  tabId: string;
}): () => void {
  let speaking = voicesOf(store);
  const unsubscribe = store.subscribe(() => {
    const now = voicesOf(store);
    const started = [...now].some((name) => !speaking.has(name));
    speaking = now;
    if (started) channel.postMessage({ type: 'playing', tab: tabId } satisfies VoiceMessage);
  });
  const onMessage = (event: MessageEvent) => {
    if (!isVoiceMessage(event.data) || event.data.tab === tabId) return;
    for (const name of voicesOf(store)) pause(name);
  };
  channel.addEventListener('message', onMessage);
  return () => {
    unsubscribe();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
