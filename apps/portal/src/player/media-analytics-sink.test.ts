import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialPlayback, mediaAnalyticsEvent } from '@portail/player';
import { createMediaAnalyticsSink } from './media-analytics-sink.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the media analytics sink', () => {
  it('batches content events to trace/message and ad events to trace/ads through the telemetry transport', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const send = createMediaAnalyticsSink('http://localhost:8083', { fetch, flushWhenHidden: false });
    const playback = {
      ...initialPlayback(),
      mediaId: 'episode-1002',
      ad: { adUnit: '/portail/ohdio/preroll', parameters: [] },
    };
    const base = { autoplayType: 'manual', playerName: 'audioOHdioJukebox', position: 0 } as const;
    send(mediaAnalyticsEvent(playback, { ...base, viewState: 'played', ad: { position: 'preroll' } }));
    send(mediaAnalyticsEvent(playback, { ...base, viewState: 'played' }));
    send(mediaAnalyticsEvent(playback, { ...base, viewState: 'completed', position: 140 }));
    expect(fetch).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(5000);
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    const byUrl = Object.fromEntries(calls.map(([url, init]) => [url, JSON.parse(String(init.body))]));
    expect(Object.keys(byUrl).sort()).toEqual([
      'http://localhost:8083/ohdio/trace/ads',
      'http://localhost:8083/ohdio/trace/message',
    ]);
    expect(byUrl['http://localhost:8083/ohdio/trace/ads']).toEqual([
      expect.objectContaining({
        message: 'media ad played',
        context: expect.objectContaining({ contentType: 'ad', adPosition: 'preroll' }),
      }),
    ]);
    expect(
      byUrl['http://localhost:8083/ohdio/trace/message'].map(
        (entry: { context: { viewState: string } }) => entry.context.viewState,
      ),
    ).toEqual(['played', 'completed']);
  });
});
