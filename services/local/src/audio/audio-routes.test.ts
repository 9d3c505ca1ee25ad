import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_CATALOGUE_PATH, LIVE_CLASSIFICATION_TAG, type AudioCatalogue } from '@portail/contracts';
import { audioCatalogueSample } from '@portail/contracts/wire-samples';
import { MIDROLL_OFFSET_SECONDS } from './audio-catalogue.ts';
import { audioRoutes } from './audio-routes.ts';

const API_ORIGIN = 'http://localhost:18983';
let app: FastifyInstance;
let dir: string;
let catalogue: AudioCatalogue;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portail-audio-'));
  app = Fastify();
  await app.register(audioRoutes, { apiOrigin: API_ORIGIN, audioDir: dir });
  await app.ready();
  catalogue = (await app.inject({ url: AUDIO_CATALOGUE_PATH })).json();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const pathOf = (url: string) => new URL(url).pathname;

describe('GET /audio/catalogue.json', () => {
  it('serves at the contract’s path entries with exactly the contract’s fields (the ad only when there is one)', () => {
    const fields = (entry: object | undefined) => Object.keys(entry ?? {}).sort();
    const [episode] = audioCatalogueSample.episodes;
    for (const served of catalogue.episodes) {
      const expected = Object.keys(episode ?? {}).filter((key) => key !== 'ad' || 'ad' in served);
      expect(fields(served)).toEqual(expected.sort());
      if (served.ad) expect(fields(served.ad)).toEqual(fields(episode?.ad));
    }
    for (const served of catalogue.stations)
      expect(fields(served)).toEqual(fields(audioCatalogueSample.stations[0]));
    for (const served of catalogue.ads) expect(fields(served)).toEqual(fields(audioCatalogueSample.ads[0]));
    expect(catalogue.episodes.some((served) => served.ad)).toBe(true);
  });

  it('lists French episodes, live stations (tag 8005, cbfxc is sp01radio) and a 3-second ad', () => {
    expect(catalogue.episodes.length).toBeGreaterThanOrEqual(5);
    expect(catalogue.episodes[0]).toMatchObject({
      appCode: 'medianet',
      title: expect.stringMatching(/[éèàç]|\s/),
    });
    const cbfxc = catalogue.stations.find((station) => station.broadcastingStationCodeName === 'cbfxc');
    expect(cbfxc).toMatchObject({
      mediaId: 'sp01radio',
      appCode: 'medianetlive',
      primaryClassificationTagId: LIVE_CLASSIFICATION_TAG,
    });
    expect(catalogue.ads[0]?.durationSeconds).toBe(3);
  });

  it('gives episodes of over a minute, and puts the ad unit of the ad clip on some of them', () => {
    for (const episode of catalogue.episodes) expect(episode.durationSeconds).toBeGreaterThan(60);
    const withAd = catalogue.episodes.filter((episode) => episode.ad);
    expect(withAd.length).toBeGreaterThan(0);
    expect(withAd.length).toBeLessThan(catalogue.episodes.length);
    expect(withAd[0]?.ad).toEqual({
      adUnit: catalogue.ads[0]?.adUnit,
      parameters: expect.arrayContaining([{ key: 'position', value: 'preroll' }]),
    });
  });

  it('has an ad clip for each position an audio player plays, and an episode with each, the midroll at its offset', () => {
    for (const position of ['preroll', 'midroll', 'postroll']) {
      const clip = catalogue.ads.find((ad) => ad.position === position);
      expect(clip?.adUnit).toBe(`/portail/ohdio/${position}`);
      const episode = catalogue.episodes.find((item) => item.ad?.adUnit === clip?.adUnit);
      expect(episode?.ad?.parameters).toContainEqual({ key: 'position', value: position });
    }
    const midroll = catalogue.episodes.find((item) => item.ad?.adUnit === '/portail/ohdio/midroll');
    expect(midroll?.ad?.parameters).toContainEqual({ key: 'offset', value: String(MIDROLL_OFFSET_SECONDS) });
    expect(MIDROLL_OFFSET_SECONDS).toBeLessThan(midroll?.durationSeconds ?? 0);
  });

  it('declares in each episode file the duration the catalogue gives', async () => {
    const episode = catalogue.episodes[0];
    const wav = (await app.inject({ url: pathOf(episode?.audioUrl ?? '') })).rawPayload;
    const byteRate = wav.readUInt32LE(28);
    expect(wav.readUInt32LE(40) / byteRate).toBeCloseTo(episode?.durationSeconds ?? 0, 3);
  });

  it('serves every clip as a distinct WAV', async () => {
    const urls = [
      ...catalogue.episodes.map((item) => item.audioUrl),
      ...catalogue.ads.map((item) => item.audioUrl),
    ];
    const bodies = new Set<string>();
    for (const url of urls) {
      const response = await app.inject({ url: pathOf(url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/wav');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
      bodies.add(response.rawPayload.toString('base64'));
    }
    expect(bodies.size).toBe(urls.length);
  });
});

describe('byte ranges', () => {
  it('answers 206 with Content-Range for a range, and the exact bytes', async () => {
    const url = pathOf(catalogue.episodes[0]?.audioUrl ?? '');
    const full = (await app.inject({ url })).rawPayload;
    const partial = await app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-199/${full.length}`);
    expect(partial.headers['content-length']).toBe('100');
    expect(partial.rawPayload.equals(full.subarray(100, 200))).toBe(true);
    const suffix = await app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(suffix.rawPayload.equals(full.subarray(full.length - 10))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const url = pathOf(catalogue.ads[0]?.audioUrl ?? '');
    const response = await app.inject({ url, headers: { range: 'bytes=99999999-' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });

  it('answers 404 for a file that is not in the catalogue', async () => {
    expect((await app.inject({ url: '/audio/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('GET /audio/live/{station}', () => {
  it('streams an endless WAV without byte ranges, as a live station does', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const station = catalogue.stations[0];
    const controller = new AbortController();
    const response = await fetch(`${address}${pathOf(station?.streamUrl ?? '')}`, {
      signal: controller.signal,
      headers: { range: 'bytes=0-' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('accept-ranges')).toBe('none');
    expect(response.headers.get('content-length')).toBeNull();
    const reader = response.body?.getReader();
    let received = Buffer.alloc(0);
    while (reader && received.length < 64_000) {
      const { value, done } = await reader.read();
      if (done) break;
      received = Buffer.concat([received, Buffer.from(value)]);
    }
    controller.abort();
    expect(received.toString('ascii', 0, 4)).toBe('RIFF');
    expect(received.readUInt32LE(40)).toBeGreaterThan(3600 * received.readUInt32LE(28));
    const samples = Array.from({ length: 200 }, (_, i) => received.readInt16LE(44 + 16_000 + i * 2));
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(1000);
  });

  it('answers 404 for a station that does not exist', async () => {
    expect((await app.inject({ url: '/audio/live/inconnue' })).statusCode).toBe(404);
  });
});
