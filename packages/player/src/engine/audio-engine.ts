import { DEFAULT_JUKEBOX_NAME, MEDIA_TIMER_MS, METADATA_RETRY_MS } from '../constants.ts';
import {
  mediaAnalyticsEvent,
  type MediaAnalyticsReporter,
  type ViewState,
} from '../analytics/media-analytics.ts';
import type { Jukebox, JukeboxPlayer } from '../jukebox/jukebox.ts';
import { shouldPreloadNext } from '../jukebox/preload.ts';
import { adBreakOf, midrollMoment, type AdBreakPlan, type AudioAdPosition } from '../jukebox/ad-break.ts';
import type { JukeboxContent, JukeboxInstance, Playback, PlaybackAd } from '../jukebox/types.ts';
import { playerVolumeFor } from '../jukebox/volume.ts';
import { mediaForContent } from '../jukebox/playback.ts';
import {
  errorEventForMissingSource,
  errorEventFromMediaError,
  type PlayerErrorEvent,
} from '../player-error-event.ts';
// Types only: the engine chunk must not carry @portail/state (and React with it).
import type { MediaPlaybackAction, MediaPlaybackStore } from '../media/media-playback.ts';
import { watchMetadata } from './metadata-watch.ts';
import { attachSource, importHls, isHlsUrl, type AttachedSource, type HlsConstructor } from './hls-source.ts';

/** A playable address for an item. */
export interface ResolvedSource {
  url: string;
  /** HLS stream (live); guessed from the address (.m3u8) when absent. */
  isHls?: boolean;
}

export type SourceResolver = (
  content: JukeboxContent,
) => ResolvedSource | null | Promise<ResolvedSource | null>;
export type AdSourceResolver = (
  ad: PlaybackAd,
  content: JukeboxContent,
) => string | null | Promise<string | null>;

export interface AudioEngineOptions {
  jukebox: Jukebox;
  name?: string;
  /**
   * The media playback store (SPEC.md §4.5) the engine keeps up to date under the jukebox's name:
   * waiting, playing, paused, position, ad breaks, errors, as the element reports them. The dock
   * renders from it.
   */
  media: MediaPlaybackStore;
  /** Finds the stream of an item; by default the item's own `src`. */
  resolveSource?: SourceResolver;
  /** Finds the clip of an ad; without it (or without a clip) ads are skipped. */
  resolveAdSource?: AdSourceResolver;
  createAudio?: () => HTMLAudioElement;
  loadHls?: () => Promise<HlsConstructor>;
  onError?: (event: PlayerErrorEvent) => void;
  reportAnalytics?: MediaAnalyticsReporter;
  timerMs?: number;
  metadataRetryMs?: number;
}

export interface AudioEngine {
  /** The two audio elements: [active, idle]; the idle one preloads the next item. */
  readonly elements: readonly [HTMLAudioElement, HTMLAudioElement];
  readonly player: JukeboxPlayer;
  /** What the elements do, as the media playback store keeps it. */
  readonly media: MediaPlaybackStore;
  dispose(): void;
}

const defaultResolveSource: SourceResolver = (content) => (content.src ? { url: content.src } : null);
const itemKey = (content: JukeboxContent) => {
  const { appCode, mediaId } = mediaForContent(content);
  return `${content.globalId.contentTypeId}:${content.globalId.id}:${appCode}:${mediaId ?? ''}:${content.src ?? ''}`;
};

/**
 * The audio engine: two HTMLAudioElements driven by a jukebox instance. It is the jukebox's
 * player (load, play, pause, seek), applies volume (100 × level), mute and reading speed from the
 * store, reports the elements' events back as jukebox actions, ticks every 500 ms while playing,
 * preloads the next item into the idle element, plays an item's ad first, and reports player
 * errors and media analytics.
 */
export function createAudioEngine(options: AudioEngineOptions): AudioEngine {
  const {
    jukebox,
    name = DEFAULT_JUKEBOX_NAME,
    resolveSource = defaultResolveSource,
    resolveAdSource,
    createAudio = () => document.createElement('audio'),
    loadHls = importHls,
    onError = () => undefined,
    reportAnalytics = () => undefined,
    timerMs = MEDIA_TIMER_MS,
    metadataRetryMs = METADATA_RETRY_MS,
    media,
  } = options;
  const { store } = jukebox;
  /** One action of the media playback store for this player (its id is the jukebox's name). */
  type MediaEvent = MediaPlaybackAction extends infer A
    ? A extends { playerId: string }
      ? Omit<A, 'playerId'>
      : never
    : never;
  const mediaEvent = (event: MediaEvent) =>
    media.dispatch({ ...event, playerId: name } as MediaPlaybackAction);
  mediaEvent({ type: 'media/initialised' });
  mediaEvent({ type: 'media/ready' });
  const elements = [createAudio(), createAudio()] as const;
  for (const audio of elements) audio.preload = 'auto';
  let activeIndex = 0;
  const active = () => elements[activeIndex] as HTMLAudioElement;
  /** Marks which element plays (`data-player-slot="active"`) and which preloads (`"idle"`). */
  const markSlots = () =>
    elements.forEach((audio, index) => {
      audio.dataset.playerSlot = index === activeIndex ? 'active' : 'idle';
    });
  markSlots();
  const sources: (AttachedSource | null)[] = [null, null];
  const preloadedKeys: (string | null)[] = [null, null];
  let loadedKey: string | null = null;
  let generation = 0;
  /** The position of the ad that plays in the active element, or null while the item plays. */
  let playingAd: AudioAdPosition | null = null;
  /** The current item's midroll or postroll, until it has played. */
  let pendingBreak: AdBreakPlan | null = null;
  /** What follows the ad that plays: the item (preroll), the item again where it was (midroll), the next item (postroll). */
  let afterAd: (() => void) | null = null;
  let pendingSeek: number | null = null;
  let viewStarted = false;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let stopMetadataWatch: () => void = () => undefined;
  let disposed = false;

  const instance = (): JukeboxInstance | undefined => store.getState().instances[name];
  const currentContent = () => {
    const current = instance();
    return current ? current.contents[current.currentContentIndex] : undefined;
  };

  const report = (viewState: ViewState, audio: HTMLAudioElement) => {
    const current = instance();
    if (!current) return;
    reportAnalytics(
      mediaAnalyticsEvent(current.playback, {
        viewState,
        autoplayType: jukebox.autoplayTypeOf(name),
        playerName: name,
        position: Number.isFinite(audio.currentTime) ? audio.currentTime : 0,
        ad: playingAd ? { position: playingAd } : undefined,
      }),
    );
  };
  const fail = (event: PlayerErrorEvent) => {
    onError(event);
    mediaEvent({ type: 'media/errored', error: event });
    if (event.isFatal) {
      stopTicker();
      if (instance()) store.dispatch({ type: 'jukebox/failed', name });
    }
  };

  const applyPreferences = (current: JukeboxInstance | undefined) => {
    if (!current) return;
    for (const audio of elements) {
      audio.volume = playerVolumeFor(current.volume) / 100;
      audio.muted = current.muted;
    }
    const rate = playingAd || current.playback.isLive ? 1 : current.readingSpeed;
    if (active().playbackRate !== rate) active().playbackRate = rate;
  };

  const startTicker = () => {
    if (ticker !== undefined) return;
    ticker = setInterval(tick, timerMs);
  };
  function stopTicker() {
    if (ticker !== undefined) clearInterval(ticker);
    ticker = undefined;
  }
  /** The item's position and duration, to the media analytics and the jukebox state. */
  function reportTime(audio: HTMLAudioElement) {
    mediaEvent({ type: 'media/timeUpdated', currentTime: audio.currentTime });
    store.dispatch({
      type: 'jukebox/timeUpdated',
      name,
      currentTime: audio.currentTime,
      duration: Number.isFinite(audio.duration) ? audio.duration : undefined,
    });
  }
  function tick() {
    const audio = active();
    if (!instance()) return;
    if (playingAd) {
      // The ad's own progress; the item's position stays where the item was.
      mediaEvent({
        type: 'media/adTimeUpdated',
        currentTime: audio.currentTime,
        duration: Number.isFinite(audio.duration) ? audio.duration : undefined,
      });
      return;
    }
    reportTime(audio);
    const current = instance();
    if (current && shouldPreloadNext(current)) {
      store.dispatch({ type: 'jukebox/nextPreloaded', name });
      void preloadNext(current);
    }
    if (current && pendingBreak?.position === 'midroll' && loadedKey !== null) {
      const moment = midrollMoment(pendingBreak, current.playback.duration);
      if (moment !== null && audio.currentTime >= moment) {
        pendingBreak = null;
        const resumeAt = audio.currentTime;
        void playAdBreak('midroll', generation, () => resumeItem(resumeAt));
      }
    }
  }

  /** Reads the duration once the element has it, applying a pending seek (SPEC.md §9: every 250 ms). */
  const awaitMetadata = (audio: HTMLAudioElement, token: number) => {
    stopMetadataWatch();
    stopMetadataWatch = watchMetadata(audio, {
      retryMs: metadataRetryMs,
      isStale: () => token !== generation || audio !== active(),
      onReady: () => {
        if (playingAd) return;
        if (pendingSeek !== null) {
          audio.currentTime = pendingSeek;
          pendingSeek = null;
        }
        if (instance()) reportTime(audio);
      },
    });
  };

  const attach = async (slot: number, url: string, isHls: boolean) => {
    sources[slot]?.detach();
    sources[slot] = null;
    preloadedKeys[slot] = null;
    const audio = elements[slot] as HTMLAudioElement;
    sources[slot] = await attachSource(audio, url, { isHls, loadHls, onError: fail });
  };

  const startPlaying = (audio: HTMLAudioElement, token: number) => {
    const played = audio.play();
    if (played && typeof played.catch === 'function') {
      played.catch((error: unknown) => {
        if (token !== generation) return;
        // Autoplay refused by the browser: the item stays loaded and paused, waiting for a click.
        if (error instanceof Error && error.name === 'NotAllowedError') {
          mediaEvent({ type: 'media/paused' });
          store.dispatch({ type: 'jukebox/paused', name });
          return;
        }
        if (error instanceof Error && error.name === 'AbortError') return;
        fail({ logCode: 'MEDIA_PLAY_REJECTED', message: String(error), retry: true, isFatal: false });
      });
    }
  };

  /** Loads and plays the item; `resumeAt`: the item comes back after its midroll, at that second. */
  const loadContent = async (
    content: JukeboxContent,
    playback: Playback,
    token: number,
    resumeAt?: number,
  ) => {
    const key = itemKey(content);
    const current = instance();
    if (resumeAt !== undefined) pendingSeek = resumeAt;
    else {
      pendingSeek = current?.resumeTime ?? (playback.seekTime > 0 ? playback.seekTime : null);
      if (current?.resumeTime !== null && current) store.dispatch({ type: 'jukebox/resumeConsumed', name });
    }
    if (preloadedKeys[1 - activeIndex] === key) {
      active().pause();
      activeIndex = 1 - activeIndex;
      preloadedKeys[activeIndex] = null;
      markSlots();
    } else {
      const source = await resolveSource(content);
      if (token !== generation) return;
      if (!source) {
        fail(errorEventForMissingSource(playback.mediaId));
        return;
      }
      await attach(activeIndex, source.url, source.isHls ?? (playback.isLive || isHlsUrl(source.url)));
      if (token !== generation) return;
    }
    loadedKey = key;
    applyPreferences(instance());
    // An item coming back after its midroll goes on with the same view.
    viewStarted = resumeAt !== undefined;
    if (!viewStarted) report('unplayed', active());
    awaitMetadata(active(), token);
    startPlaying(active(), token);
  };

  const load = async () => {
    const token = ++generation;
    const current = instance();
    const content = currentContent();
    if (!current || !content) return;
    stopTicker();
    for (const audio of elements) audio.pause();
    playingAd = null;
    afterAd = null;
    loadedKey = null;
    const playback = current.playback;
    const { appCode, mediaId } = mediaForContent(content);
    mediaEvent({
      type: 'media/mediaChanged',
      media: {
        mediaId: mediaId ?? `${content.globalId.contentTypeId}-${content.globalId.id}`,
        appCode,
        globalId: { ...content.globalId },
      },
    });
    // The item starts where the jukebox says (a restored position, a seek made before play).
    if (current.playbackCurrentTime > 0)
      mediaEvent({ type: 'media/timeUpdated', currentTime: current.playbackCurrentTime });
    const plan = adBreakOf(playback.ad);
    pendingBreak = plan && plan.position !== 'preroll' ? plan : null;
    if (plan?.position === 'preroll') {
      await playAdBreak('preroll', token, () => void loadContent(content, playback, token));
      return;
    }
    await loadContent(content, playback, token);
  };

  /**
   * Plays the current item's ad in the active element at `position` (SPEC.md §3 ad positions), then
   * `then`; without a clip for it, `then` at once (the ad is skipped).
   */
  async function playAdBreak(position: AudioAdPosition, token: number, then: () => void) {
    const ad = instance()?.playback.ad;
    const content = currentContent();
    const url = ad && content && resolveAdSource ? await resolveAdSource(ad, content) : null;
    if (token !== generation) return;
    if (!url) {
      then();
      return;
    }
    stopTicker();
    playingAd = position;
    loadedKey = null;
    await attach(activeIndex, url, isHlsUrl(url));
    if (token !== generation) return;
    afterAd = then;
    store.dispatch({ type: 'jukebox/adStarted', name });
    mediaEvent({ type: 'media/adBreakStarted', position });
    applyPreferences(instance());
    viewStarted = false;
    report('unplayed', active());
    startPlaying(active(), token);
  }

  /** The item comes back after its midroll, where it was. */
  function resumeItem(seconds: number) {
    const current = instance();
    const content = currentContent();
    if (current && content) void loadContent(content, current.playback, generation, seconds);
  }

  const endAd = () => {
    report('completed', active());
    playingAd = null;
    store.dispatch({ type: 'jukebox/adEnded', name });
    mediaEvent({ type: 'media/adBreakEnded' });
    const then = afterAd;
    afterAd = null;
    then?.();
  };

  async function preloadNext(current: JukeboxInstance) {
    const next = current.contents[current.currentContentIndex + 1];
    // An item whose ad plays first starts with the ad, not with what would be preloaded.
    if (!next || adBreakOf(next.ad)?.position === 'preroll') return;
    const source = await resolveSource(next);
    if (!source || disposed) return;
    const isHls = source.isHls ?? isHlsUrl(source.url);
    if (isHls) return;
    const slot = 1 - activeIndex;
    await attach(slot, source.url, false);
    preloadedKeys[slot] = itemKey(next);
  }

  const listeners: [HTMLAudioElement, string, () => void][] = [];
  const listen = (audio: HTMLAudioElement, type: string, handler: () => void) => {
    const guarded = () => {
      if (audio === active() && !disposed) handler();
    };
    audio.addEventListener(type, guarded);
    listeners.push([audio, type, guarded]);
  };
  for (const audio of elements) {
    listen(audio, 'playing', () => {
      mediaEvent({ type: 'media/playing' });
      store.dispatch({ type: 'jukebox/playing', name });
      if (!viewStarted) {
        viewStarted = true;
        report('played', audio);
      }
      startTicker();
    });
    listen(audio, 'pause', () => {
      if (audio.ended) return;
      stopTicker();
      tick();
      mediaEvent({ type: 'media/paused' });
      store.dispatch({ type: 'jukebox/paused', name });
      report('stopped', audio);
    });
    listen(audio, 'waiting', () => {
      mediaEvent({ type: 'media/waitingForPlay' });
      store.dispatch({ type: 'jukebox/buffering', name });
    });
    listen(audio, 'durationchange', () => {
      if (Number.isFinite(audio.duration)) tick();
    });
    listen(audio, 'ended', () => {
      stopTicker();
      if (playingAd) {
        endAd();
        return;
      }
      tick();
      report('completed', audio);
      loadedKey = null;
      const finish = () => {
        mediaEvent({ type: 'media/paused' });
        jukebox.handleMediaEnded(name);
      };
      if (pendingBreak?.position === 'postroll') {
        pendingBreak = null;
        void playAdBreak('postroll', generation, finish);
        return;
      }
      finish();
    });
    listen(audio, 'error', () => {
      if (!audio.getAttribute('src') && !audio.currentSrc) return;
      fail(errorEventFromMediaError(audio.error));
    });
  }

  const player: JukeboxPlayer = {
    load: () => void load(),
    play() {
      const content = currentContent();
      if (!content) return;
      if (loadedKey === itemKey(content) || playingAd) startPlaying(active(), generation);
      else void load();
    },
    pause() {
      active().pause();
    },
    seek(seconds) {
      if (playingAd) return;
      active().currentTime = seconds;
      tick();
    },
  };

  let previous = instance();
  const unsubscribe = store.subscribe(() => {
    const current = instance();
    if (!current) {
      dispose();
      return;
    }
    if (
      previous &&
      (current.volume !== previous.volume ||
        current.muted !== previous.muted ||
        current.readingSpeed !== previous.readingSpeed)
    ) {
      applyPreferences(current);
    }
    // A seek stored while paused moves the loaded element too.
    if (previous && current.playback.seekTime !== previous.playback.seekTime && !current.playback.isPlaying) {
      if (!playingAd) mediaEvent({ type: 'media/timeUpdated', currentTime: current.playback.seekTime });
      const audio = active();
      if (
        loadedKey !== null &&
        !playingAd &&
        Math.abs(audio.currentTime - current.playback.seekTime) > 0.25
      ) {
        audio.currentTime = current.playback.seekTime;
      }
    }
    previous = current;
  });

  applyPreferences(instance());
  const detach = jukebox.attachPlayer(player, name);
  if (instance()?.playback.isWaiting) void load();

  function dispose() {
    if (disposed) return;
    disposed = true;
    generation += 1;
    unsubscribe();
    stopTicker();
    stopMetadataWatch();
    for (const [audio, type, handler] of listeners) audio.removeEventListener(type, handler);
    for (const audio of elements) audio.pause();
    sources.forEach((source) => source?.detach());
    if (media.getState()[name]?.isPlaying) mediaEvent({ type: 'media/paused' });
    if (instance()?.playback.isPlaying) store.dispatch({ type: 'jukebox/paused', name });
    detach();
  }

  return { elements, player, media, dispose };
}
