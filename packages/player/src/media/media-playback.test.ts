import { describe, expect, it } from 'vitest';
import {
  createMediaPlaybackStore,
  initialMediaPlayback,
  type MediaPlaybackAction,
} from './media-playback.ts';

const started = () => {
  const store = createMediaPlaybackStore();
  store.dispatch({ type: 'media/initialised', playerId: 'p1' });
  return store;
};
const entry = (store: ReturnType<typeof started>) => store.getState().p1;

describe('the media playback store', () => {
  it('starts a player with the SPEC.md §3 defaults, initialised', () => {
    expect(initialMediaPlayback()).toMatchObject({
      liveIndex: -1,
      volume: 1,
      isInitialized: false,
      onError: null,
    });
    expect(entry(started())).toMatchObject({ liveIndex: -1, volume: 1, isInitialized: true, noAds: false });
  });

  it.each<[string, MediaPlaybackAction['type'], object]>([
    ['waiting for play', 'media/waitingForPlay', { isWaitingForPlay: true, isPlaying: false }],
    ['playing', 'media/playing', { isPlaying: true, isWaitingForPlay: false }],
    ['paused', 'media/paused', { isPaused: true, isPlaying: false }],
    ['an ad break starting', 'media/adBreakStarted', { adPlaying: true }],
  ])('moves to %s', (_label, type, expected) => {
    const store = started();
    store.dispatch({ type, playerId: 'p1' } as MediaPlaybackAction);
    expect(entry(store)).toMatchObject(expected);
  });

  it('ends an ad break and resets the playing state when ready, keeping media and volume', () => {
    const store = started();
    store.dispatch({
      type: 'media/mediaChanged',
      playerId: 'p1',
      media: { mediaId: 'm1', appCode: 'medianet' },
    });
    store.dispatch({ type: 'media/volumeChanged', playerId: 'p1', volume: 0.4 });
    store.dispatch({ type: 'media/playing', playerId: 'p1' });
    store.dispatch({ type: 'media/adBreakStarted', playerId: 'p1' });
    store.dispatch({ type: 'media/adBreakEnded', playerId: 'p1' });
    expect(entry(store)?.adPlaying).toBe(false);
    store.dispatch({ type: 'media/ready', playerId: 'p1' });
    expect(entry(store)).toMatchObject({ isPlaying: false, isPaused: false, mediaId: 'm1', volume: 0.4 });
  });

  it('mutes at volume 0 and restores the last level', () => {
    const store = started();
    store.dispatch({ type: 'media/volumeChanged', playerId: 'p1', volume: 0.7 });
    store.dispatch({ type: 'media/volumeChanged', playerId: 'p1', volume: 0 });
    expect(entry(store)).toMatchObject({ volume: 0, mute: true, volumeLastLevel: 0.7 });
    store.dispatch({ type: 'media/volumeRestored', playerId: 'p1' });
    expect(entry(store)).toMatchObject({ volume: 0.7, mute: false });
  });

  it('restores volume 1 when no level was ever set, toggles subtitles and keeps errors', () => {
    const store = started();
    store.dispatch({ type: 'media/muteChanged', playerId: 'p1', mute: true });
    store.dispatch({ type: 'media/volumeRestored', playerId: 'p1' });
    expect(entry(store)).toMatchObject({ volume: 1, mute: false });
    store.dispatch({ type: 'media/subtitlesToggled', playerId: 'p1' });
    expect(entry(store)?.subtitles).toBe(true);
    const error = { logCode: 'MEDIA_ERR_DECODE', message: 'x', retry: false, isFatal: true };
    store.dispatch({ type: 'media/playing', playerId: 'p1' });
    store.dispatch({ type: 'media/errored', playerId: 'p1', error });
    expect(entry(store)).toMatchObject({ onError: error, isPlaying: false });
  });

  it('ignores actions for an unknown player and forgets a removed one', () => {
    const store = started();
    const before = store.getState();
    store.dispatch({ type: 'media/playing', playerId: 'other' });
    expect(store.getState()).toBe(before);
    store.dispatch({ type: 'media/removed', playerId: 'p1' });
    expect(store.getState()).toEqual({});
  });
});
