import { createMediaPlaybackStore } from '../media/media-playback.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJukebox } from '../jukebox/jukebox.ts';
import { asAudio, FakeAudio } from '../testing/fake-audio.ts';
import { episode } from '../testing/fixtures.ts';
import * as entry from './entry.ts';
import { startPlayerOnDemand } from './start-on-demand.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('starting the player on demand', () => {
  it('loads the engine at the first play and lets it start the waiting item', async () => {
    const jukebox = createJukebox();
    jukebox.init();
    const fake = new FakeAudio();
    const loadEngine = vi.fn(async () => entry);
    startPlayerOnDemand({
      jukebox,
      loadEngine,
      engineOptions: { createAudio: () => asAudio(fake), media: createMediaPlaybackStore() },
    });
    expect(loadEngine).not.toHaveBeenCalled();
    jukebox.playList([episode('1')]);
    jukebox.setVolume(0.5);
    expect(loadEngine).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(jukebox.getInstance().isMount).toBe(true);
    expect(fake.src).toBe('https://audio.test/1.mp3');
    expect(fake.playCalls).toBe(1);
  });

  it('clears the wait and reports a failed load, so the next click tries again', async () => {
    const jukebox = createJukebox();
    jukebox.init();
    const onError = vi.fn();
    const loadEngine = vi.fn(() => Promise.reject(new Error('offline')));
    startPlayerOnDemand({
      jukebox,
      loadEngine,
      onError,
      engineOptions: { media: createMediaPlaybackStore() },
    });
    jukebox.playList([episode('1')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(jukebox.getInstance()).toMatchObject({ lastState: 'error', isWaitingForContent: false });
    jukebox.play();
    expect(loadEngine).toHaveBeenCalledTimes(2);
  });
});
