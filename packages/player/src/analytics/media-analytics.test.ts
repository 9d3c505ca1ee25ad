import { describe, expect, it } from 'vitest';
import { playbackForContent } from '../jukebox/playback.ts';
import { episode } from '../testing/fixtures.ts';
import {
  AD_POSITIONS,
  AUTOPLAY_TYPES,
  MEDIA_CONTENT_TYPES,
  mediaAnalyticsEvent,
  VIEW_STATES,
} from './media-analytics.ts';

describe('media analytics codes', () => {
  it('are the codes of SPEC.md §3', () => {
    expect(VIEW_STATES).toEqual(['unplayed', 'played', 'stopped', 'completed']);
    expect(MEDIA_CONTENT_TYPES).toEqual(['ad', 'content']);
    expect(AUTOPLAY_TYPES).toEqual(['unknown', 'manual', 'auto', 'continuous']);
    expect(AD_POSITIONS).toEqual(['preroll', 'midroll', 'postroll', 'overlay', 'special']);
  });

  it('describe a content event, and an ad event with its position and unit', () => {
    const ad = { adUnit: '/pre', parameters: [] };
    const playback = playbackForContent(episode('1', { ad, metrikGlobalId: 'g1' }));
    const base = { autoplayType: 'manual' as const, playerName: 'j', position: 12.3456 };
    expect(mediaAnalyticsEvent(playback, { ...base, viewState: 'played' })).toMatchObject({
      viewState: 'played',
      contentType: 'content',
      mediaId: 'media-1',
      metrikGlobalId: 'g1',
      position: 12.346,
      duration: 120,
    });
    const adEvent = mediaAnalyticsEvent(playback, {
      ...base,
      viewState: 'completed',
      ad: { position: 'preroll' },
    });
    expect(adEvent).toMatchObject({ contentType: 'ad', adPosition: 'preroll', adUnit: '/pre' });
  });
});
