import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JUKEBOX_STORAGE_KEY } from '../constants.ts';
import { PlayerNotFoundError, PlayerStateNotFoundError } from '../errors.ts';
import { episode, liveStation, memoryStorage } from '../testing/fixtures.ts';
import { createJukebox } from './jukebox.ts';

const fakePlayer = () => ({
  load: vi.fn<() => void>(),
  play: vi.fn<() => void>(),
  pause: vi.fn<() => void>(),
  seek: vi.fn<(seconds: number) => void>(),
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('jukebox instances', () => {
  it('creates the default instance audioOHdioJukebox and named ones side by side', () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.init('second');
    expect(Object.keys(jukebox.store.getState().instances)).toEqual(['audioOHdioJukebox', 'second']);
    expect(jukebox.store.getState().settings.second).toEqual({ readingSpeed: 1 });
  });

  it('throws « Player state not found » for an instance that was never initialised', () => {
    const jukebox = createJukebox();
    expect(() => jukebox.playList([episode('1')], { name: 'missing' })).toThrow(PlayerStateNotFoundError);
    expect(() => jukebox.toggleMute('missing')).toThrow('Player state not found');
    try {
      jukebox.seekBy(10, 'missing');
    } catch (error) {
      expect(error).toMatchObject({ code: 'PLAYER_STATE_NOT_FOUND', jukeboxName: 'missing' });
    }
  });

  it('throws « Player not found » for a command that needs a player when none is attached', () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.playList([episode('1')]);
    expect(() => jukebox.pause()).toThrow(PlayerNotFoundError);
    expect(() => jukebox.getPlayer()).toThrow('Player not found');
  });

  it('can be disposed and initialised again from scratch', () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.playList([episode('1')]);
    jukebox.dispose();
    expect(jukebox.hasInstance()).toBe(false);
    expect(() => jukebox.getInstance()).toThrow(PlayerStateNotFoundError);
    expect(jukebox.init().contents).toEqual([]);
  });
});

describe('playing', () => {
  it('plays a new list waiting for the player at the chosen item', () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.playList([episode('1'), episode('2')], { index: 1 });
    const instance = jukebox.getInstance();
    expect(instance.currentContentIndex).toBe(1);
    expect(instance.playback).toMatchObject({ isWaiting: true, isPlaying: false, mediaId: 'media-2' });
    expect(instance.isWaitingForContent).toBe(true);
    expect(jukebox.autoplayTypeOf()).toBe('manual');
  });

  it('asks an attached player to load the new item', () => {
    const jukebox = createJukebox();
    jukebox.init();
    const player = fakePlayer();
    jukebox.attachPlayer(player);
    expect(jukebox.getInstance().isMount).toBe(true);
    jukebox.playList([episode('1')]);
    expect(player.load).toHaveBeenCalledTimes(1);
    expect(jukebox.getInstance().isWaitingForContent).toBe(false);
  });

  it('follows the player events: play, pause, ad start and ad end', () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.playList([episode('1')]);
    const name = 'audioOHdioJukebox';
    jukebox.store.dispatch({ type: 'jukebox/adStarted', name });
    expect(jukebox.getInstance().playback.isAdUnitPlaying).toBe(true);
    jukebox.store.dispatch({ type: 'jukebox/adEnded', name });
    expect(jukebox.getInstance().playback.isAdUnitPlaying).toBe(false);
    jukebox.store.dispatch({ type: 'jukebox/playing', name });
    expect(jukebox.getInstance().playback).toMatchObject({ isPlaying: true, isWaiting: false });
    expect(jukebox.getInstance().lastState).toBe('playing');
    jukebox.store.dispatch({ type: 'jukebox/timeUpdated', name, currentTime: 42 });
    jukebox.store.dispatch({ type: 'jukebox/paused', name });
    expect(jukebox.getInstance().playback).toMatchObject({ isPlaying: false, seekTime: 42 });
    expect(jukebox.getInstance().lastState).toBe('paused');
  });

  it('toggles play through the attached player', () => {
    const jukebox = createJukebox();
    jukebox.init();
    const player = fakePlayer();
    jukebox.attachPlayer(player);
    jukebox.playList([episode('1')]);
    jukebox.store.dispatch({ type: 'jukebox/playing', name: 'audioOHdioJukebox' });
    jukebox.togglePlay();
    expect(player.pause).toHaveBeenCalledTimes(1);
    jukebox.store.dispatch({ type: 'jukebox/paused', name: 'audioOHdioJukebox' });
    jukebox.togglePlay();
    expect(player.play).toHaveBeenCalledTimes(1);
  });

  it('marks the instance waiting for content when play is asked before a player is attached', () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.playList([episode('1')]);
    jukebox.store.dispatch({ type: 'jukebox/paused', name: 'audioOHdioJukebox' });
    jukebox.play();
    expect(jukebox.getInstance()).toMatchObject({ isWaitingForContent: true, lastState: 'waiting' });
  });
});

describe('next and previous', () => {
  const started = () => {
    const jukebox = createJukebox();
    jukebox.init();
    const player = fakePlayer();
    jukebox.attachPlayer(player);
    jukebox.playList([episode('1'), episode('2'), episode('3')]);
    return { jukebox, player };
  };

  it('starts the next item by itself when the media ends, as continuous play', () => {
    const { jukebox, player } = started();
    jukebox.handleMediaEnded();
    expect(jukebox.getInstance().currentContentIndex).toBe(1);
    expect(jukebox.getInstance().playback.isWaiting).toBe(true);
    expect(jukebox.autoplayTypeOf()).toBe('continuous');
    expect(player.load).toHaveBeenCalledTimes(2);
  });

  it('throttles the next handler to one move per 2000 ms', () => {
    const { jukebox } = started();
    expect(jukebox.next()).toBe(true);
    jukebox.handleMediaEnded();
    expect(jukebox.next()).toBe(false);
    expect(jukebox.getInstance().currentContentIndex).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(jukebox.next()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(jukebox.next()).toBe(true);
    expect(jukebox.getInstance().currentContentIndex).toBe(2);
  });

  it('stays on the last item, ended, when the list is over', () => {
    const { jukebox } = started();
    jukebox.playItem(2);
    jukebox.handleMediaEnded();
    expect(jukebox.getInstance().currentContentIndex).toBe(2);
    expect(jukebox.getInstance().lastState).toBe('ended');
  });

  it('goes back one item, or to the start of the first one', () => {
    const { jukebox } = started();
    jukebox.playItem(1);
    jukebox.previous();
    expect(jukebox.getInstance().currentContentIndex).toBe(0);
    jukebox.store.dispatch({ type: 'jukebox/timeUpdated', name: 'audioOHdioJukebox', currentTime: 50 });
    jukebox.store.dispatch({ type: 'jukebox/paused', name: 'audioOHdioJukebox' });
    jukebox.previous();
    expect(jukebox.getInstance().playback.seekTime).toBe(0);
  });
});

describe('seeking by a relative time', () => {
  it('seeks the player at once while playing', () => {
    const jukebox = createJukebox();
    jukebox.init();
    const player = fakePlayer();
    jukebox.attachPlayer(player);
    jukebox.playList([episode('1')]);
    jukebox.store.dispatch({ type: 'jukebox/playing', name: 'audioOHdioJukebox' });
    jukebox.store.dispatch({ type: 'jukebox/timeUpdated', name: 'audioOHdioJukebox', currentTime: 30 });
    jukebox.seekBy(15);
    expect(player.seek).toHaveBeenCalledWith(45);
    expect(jukebox.getInstance().playback.seekTime).toBe(0);
  });

  it('stores the new seek time while paused, within the item', () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.playList([episode('1')]);
    jukebox.seekBy(30);
    jukebox.seekBy(15);
    expect(jukebox.getInstance().playback.seekTime).toBe(45);
    jukebox.seekBy(-100);
    expect(jukebox.getInstance().playback.seekTime).toBe(0);
    jukebox.seekBy(500);
    expect(jukebox.getInstance().playback.seekTime).toBe(120);
  });

  it('never seeks a live stream', () => {
    const jukebox = createJukebox();
    jukebox.init();
    jukebox.playList([liveStation('cbfxc')]);
    jukebox.seekBy(30);
    expect(jukebox.getInstance().playback.seekTime).toBe(0);
  });
});

describe('volume and mute', () => {
  const ready = () => {
    const jukebox = createJukebox();
    jukebox.init();
    return jukebox;
  };

  it('rounds the volume to 2 decimals and clamps it to 0–1', () => {
    const jukebox = ready();
    jukebox.setVolume(0.456);
    expect(jukebox.getInstance().volume).toBe(0.46);
    jukebox.setVolume(3);
    expect(jukebox.getInstance().volume).toBe(1);
  });

  it('mutes at volume 0 and keeps the last level to restore', () => {
    const jukebox = ready();
    jukebox.setVolume(0.3);
    jukebox.setVolume(0);
    expect(jukebox.getInstance()).toMatchObject({ volume: 0, muted: true, volumeMuted: 0.3 });
    jukebox.toggleMute();
    expect(jukebox.getInstance()).toMatchObject({ volume: 0.3, muted: false });
  });

  it('ignores a volume for a jukebox that does not exist', () => {
    const jukebox = ready();
    const before = jukebox.store.getState();
    jukebox.setVolume(0.5, 'missing');
    expect(jukebox.store.getState()).toBe(before);
  });

  it('toggles mute: mutes when unmuted, restores the stored volume when muted', () => {
    const jukebox = ready();
    jukebox.setVolume(0.6);
    jukebox.toggleMute();
    expect(jukebox.getInstance()).toMatchObject({ muted: true, volume: 0.6, volumeMuted: 0.6 });
    jukebox.toggleMute();
    expect(jukebox.getInstance()).toMatchObject({ muted: false, volume: 0.6 });
  });

  it('restores the default volume when toggling mute off with no stored volume', () => {
    const jukebox = ready();
    jukebox.store.dispatch({
      type: 'jukebox/initialised',
      name: 'audioOHdioJukebox',
      restored: { ...jukebox.getInstance(), muted: true, volume: 0, volumeMuted: 0 },
    });
    jukebox.toggleMute();
    expect(jukebox.getInstance()).toMatchObject({ muted: false, volume: 1 });
  });

  it('mutes, and unmutes to the default volume', () => {
    const jukebox = ready();
    jukebox.setVolume(0.2);
    jukebox.mute();
    expect(jukebox.getInstance().muted).toBe(true);
    jukebox.unmute();
    expect(jukebox.getInstance()).toMatchObject({ muted: false, volume: 1 });
  });
});

describe('reading speed and settings', () => {
  it('sets the reading speed within 0.5–2× and saves settings with readingSpeed reset to 1, throttled 5000 ms', () => {
    const saveSettings = vi.fn();
    const jukebox = createJukebox({ saveSettings });
    jukebox.init();
    jukebox.setReadingSpeed(1.5);
    expect(jukebox.getInstance().readingSpeed).toBe(1.5);
    expect(jukebox.store.getState().settings.audioOHdioJukebox).toEqual({ readingSpeed: 1.5 });
    expect(saveSettings).toHaveBeenCalledWith('audioOHdioJukebox', { readingSpeed: 1 });
    jukebox.setReadingSpeed(3);
    expect(jukebox.getInstance().readingSpeed).toBe(2);
    jukebox.setReadingSpeed(0.1);
    expect(jukebox.getInstance().readingSpeed).toBe(0.5);
    expect(saveSettings).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(saveSettings).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(saveSettings).toHaveBeenCalledTimes(2);
  });

  it('reports a failed settings save without breaking the jukebox', async () => {
    const onSaveError = vi.fn();
    const jukebox = createJukebox({ saveSettings: () => Promise.reject(new Error('down')), onSaveError });
    jukebox.init();
    jukebox.setReadingSpeed(2);
    await vi.waitFor(() => expect(onSaveError).toHaveBeenCalled());
  });
});

describe('saving and restoring', () => {
  it('saves the state under RC_AUDIOJUKEBOX_V15 at most once per 5000 ms, the last state included', () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const jukebox = createJukebox({ storage });
    jukebox.init();
    jukebox.playList([episode('1')]);
    jukebox.setVolume(0.5);
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(setItem).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.data.get(JUKEBOX_STORAGE_KEY) ?? '').instances.audioOHdioJukebox.volume).toBe(
      0.5,
    );
  });

  it('restores the queue after a reload, paused and unmounted, at the saved position', () => {
    const storage = memoryStorage();
    const before = createJukebox({ storage });
    before.init();
    before.attachPlayer(fakePlayer());
    before.playList([episode('1'), episode('2')], { index: 1 });
    before.store.dispatch({ type: 'jukebox/playing', name: 'audioOHdioJukebox' });
    before.store.dispatch({ type: 'jukebox/timeUpdated', name: 'audioOHdioJukebox', currentTime: 63.5 });
    before.setReadingSpeed(1.5);
    before.setVolume(0.4);
    before.flush();

    const after = createJukebox({ storage });
    const restored = after.init();
    expect(restored.contents.map((c) => c.globalId.id)).toEqual(['1', '2']);
    expect(restored).toMatchObject({
      currentContentIndex: 1,
      isMount: false,
      volume: 0.4,
      readingSpeed: 1,
      playbackCurrentTime: 63.5,
      resumeTime: 63.5,
      lastState: 'paused',
    });
    expect(restored.playback).toMatchObject({
      isPlaying: false,
      isWaiting: false,
      mediaId: 'media-2',
      seekTime: 63.5,
    });
    expect(after.autoplayTypeOf()).toBe('auto');
  });

  it('stops saving once closed', () => {
    const storage = memoryStorage();
    const jukebox = createJukebox({ storage });
    jukebox.init();
    jukebox.close();
    storage.data.clear();
    jukebox.setVolume(0.1);
    vi.advanceTimersByTime(10_000);
    expect(storage.data.size).toBe(0);
  });
});
