import { describe, expect, it, vi } from 'vitest';
import { audioCatalogueSample } from '@portail/contracts/wire-samples';
import { isLiveContent, mediaForContent } from '@portail/player';
import {
  episodeContent,
  fetchAudioCatalogue,
  parseAudioCatalogue,
  parseGlobalId,
  stationContent,
} from './audio-catalogue.ts';
import { montrealStation as station, sampleEpisode } from './test-support.ts';

const episode = sampleEpisode;

describe('the audio catalogue of the local services', () => {
  it('keeps every entry and field of the contract’s sample catalogue', () => {
    expect(parseAudioCatalogue(structuredClone(audioCatalogueSample))).toEqual(audioCatalogueSample);
  });

  it('keeps well-formed episodes, stations and ads and leaves out malformed or unsafe ones', () => {
    const catalogue = parseAudioCatalogue({
      episodes: [
        episode,
        { ...episode, globalId: '20-9', audioUrl: 'javascript:alert(1)' },
        { ...episode, globalId: '20-10', title: '' },
        { ...episode, globalId: '20-11', durationSeconds: '60' },
        'not an episode',
      ],
      stations: [station, { ...station, streamUrl: 'ftp://example.test/live' }],
      ads: [{ id: 'pub', adUnit: '/portail/ohdio/preroll', title: 'Pub', durationSeconds: 3, audioUrl: 'x' }],
    });
    expect(catalogue.episodes).toEqual([episode]);
    expect(catalogue.stations).toEqual([station]);
    expect(catalogue.ads).toEqual([]);
    expect(() => parseAudioCatalogue([])).toThrow(TypeError);
  });

  it('drops a malformed ad but keeps its episode', () => {
    const [parsed] = parseAudioCatalogue({ episodes: [{ ...episode, ad: { adUnit: 3 } }] }).episodes;
    expect(parsed).toBeDefined();
    expect(parsed?.ad).toBeUndefined();
  });

  it('is fetched from the API origin, and a failed answer rejects', async () => {
    const fetch = vi.fn(async () => Response.json({ episodes: [episode], stations: [], ads: [] }));
    const catalogue = await fetchAudioCatalogue('http://localhost:8083', { fetch });
    expect(fetch).toHaveBeenCalledWith('http://localhost:8083/audio/catalogue.json', expect.anything());
    expect(catalogue.episodes).toHaveLength(1);
    const failing = vi.fn(async () => new Response('non', { status: 503 }));
    await expect(fetchAudioCatalogue('http://localhost:8083', { fetch: failing })).rejects.toThrow(
      'Impossible de résoudre http://localhost:8083/audio/catalogue.json (503)',
    );
  });
});

describe('jukebox items from the catalogue', () => {
  it('reads a global id as its content type and id', () => {
    expect(parseGlobalId('20-1002')).toEqual({ contentTypeId: 20, id: '1002' });
    expect(parseGlobalId('sans-type')).toEqual({ contentTypeId: 0, id: 'sans-type' });
  });

  it('makes an on-demand item of an episode, with its stream, duration and ad', () => {
    const content = episodeContent(episode);
    expect(content).toMatchObject({
      globalId: { contentTypeId: 20, id: '1002' },
      mediaId: 'episode-1002',
      title: episode.title,
      subtitle: 'Pour emporter',
      src: episode.audioUrl,
      pageUrl: '/ohdio',
      duration: 140,
      ad: episode.ad,
    });
    expect(isLiveContent(content)).toBe(false);
  });

  it('makes a live item of a station: tag 8005, medianetlive, cbfxc played as sp01radio', () => {
    const content = stationContent({ ...station, mediaId: 'autre' });
    expect(isLiveContent(content)).toBe(true);
    expect(mediaForContent(content)).toEqual({ appCode: 'medianetlive', mediaId: 'sp01radio' });
    expect(content).toMatchObject({
      broadcastingNetworkId: 1,
      broadcastingStationCodeName: 'cbfxc',
      broadcastingStationId: 7,
      pageUrl: '/premiere',
    });
    expect(content.duration).toBeUndefined();
  });
});
