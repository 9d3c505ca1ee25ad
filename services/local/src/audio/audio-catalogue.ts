import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIVE_CLASSIFICATION_TAG, type AdBreakPosition, type AudioCatalogue } from '@portail/contracts';
import { synthesizeWav, type ToneSpec } from './wav.ts';

/** Content type id of audio episodes in `globalId` (`{contentTypeId}-{id}`). */
const EPISODE_CONTENT_TYPE_ID = 20;
/** Content type id of live stations in `globalId`. */
const LIVE_CONTENT_TYPE_ID = 24;

interface ClipSource {
  file: string;
  tone: ToneSpec;
  sampleRate?: number;
}

/** Episodes last minutes: they are written at 11 025 Hz (a tone needs no more) to stay small. */
const EPISODE_SAMPLE_RATE = 11_025;
/** One 3 s clip per ad position, each with its ad unit. */
const adSources: { position: AdBreakPosition; tone: ToneSpec }[] = [
  { position: 'preroll', tone: { durationSeconds: 3, startHz: 880, endHz: 660, pulsesPerSecond: 3 } },
  { position: 'midroll', tone: { durationSeconds: 3, startHz: 740, endHz: 880, pulsesPerSecond: 3 } },
  { position: 'postroll', tone: { durationSeconds: 3, startHz: 660, endHz: 440, pulsesPerSecond: 3 } },
];
const adId = (position: AdBreakPosition) => `pub-${position}-3s`;
const adUnit = (position: AdBreakPosition) => `/portail/ohdio/${position}`;
/** The moment of the catalogue's midroll, in seconds into its episode. */
export const MIDROLL_OFFSET_SECONDS = 20;

const episodeSources = [
  {
    id: '1001',
    title: 'Le fleuve Saint-Laurent, une autoroute sous pression',
    programTitle: 'Les années lumière',
    description: 'La science du fleuve, de ses marées à ses bélugas.',
    tagId: 5603,
    tone: { durationSeconds: 95, startHz: 330, endHz: 440 },
  },
  {
    id: '1002',
    title: 'Chanson québécoise : 50 ans de Superfrancofête',
    programTitle: 'Pour emporter',
    description: 'Retour sur un rassemblement qui a marqué la chanson francophone.',
    tagId: 5604,
    withAd: 'preroll',
    tone: { durationSeconds: 140, startHz: 523, pulsesPerSecond: 2 },
  },
  {
    id: '1003',
    title: 'Les élections municipales expliquées en dix minutes',
    programTitle: 'Tout un matin',
    description: 'Qui vote, pour qui, et ce que font vraiment les villes.',
    tagId: 5605,
    withAd: 'midroll',
    tone: { durationSeconds: 75, startHz: 440, endHz: 330 },
  },
  {
    id: '1004',
    title: 'La cuisine des Premières Nations, de la bannique au thé du Labrador',
    programTitle: 'Bien dans son assiette',
    description: 'Rencontre avec des cheffes autochtones.',
    tagId: 5606,
    withAd: 'preroll',
    tone: { durationSeconds: 120, startHz: 392, pulsesPerSecond: 4 },
  },
  {
    id: '1005',
    title: 'Hockey : la saison de nos équipes canadiennes',
    programTitle: 'Sportsmag',
    description: 'Bilan de mi-saison et espoirs de séries.',
    tagId: 5607,
    withAd: 'postroll',
    tone: { durationSeconds: 62, startHz: 262, endHz: 523 },
  },
] as const;

const stationSources = [
  {
    id: 'cbfxc',
    mediaId: 'sp01radio',
    title: 'ICI Première Montréal',
    description: 'La radio parlée en direct de Montréal.',
    networkId: 1,
    stationId: 7,
    tone: { durationSeconds: 10, startHz: 294, pulsesPerSecond: 1 },
  },
  {
    id: 'cbvxc',
    mediaId: 'sp02radio',
    title: 'ICI Première Québec',
    description: 'La radio parlée en direct de la capitale.',
    networkId: 1,
    stationId: 8,
    tone: { durationSeconds: 10, startHz: 349, pulsesPerSecond: 1 },
  },
  {
    id: 'cbfxm',
    mediaId: 'sp03music',
    title: 'ICI Musique Montréal',
    description: 'Musique en continu, choisie par nos animateurs.',
    networkId: 2,
    stationId: 12,
    tone: { durationSeconds: 10, startHz: 440, endHz: 660 },
  },
] as const;

/** The catalogue served at `AUDIO_CATALOGUE_PATH` (`@portail/contracts`), with URLs on `apiOrigin`. */
export function buildAudioCatalogue(apiOrigin: string): AudioCatalogue {
  const fileUrl = (file: string) => `${apiOrigin}/audio/files/${file}`;
  return {
    episodes: episodeSources.map((source, index) => ({
      id: source.id,
      globalId: `${EPISODE_CONTENT_TYPE_ID}-${source.id}`,
      mediaId: `episode-${source.id}`,
      appCode: 'medianet',
      title: source.title,
      programTitle: source.programTitle,
      description: source.description,
      durationSeconds: source.tone.durationSeconds,
      publishedAt: new Date(Date.UTC(2026, 0, 5 + index, 11)).toISOString(),
      primaryClassificationTagId: source.tagId,
      audioUrl: fileUrl(`episode-${source.id}.wav`),
      ...('withAd' in source
        ? {
            ad: {
              adUnit: adUnit(source.withAd),
              parameters: [
                { key: 'position', value: source.withAd },
                ...(source.withAd === 'midroll'
                  ? [{ key: 'offset', value: String(MIDROLL_OFFSET_SECONDS) }]
                  : []),
                { key: 'emission', value: source.programTitle },
              ],
            },
          }
        : {}),
    })),
    stations: stationSources.map((source) => ({
      id: source.id,
      globalId: `${LIVE_CONTENT_TYPE_ID}-${source.id}`,
      mediaId: source.mediaId,
      appCode: 'medianetlive',
      title: source.title,
      description: source.description,
      broadcastingNetworkId: source.networkId,
      broadcastingStationCodeName: source.id,
      broadcastingStationId: source.stationId,
      primaryClassificationTagId: LIVE_CLASSIFICATION_TAG,
      streamUrl: `${apiOrigin}/audio/live/${source.id}`,
    })),
    ads: adSources.map(({ position, tone }) => ({
      id: adId(position),
      adUnit: adUnit(position),
      title: 'Message de nos partenaires',
      durationSeconds: tone.durationSeconds,
      position,
      audioUrl: fileUrl(`${adId(position)}.wav`),
    })),
  };
}

function clipSources(): ClipSource[] {
  return [
    ...episodeSources.map((source) => ({
      file: `episode-${source.id}.wav`,
      tone: source.tone,
      sampleRate: EPISODE_SAMPLE_RATE,
    })),
    ...adSources.map(({ position, tone }) => ({ file: `${adId(position)}.wav`, tone })),
  ];
}

/** The tone a live station's endless stream repeats (its sweep restarts every `durationSeconds`). */
export function liveStationTone(stationId: string): ToneSpec | undefined {
  return stationSources.find((source) => source.id === stationId)?.tone;
}

/**
 * The clips' bytes, synthesised once per process (about 12 MB): the same tone always gives the same
 * bytes, and every API server that starts writes the whole catalogue, which the services' tests do
 * a few hundred times (0.3 CPU s each).
 */
const synthesised = new Map<string, Buffer>();

/** Writes every clip of the catalogue into `audioDir` (synthesised, nothing downloaded); returns the names. */
export function generateAudioFiles(audioDir: string): string[] {
  mkdirSync(audioDir, { recursive: true });
  return clipSources().map(({ file, tone, sampleRate }) => {
    let bytes = synthesised.get(file);
    if (!bytes) {
      bytes = synthesizeWav(tone, sampleRate);
      synthesised.set(file, bytes);
    }
    writeFileSync(join(audioDir, file), bytes);
    return file;
  });
}
