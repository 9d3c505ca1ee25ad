import { describe, expect, it } from 'vitest';
import { episode, liveStation } from '../testing/fixtures.ts';
import { initialJukeboxInstance, playbackForContent } from './playback.ts';
import { isNearEnd, shouldPreloadNext } from './preload.ts';

describe('the preload threshold', () => {
  it.each([
    [100, 120, false],
    [100.5, 120, true],
    [100, 119.9, true],
    [99, 120, false],
    [0, 20, false],
    [5, 20.5, true],
    [19, 20, false],
    [0, Number.NaN, false],
  ])('at %d s of a %d s item, preloading is %s', (time, duration, expected) => {
    expect(isNearEnd(time, duration)).toBe(expected);
  });
});

describe('shouldPreloadNext', () => {
  const at = (time: number, contents = [episode('1'), episode('2')]) => ({
    ...initialJukeboxInstance(),
    contents,
    currentContentIndex: 0,
    playbackCurrentTime: time,
    playback: playbackForContent(contents[0] ?? episode('x')),
  });

  it('asks for the next item once under 20 s remain', () => {
    expect(shouldPreloadNext(at(101))).toBe(true);
    expect(shouldPreloadNext(at(99))).toBe(false);
  });

  it('does not preload twice, past the last item, during an ad or for a live stream', () => {
    expect(shouldPreloadNext({ ...at(110), contentPreloaded: true })).toBe(false);
    expect(shouldPreloadNext(at(110, [episode('1')]))).toBe(false);
    const ad = at(110);
    expect(shouldPreloadNext({ ...ad, playback: { ...ad.playback, isAdUnitPlaying: true } })).toBe(false);
    const live = at(110, [liveStation('cbf'), episode('2')]);
    expect(shouldPreloadNext({ ...live, playback: { ...live.playback, duration: 120 } })).toBe(false);
  });
});
