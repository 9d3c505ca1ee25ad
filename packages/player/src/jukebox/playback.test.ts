import { describe, expect, it } from 'vitest';
import { episode, liveStation } from '../testing/fixtures.ts';
import { initialJukeboxInstance, isLiveContent, mediaForContent, playbackForContent } from './playback.ts';

describe('a new jukebox instance', () => {
  it('starts with every field of SPEC.md §3 at its initial value', () => {
    expect(initialJukeboxInstance()).toEqual({
      contents: [],
      currentContentIndex: -1,
      contentPreloaded: false,
      isMount: false,
      isWaitingForContent: false,
      lastState: 'idle',
      muted: false,
      volume: 1,
      volumeMuted: 1,
      readingSpeed: 1,
      resumeTime: null,
      playbackCurrentTime: 0,
      playback: {
        appCode: 'medianet',
        duration: 0,
        globalId: null,
        isAdUnitPlaying: false,
        isPlaying: false,
        isWaiting: false,
        mediaId: null,
        seekTime: 0,
        metricPlaybackListItem: null,
        metrikGlobalId: null,
        primaryClassificationTagId: null,
        ad: null,
        isLive: false,
      },
    });
  });
});

describe('the media of an item', () => {
  it.each([
    ['an on-demand episode', episode('1'), { appCode: 'medianet', mediaId: 'media-1' }],
    [
      'an episode with its own app code',
      episode('2', { appCode: 'toutv' }),
      { appCode: 'toutv', mediaId: 'media-2' },
    ],
    ['a live station (tag 8005)', liveStation('cbf'), { appCode: 'medianetlive', mediaId: 'live-cbf' }],
    ['the cbfxc station', liveStation('cbfxc'), { appCode: 'medianetlive', mediaId: 'sp01radio' }],
    [
      'the cbfxc station in capitals',
      liveStation('CBFXC'),
      { appCode: 'medianetlive', mediaId: 'sp01radio' },
    ],
    [
      'a content type 38 clip without media id',
      episode('777', { globalId: { contentTypeId: 38, id: '777' }, mediaId: undefined }),
      { appCode: 'wamfr', mediaId: '777' },
    ],
    [
      'a content type 38 clip with a media id',
      episode('778', { globalId: { contentTypeId: 38, id: '778' }, mediaId: 'wam-9' }),
      { appCode: 'wamfr', mediaId: 'wam-9' },
    ],
  ])('for %s is %o', (_label, content, expected) => {
    expect(mediaForContent(content)).toEqual(expected);
  });

  it('marks live only the items classified with tag 8005', () => {
    expect(isLiveContent(liveStation('cbf'))).toBe(true);
    expect(isLiveContent(episode('1', { primaryClassificationTagId: 8004 }))).toBe(false);
  });
});

describe('the playback of an item about to play', () => {
  it('waits for the player and carries the item identity, metrics and ad', () => {
    const ad = { adUnit: '/ohdio/preroll', parameters: [{ key: 'pos', value: 'pre' }] };
    const playback = playbackForContent(
      episode('5', {
        metrikGlobalId: 'm-5',
        metricPlaybackListItem: 'list-1',
        ad,
        primaryClassificationTagId: 12,
      }),
      30,
    );
    expect(playback).toMatchObject({
      isWaiting: true,
      isPlaying: false,
      seekTime: 30,
      duration: 120,
      globalId: { contentTypeId: 20, id: '5' },
      metrikGlobalId: 'm-5',
      metricPlaybackListItem: 'list-1',
      primaryClassificationTagId: 12,
      ad,
      isLive: false,
    });
    expect(playback).not.toHaveProperty('broadcastingStationId');
  });

  it('adds the broadcasting fields to live items and never seeks them', () => {
    const playback = playbackForContent(liveStation('cbfxc'), 50);
    expect(playback).toMatchObject({
      appCode: 'medianetlive',
      mediaId: 'sp01radio',
      isLive: true,
      duration: 0,
      seekTime: 0,
      broadcastingNetworkId: 1,
      broadcastingStationCodeName: 'cbfxc',
      broadcastingStationId: 42,
    });
  });
});
