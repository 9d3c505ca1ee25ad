import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { episode } from '../testing/fixtures.ts';
import { createJukebox, type Jukebox } from './jukebox.ts';
import { keepOneVoice, type VoiceChannel } from './one-voice.ts';

/** Channels of one origin: what one posts, the others receive (never itself), as BroadcastChannel. */
function channelBus() {
  const members = new Set<FakeChannel>();
  class FakeChannel implements VoiceChannel {
    readonly #listeners = new Set<(event: MessageEvent) => void>();
    posted: unknown[] = [];
    constructor() {
      members.add(this);
    }
    postMessage(message: unknown) {
      this.posted.push(message);
      for (const other of members) {
        if (other !== this)
          for (const listener of other.#listeners) listener(new MessageEvent('message', { data: message }));
      }
    }
    addEventListener(_: 'message', listener: (event: MessageEvent) => void) {
      this.#listeners.add(listener);
    }
    removeEventListener(_: 'message', listener: (event: MessageEvent) => void) {
      this.#listeners.delete(listener);
    }
    close() {
      members.delete(this);
    }
  }
  return () => new FakeChannel();
}

const player = () => ({ load: vi.fn(), play: vi.fn(), pause: vi.fn(), seek: vi.fn() });

function tab(newChannel: () => VoiceChannel, id: string) {
  const jukebox: Jukebox = createJukebox();
  jukebox.init();
  const attached = player();
  jukebox.attachPlayer(attached);
  const channel = newChannel();
  const stop = keepOneVoice({
    store: jukebox.store,
    pause: (name) => jukebox.pause(name),
    channel,
    tabId: id,
  });
  /** The audio element starts: the engine reports it. */
  const startPlaying = () => {
    jukebox.playList([episode(id)]);
    jukebox.store.dispatch({ type: 'jukebox/playing', name: 'audioOHdioJukebox' });
  };
  const isPlaying = () => jukebox.getInstance().playback.isPlaying;
  return { jukebox, attached, channel, stop, startPlaying, isPlaying };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one voice per browser', () => {
  it('pauses the jukebox playing in one tab when another tab starts playing', () => {
    const bus = channelBus();
    const first = tab(bus, 'a');
    const second = tab(bus, 'b');
    first.startPlaying();
    expect(first.isPlaying()).toBe(true);
    second.startPlaying();
    expect(first.attached.pause).toHaveBeenCalledTimes(1);
    expect(second.attached.pause).not.toHaveBeenCalled();
  });

  it('announces a start once, not on every time update while it plays', () => {
    const bus = channelBus();
    const first = tab(bus, 'a');
    first.startPlaying();
    first.jukebox.store.dispatch({ type: 'jukebox/timeUpdated', name: 'audioOHdioJukebox', currentTime: 3 });
    first.jukebox.store.dispatch({ type: 'jukebox/timeUpdated', name: 'audioOHdioJukebox', currentTime: 4 });
    expect((first.channel as unknown as { posted: unknown[] }).posted).toEqual([
      { type: 'playing', tab: 'a' },
    ]);
  });

  it('leaves a paused jukebox alone and ignores messages that are not its own kind', () => {
    const bus = channelBus();
    const first = tab(bus, 'a');
    const second = tab(bus, 'b');
    second.channel.postMessage({ type: 'playing' });
    second.channel.postMessage('playing');
    second.startPlaying();
    expect(first.attached.pause).not.toHaveBeenCalled();
  });

  it('stops listening once stopped', () => {
    const bus = channelBus();
    const first = tab(bus, 'a');
    const second = tab(bus, 'b');
    first.startPlaying();
    first.stop();
    second.startPlaying();
    expect(first.attached.pause).not.toHaveBeenCalled();
  });
});
