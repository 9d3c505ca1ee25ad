import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJukebox } from '../jukebox/jukebox.ts';
import { asAudio, FakeAudio } from '../testing/fake-audio.ts';
import { episode, liveStation, memoryStorage } from '../testing/fixtures.ts';
import type { MediaAnalyticsEvent } from '../analytics/media-analytics.ts';
import { createMediaPlaybackStore } from '../media/media-playback.ts';
import { createAudioEngine, type AudioEngineOptions } from './audio-engine.ts';
import type { HlsConstructor, HlsInstance } from './hls-source.ts';

const NAME = 'audioOHdioJukebox';
const settle = () => vi.advanceTimersByTimeAsync(0);

function setup(options: Partial<AudioEngineOptions> = {}, storage = memoryStorage()) {
  const jukebox = createJukebox({ storage });
  jukebox.init();
  const fakes: FakeAudio[] = [];
  const events: MediaAnalyticsEvent[] = [];
  const onError = vi.fn();
  const engine = createAudioEngine({
    jukebox,
    media: createMediaPlaybackStore(),
    createAudio: () => {
      const fake = new FakeAudio();
      fakes.push(fake);
      return asAudio(fake);
    },
    reportAnalytics: (event) => events.push(event),
    onError,
    ...options,
  });
  const [first, second] = fakes as [FakeAudio, FakeAudio];
  const instance = () => jukebox.getInstance(NAME);
  return { jukebox, engine, first, second, events, onError, instance };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the audio engine', () => {
  it('mounts itself as the jukebox player and loads and plays a new list', async () => {
    const { jukebox, first, instance, events } = setup();
    expect(instance().isMount).toBe(true);
    jukebox.playList([episode('1'), episode('2')]);
    await settle();
    expect(first.src).toBe('https://audio.test/1.mp3');
    expect(first.playCalls).toBe(1);
    first.startPlaying();
    expect(instance().playback.isPlaying).toBe(true);
    expect(events.map((e) => [e.viewState, e.contentType, e.autoplayType])).toEqual([
      ['unplayed', 'content', 'manual'],
      ['played', 'content', 'manual'],
    ]);
  });

  it('reports the position every 500 ms while playing, and the duration once metadata arrives', async () => {
    const { jukebox, first, instance } = setup();
    jukebox.playList([episode('1', { duration: undefined })]);
    await settle();
    vi.advanceTimersByTime(250);
    expect(instance().playback.duration).toBe(0);
    first.loadMetadata(90);
    vi.advanceTimersByTime(250);
    expect(instance().playback.duration).toBe(90);
    first.startPlaying();
    first.currentTime = 3;
    vi.advanceTimersByTime(499);
    expect(instance().playbackCurrentTime).toBe(0);
    vi.advanceTimersByTime(1);
    expect(instance().playbackCurrentTime).toBe(3);
    first.currentTime = 4;
    vi.advanceTimersByTime(500);
    expect(instance().playbackCurrentTime).toBe(4);
  });

  it('gives up waiting for metadata after 40 retries of 250 ms', async () => {
    const { jukebox, first, instance } = setup();
    jukebox.playList([episode('1', { duration: undefined })]);
    await settle();
    vi.advanceTimersByTime(40 * 250);
    first.readyState = 1;
    first.duration = 60;
    vi.advanceTimersByTime(1000);
    expect(instance().playback.duration).toBe(0);
  });

  it('applies volume as 100 × the level, mute and reading speed to the elements', async () => {
    const { jukebox, first, second } = setup();
    jukebox.playList([episode('1')]);
    await settle();
    jukebox.setVolume(0.25);
    expect(first.volume).toBe(0.25);
    expect(second.volume).toBe(0.25);
    jukebox.toggleMute();
    expect(first.muted).toBe(true);
    jukebox.setReadingSpeed(1.5);
    expect(first.playbackRate).toBe(1.5);
  });

  it('pauses, seeks while playing and moves a paused element to a stored seek time', async () => {
    const { jukebox, first, instance, events } = setup();
    jukebox.playList([episode('1')]);
    await settle();
    first.startPlaying();
    jukebox.seekBy(30);
    expect(first.currentTime).toBe(30);
    jukebox.pause();
    expect(instance().playback).toMatchObject({ isPlaying: false, seekTime: 30 });
    expect(events.at(-1)?.viewState).toBe('stopped');
    jukebox.seekBy(15);
    expect(first.currentTime).toBe(45);
  });

  it('preloads the next item in the idle element under 20 s from the end, then swaps to it', async () => {
    const { jukebox, first, second, instance } = setup();
    jukebox.playList([episode('1'), episode('2')]);
    await settle();
    first.loadMetadata(120);
    first.startPlaying();
    first.currentTime = 99;
    vi.advanceTimersByTime(500);
    expect(instance().contentPreloaded).toBe(false);
    first.currentTime = 101;
    vi.advanceTimersByTime(500);
    await settle();
    expect(instance().contentPreloaded).toBe(true);
    expect(second.src).toBe('https://audio.test/2.mp3');
    expect(second.playCalls).toBe(0);
    expect([first.dataset.playerSlot, second.dataset.playerSlot]).toEqual(['active', 'idle']);
    first.finish();
    await settle();
    expect(instance().currentContentIndex).toBe(1);
    expect(second.playCalls).toBe(1);
    expect([first.dataset.playerSlot, second.dataset.playerSlot]).toEqual(['idle', 'active']);
    expect(first.src).toBe('https://audio.test/1.mp3');
    second.startPlaying();
    expect(instance().playback).toMatchObject({ isPlaying: true, mediaId: 'media-2' });
    expect(jukebox.autoplayTypeOf()).toBe('continuous');
  });

  it('starts the next item when an episode ends without a preload, and reports completion', async () => {
    const { jukebox, first, instance, events } = setup();
    jukebox.playList([episode('1', { duration: 10 }), episode('2')]);
    await settle();
    first.startPlaying();
    first.finish();
    await settle();
    expect(events.some((e) => e.viewState === 'completed' && e.mediaId === 'media-1')).toBe(true);
    expect(instance().currentContentIndex).toBe(1);
    expect(first.src).toBe('https://audio.test/2.mp3');
  });

  it('plays the ad first with the ad flags, then the content', async () => {
    const resolveAdSource = vi.fn(() => 'https://audio.test/ad.mp3');
    const { jukebox, first, instance, events } = setup({ resolveAdSource });
    const ad = { adUnit: '/ohdio/preroll', parameters: [{ key: 'section', value: 'balado' }] };
    jukebox.playList([episode('1', { ad })]);
    await settle();
    expect(resolveAdSource).toHaveBeenCalledWith(ad, expect.objectContaining({ mediaId: 'media-1' }));
    expect(first.src).toBe('https://audio.test/ad.mp3');
    expect(instance().playback.isAdUnitPlaying).toBe(true);
    first.startPlaying();
    expect(events.at(-1)).toMatchObject({
      viewState: 'played',
      contentType: 'ad',
      adPosition: 'preroll',
      adUnit: '/ohdio/preroll',
    });
    first.finish();
    await settle();
    expect(instance().playback.isAdUnitPlaying).toBe(false);
    expect(first.src).toBe('https://audio.test/1.mp3');
    expect(instance().currentContentIndex).toBe(0);
    first.startPlaying();
    expect(events.at(-1)).toMatchObject({ viewState: 'played', contentType: 'content' });
  });

  it('skips the ad when no clip is found', async () => {
    const { jukebox, first, instance } = setup({ resolveAdSource: () => null });
    jukebox.playList([episode('1', { ad: { adUnit: '/x', parameters: [] } })]);
    await settle();
    expect(first.src).toBe('https://audio.test/1.mp3');
    expect(instance().playback.isAdUnitPlaying).toBe(false);
  });

  it('reports a media error as a player error event; a fatal one stops playback', async () => {
    const { jukebox, first, instance, onError } = setup();
    jukebox.playList([episode('1')]);
    await settle();
    first.error = { code: 2, message: 'offline' };
    first.fire('error');
    expect(onError).toHaveBeenLastCalledWith({
      logCode: 'MEDIA_ERR_NETWORK',
      message: 'A network error stopped the media: offline',
      retry: true,
      isFatal: false,
    });
    expect(instance().lastState).not.toBe('error');
    first.error = { code: 4, message: '' };
    first.fire('error');
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ logCode: 'MEDIA_ERR_SRC_NOT_SUPPORTED', isFatal: true }),
    );
    expect(instance().lastState).toBe('error');
  });

  it('reports an item without a stream address', async () => {
    const { jukebox, onError, instance } = setup();
    jukebox.playList([episode('1', { src: undefined })]);
    await settle();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ logCode: 'MEDIA_SOURCE_UNRESOLVED', isFatal: true }),
    );
    expect(instance().lastState).toBe('error');
  });

  it('keeps the item paused when the browser refuses autoplay', async () => {
    const { jukebox, first, instance } = setup();
    first.playResult = Promise.reject(Object.assign(new Error('blocked'), { name: 'NotAllowedError' }));
    jukebox.playList([episode('1')]);
    await settle();
    expect(instance().playback).toMatchObject({ isPlaying: false, isWaiting: false });
    expect(instance().lastState).toBe('paused');
  });

  it('plays a live HLS stream directly where the browser has native HLS', async () => {
    const loadHls = vi.fn();
    const jukebox = createJukebox();
    jukebox.init();
    const fake = new FakeAudio();
    fake.nativeHls = true;
    createAudioEngine({
      jukebox,
      media: createMediaPlaybackStore(),
      createAudio: () => asAudio(fake),
      loadHls,
    });
    jukebox.playList([liveStation('cbfxc')]);
    await settle();
    expect(loadHls).not.toHaveBeenCalled();
    expect(fake.src).toBe('https://audio.test/live/cbfxc.m3u8');
  });

  it('loads hls.js only for a live HLS stream without native HLS, and recovers a fatal network error once', async () => {
    const instances: (HlsInstance & { listeners: Map<string, (e: string, d: never) => void> })[] = [];
    class FakeHls {
      static isSupported = () => true;
      static Events = { ERROR: 'hlsError' };
      listeners = new Map<string, (e: string, d: never) => void>();
      loadSource = vi.fn();
      attachMedia = vi.fn();
      startLoad = vi.fn();
      recoverMediaError = vi.fn();
      destroy = vi.fn();
      on(event: string, listener: (e: string, d: never) => void) {
        this.listeners.set(event, listener);
      }
      constructor() {
        instances.push(this);
      }
    }
    const loadHls = vi.fn(async () => FakeHls as unknown as HlsConstructor);
    const { jukebox, onError, first } = setup({ loadHls });
    jukebox.playList([episode('1')]);
    await settle();
    expect(loadHls).not.toHaveBeenCalled();
    jukebox.playList([liveStation('cbfxc')]);
    await settle();
    expect(loadHls).toHaveBeenCalledTimes(1);
    const hls = instances[0];
    expect(hls?.loadSource).toHaveBeenCalledWith('https://audio.test/live/cbfxc.m3u8');
    expect(hls?.attachMedia).toHaveBeenCalledWith(first);
    const emit = hls?.listeners.get('hlsError') as unknown as (e: string, d: object) => void;
    emit('hlsError', { type: 'networkError', details: 'manifestLoadError', fatal: true });
    expect(hls?.startLoad).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    emit('hlsError', { type: 'networkError', details: 'manifestLoadError', fatal: true });
    expect(onError).toHaveBeenCalledWith({
      logCode: 'HLS_networkError_manifestLoadError',
      message: 'HLS networkError: manifestLoadError',
      retry: true,
      isFatal: true,
    });
  });

  it('resumes a restored item at its saved position when play is asked', async () => {
    const storage = memoryStorage();
    const before = createJukebox({ storage });
    before.init();
    before.playList([episode('1'), episode('2')], { index: 1 });
    before.store.dispatch({ type: 'jukebox/timeUpdated', name: NAME, currentTime: 42 });
    before.flush();

    const jukebox = createJukebox({ storage });
    jukebox.init();
    const fake = new FakeAudio();
    createAudioEngine({ jukebox, media: createMediaPlaybackStore(), createAudio: () => asAudio(fake) });
    expect(fake.playCalls).toBe(0);
    jukebox.play();
    await settle();
    expect(fake.src).toBe('https://audio.test/2.mp3');
    fake.loadMetadata(120);
    vi.advanceTimersByTime(250);
    expect(fake.currentTime).toBe(42);
    expect(jukebox.getInstance().resumeTime).toBeNull();
  });

  it('stops, unmounts and ignores element events once disposed', async () => {
    const { jukebox, engine, first, instance } = setup();
    jukebox.playList([episode('1')]);
    await settle();
    first.startPlaying();
    engine.dispose();
    expect(first.paused).toBe(true);
    expect(instance().isMount).toBe(false);
    first.startPlaying();
    vi.advanceTimersByTime(1000);
    expect(instance().playback.isPlaying).toBe(false);
  });

  it('disposes itself when its jukebox is disposed', async () => {
    const { jukebox, first } = setup();
    jukebox.playList([episode('1')]);
    await settle();
    first.startPlaying();
    jukebox.dispose();
    expect(first.paused).toBe(true);
    expect(first.src).toBe('');
  });
});

describe('the audio engine and the media playback store', () => {
  it('reports what the element does under the jukebox name: waiting, playing, position, paused, ended', async () => {
    const media = createMediaPlaybackStore();
    const { jukebox, first } = setup({ media });
    const entry = () => media.getState()[NAME];
    expect(entry()).toMatchObject({ isInitialized: true, isPlaying: false, isWaitingForPlay: false });
    jukebox.playList([episode('1'), episode('2')]);
    await settle();
    expect(entry()).toMatchObject({ mediaId: 'media-1', appCode: 'medianet', isWaitingForPlay: true });
    first.startPlaying();
    expect(entry()).toMatchObject({ isPlaying: true, isWaitingForPlay: false, isPaused: false });
    first.currentTime = 12;
    vi.advanceTimersByTime(500);
    expect(entry()?.currentTime).toBe(12);
    first.fire('waiting');
    expect(entry()?.isWaitingForPlay).toBe(true);
    first.startPlaying();
    first.pause();
    expect(entry()).toMatchObject({ isPlaying: false, isPaused: true, currentTime: 12 });
    jukebox.seekTo(30);
    expect(entry()?.currentTime).toBe(30);
    first.startPlaying();
    first.finish();
    await settle();
    expect(entry()).toMatchObject({ mediaId: 'media-2', currentTime: 0, isWaitingForPlay: true });
  });

  it('flags the ad break and keeps a fatal error until something plays again', async () => {
    const media = createMediaPlaybackStore();
    const ad = { adUnit: '/ohdio/preroll', parameters: [] };
    const { jukebox, first } = setup({ media, resolveAdSource: () => 'https://audio.test/ad.mp3' });
    const entry = () => media.getState()[NAME];
    jukebox.playList([episode('1', { ad })]);
    await settle();
    expect(entry()?.adPlaying).toBe(true);
    first.startPlaying();
    first.finish();
    await settle();
    expect(entry()?.adPlaying).toBe(false);
    first.error = { code: 4, message: '' };
    first.fire('error');
    expect(entry()).toMatchObject({
      isPlaying: false,
      onError: expect.objectContaining({ logCode: 'MEDIA_ERR_SRC_NOT_SUPPORTED', isFatal: true }),
    });
    first.startPlaying();
    expect(entry()?.onError).toBeNull();
  });
});

describe('the audio engine and midroll and postroll ads', () => {
  it('reports each ad view with its position and keeps the episode’s view going across its midroll', async () => {
    const ad = {
      adUnit: '/ohdio/midroll',
      parameters: [
        { key: 'position', value: 'midroll' },
        { key: 'offset', value: '10' },
      ],
    };
    const media = createMediaPlaybackStore();
    const { jukebox, first, events } = setup({ media, resolveAdSource: () => 'https://audio.test/mid.mp3' });
    jukebox.playList([episode('1', { ad })]);
    await settle();
    first.startPlaying();
    first.currentTime = 9;
    vi.advanceTimersByTime(500);
    expect(first.src).toBe('https://audio.test/1.mp3');
    first.currentTime = 10.2;
    vi.advanceTimersByTime(500);
    await settle();
    expect(first.src).toBe('https://audio.test/mid.mp3');
    expect(media.getState()[NAME]).toMatchObject({
      adPlaying: true,
      adBreak: { position: 'midroll', currentTime: 0 },
      currentTime: 10.2,
    });
    first.startPlaying();
    first.currentTime = 1.5;
    first.duration = 3;
    vi.advanceTimersByTime(500);
    expect(media.getState()[NAME]?.adBreak).toEqual({ position: 'midroll', currentTime: 1.5, duration: 3 });
    // The episode's own position does not follow the ad's.
    expect(media.getState()[NAME]?.currentTime).toBe(10.2);
    first.finish();
    await settle();
    expect(first.src).toBe('https://audio.test/1.mp3');
    first.startPlaying();
    expect(events.map((e) => [e.viewState, e.contentType, e.adPosition])).toEqual([
      ['unplayed', 'content', undefined],
      ['played', 'content', undefined],
      ['unplayed', 'ad', 'midroll'],
      ['played', 'ad', 'midroll'],
      ['completed', 'ad', 'midroll'],
    ]);
  });
});
