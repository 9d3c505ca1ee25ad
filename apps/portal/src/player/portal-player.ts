import type { RuntimeConfig } from '@portail/contracts';
import {
  createJukebox,
  keepOneVoice,
  ONE_VOICE_CHANNEL,
  DEFAULT_JUKEBOX_NAME,
  isHlsUrl,
  storedJukeboxSettings,
  type loadPlayerEngine,
  type AudioEngineOptions,
  type Jukebox,
  type KeyValueStorage,
  type MediaAnalyticsEvent,
} from '@portail/player';

import type { fetchAudioCatalogue, ReadAudioCatalogue } from './audio-catalogue.ts';
import { announcePortalPlayer } from './player-loader.ts';

/** The configured player base URL (the deployment's `player.baseUrl`; the stand-in's is `{portal}/player/`). */
export function playerBaseUrl(config: Pick<RuntimeConfig, 'deployment'>): string {
  return config.deployment.player.baseUrl;
}

export interface PortalPlayer {
  readonly jukebox: Jukebox;
  readonly name: string;
  readonly playerBaseUrl: string;
  /** The audio catalogue of the local services, fetched once (a failure is retried next time). */
  catalogue(): Promise<ReadAudioCatalogue>;
  /** The engine's options but its media playback store (`player-playback.ts` gives that). */
  readonly engineOptions: Omit<AudioEngineOptions, 'jukebox' | 'name' | 'media'>;
  /** Loads the engine chunk (tests give their own); the player API's by default. */
  readonly loadEngine: typeof loadPlayerEngine | undefined;
}

export interface PortalPlayerOptions {
  config: RuntimeConfig;
  storage?: KeyValueStorage;
  win?: Window;
  /** Defaults to loading the engine chunk from the player base URL. */
  loadEngine?: typeof loadPlayerEngine;
  fetchCatalogue?: typeof fetchAudioCatalogue;
  /** Media analytics destination; defaults to the telemetry package's log transport, loaded lazily. */
  reportAnalytics?: (event: MediaAnalyticsEvent) => void;
}

function safeLocalStorage(win: Window | undefined): KeyValueStorage | undefined {
  try {
    return win?.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The portal's one jukebox (audioOHdioJukebox): restored from RC_AUDIOJUKEBOX_V15, saved as it
 * changes and when the page is hidden, and played by the engine that is loaded on the first play
 * (`player-playback.ts`, which loads with the dock, with the media playback store).
 */
export function createPortalPlayer(options: PortalPlayerOptions): PortalPlayer {
  const { config, win = typeof window === 'undefined' ? undefined : window } = options;
  const storage = options.storage ?? safeLocalStorage(win);
  // Settings go through the jukebox's throttled saver, reading speed reset to 1 (SPEC.md §4.4).
  const settings = storage ? storedJukeboxSettings(storage) : null;
  const jukebox = createJukebox(
    storage && settings
      ? {
          storage,
          saveSettings: settings.save,
          loadSettings: settings.load,
          onSaveError: (error) => console.warn('Lecteur : réglages non enregistrés', error),
        }
      : {},
  );
  const name = DEFAULT_JUKEBOX_NAME;
  jukebox.init(name);
  win?.addEventListener('pagehide', () => jukebox.flush());
  // One voice per browser: starting the jukebox here pauses the one playing in another tab.
  const Channel = (win as (Window & typeof globalThis) | undefined)?.BroadcastChannel;
  if (Channel) {
    keepOneVoice({
      store: jukebox.store,
      pause: (instance) => jukebox.pause(instance),
      channel: new Channel(ONE_VOICE_CHANNEL),
      tabId: win?.crypto?.randomUUID?.() ?? String(Math.random()),
    });
  }

  const baseUrl = playerBaseUrl(config);
  // The catalogue's reader loads with the first « Écouter », not with every page (npm run size).
  const fetchCatalogue: typeof fetchAudioCatalogue =
    options.fetchCatalogue ??
    ((apiOrigin) => import('./audio-catalogue.ts').then((module) => module.loadAudioCatalogue(apiOrigin)));
  let catalogue: Promise<ReadAudioCatalogue> | undefined;
  const loadCatalogue = () => {
    if (!catalogue) {
      catalogue = fetchCatalogue(config.deployment.apiRouting.audio);
      catalogue.catch(() => {
        catalogue = undefined;
      });
    }
    return catalogue;
  };

  let analytics: Promise<(event: MediaAnalyticsEvent) => void> | undefined;
  const reportAnalytics =
    options.reportAnalytics ??
    ((event: MediaAnalyticsEvent) => {
      analytics ??= import('./media-analytics-sink.ts').then((module) =>
        module.createMediaAnalyticsSink(config.deployment.telemetry.traces),
      );
      void analytics.then((send) => send(event)).catch(() => undefined);
    });

  const doc = win?.document;
  const engineOptions: Omit<AudioEngineOptions, 'jukebox' | 'name' | 'media'> = {
    // The elements live in the document (hidden: no controls), where tools and tests can find them.
    ...(doc
      ? {
          createAudio: () => {
            const audio = doc.createElement('audio');
            audio.dataset.jukebox = name;
            doc.body.append(audio);
            return audio;
          },
        }
      : {}),
    resolveSource: (content) => (content.src ? { url: content.src, isHls: isHlsUrl(content.src) } : null),
    resolveAdSource: async (ad) => {
      try {
        return (await loadCatalogue()).ads.find((entry) => entry.adUnit === ad.adUnit)?.audioUrl ?? null;
      } catch {
        return null;
      }
    },
    reportAnalytics,
  };

  return {
    jukebox,
    name,
    playerBaseUrl: baseUrl,
    catalogue: loadCatalogue,
    engineOptions,
    loadEngine: options.loadEngine,
  };
}

let shared: PortalPlayer | undefined;

/** The page's portal player, created at first use (the dock and the audio pages share it). */
export function portalPlayer(config: RuntimeConfig): PortalPlayer {
  if (!shared) {
    shared = createPortalPlayer({ config });
    announcePortalPlayer(shared);
  }
  return shared;
}
