import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useStore } from '@portail/state';
import { formatMessage } from '@portail/ui';
import { DEFAULT_JUKEBOX_NAME, READING_SPEEDS, SEEK_STEP_S } from '../constants.ts';
import { PlayerError } from '../errors.ts';
import type { Jukebox } from '../jukebox/jukebox.ts';
import type { MediaPlaybackStore } from '../media/media-playback.ts';
import { isSitePath, type KeyValueStorage } from '../jukebox/persistence.ts';
import { markNavigationFromPlay } from '../navigation-flag.ts';
import { playerMessages as t } from '../messages.fr.ts';
import { formatClock, formatSpeed, formatSpokenDuration, isoDuration } from './format-time.ts';
import { mediaSessionHandlers, publishMediaSession } from './media-session.ts';
import { Icon } from './icons.tsx';
import { PlayerQueue } from './PlayerQueue.tsx';

export interface PlayerDockProps {
  /** The queue, the preferences (volume, mute, speed) and the commands. */
  jukebox: Jukebox;
  /**
   * What the player does (SPEC.md §4.5), as the audio engine reports it under the jukebox's name:
   * playing or not, waiting, the position, ad breaks.
   */
  media: MediaPlaybackStore;
  name?: string;
  /** The Media Session to publish to; `null` disables it (default: the browser's, if any). */
  mediaSession?: MediaSession | null;
  /** Where the navigation-from-play flag is set when the title link is followed (default: localStorage). */
  storage?: KeyValueStorage | null;
  /**
   * Subscribes to the page changes of the app around the dock (returns the unsubscribe): the open
   * queue, a panel over the page, closes when the member goes to another page.
   */
  onPageChange?: (listener: () => void) => () => void;
}

const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const browserMediaSession = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

/** Runs a jukebox command; a command without an attached player is ignored (the engine may be loading). */
function command(run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof PlayerError)) throw error;
  }
}

/** Seeks SEEK_STEP_S seconds back (-1) or forward (1): its icon, the seconds shown, its name read out. */
function SeekStepButton({
  direction,
  disabled,
  onSeek,
}: {
  direction: -1 | 1;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}) {
  return (
    <button type="button" onClick={() => onSeek(direction * SEEK_STEP_S)} disabled={disabled}>
      <Icon name={direction < 0 ? 'backward' : 'forward'} />
      <span className="player-dock__step" aria-hidden="true">
        {SEEK_STEP_S}
      </span>
      <span className="player-dock__visually-hidden">
        {formatMessage(direction < 0 ? t.seekBackward : t.seekForward, { seconds: SEEK_STEP_S })}
      </span>
    </button>
  );
}

/** A time of the timeline (elapsed or total), its name read out before it. */
function TimelineTime({ label, seconds }: { label: string; seconds: number }) {
  return (
    <time className="player-dock__time" dateTime={isoDuration(seconds)}>
      <span className="player-dock__visually-hidden">{label} : </span>
      {formatClock(seconds)}
    </time>
  );
}

/** The position as a timeline reads it out (t.seekValue: the elapsed and total durations in words). */
const spokenPosition = (elapsed: number, total: number): string =>
  formatMessage(t.seekValue, { elapsed: formatSpokenDuration(elapsed), total: formatSpokenDuration(total) });

/**
 * The ad's own progress while an ad break plays (the item's position comes back after it): elapsed
 * and total time of the ad and a progress bar named for it; an ad cannot be sought.
 */
function AdTimeline({ currentTime, duration }: { currentTime: number; duration: number }) {
  const elapsed = Math.min(currentTime, duration || currentTime);
  return (
    <div className="player-dock__timeline">
      <TimelineTime label={t.adElapsed} seconds={elapsed} />
      <div className="player-dock__seek">
        <progress
          className="player-dock__progress"
          max={duration || 1}
          value={duration ? elapsed : 0}
          aria-label={t.adProgress}
          aria-valuetext={spokenPosition(elapsed, duration)}
        />
      </div>
      <TimelineTime label={t.adTotal} seconds={duration} />
    </div>
  );
}

/**
 * The persistent audio dock: play/pause, previous/next, seek slider with elapsed and total time,
 * volume and mute, reading speed, live badge, the queue, and the Media Session. Renders nothing while
 * the jukebox has no item.
 */
export function PlayerDock({
  jukebox,
  media,
  name = DEFAULT_JUKEBOX_NAME,
  mediaSession,
  storage,
  onPageChange,
}: PlayerDockProps) {
  const instance = useStore(jukebox.store, (state) => state.instances[name]);
  const playing = useStore(media, (state) => state[name]);
  const [queueOpen, setQueueOpen] = useState(false);
  useEffect(() => onPageChange?.(() => setQueueOpen(false)), [onPageChange]);
  const ids = { title: useId(), speed: useId(), volume: useId(), seek: useId() };
  const session = mediaSession === undefined ? browserMediaSession() : mediaSession;
  const content = instance?.contents[instance.currentContentIndex];
  const playback = instance?.playback;
  const isPlaying = playing?.isPlaying ?? false;
  const isLive = playback?.isLive ?? false;

  useEffect(() => {
    if (!session) return;
    const handlers = mediaSessionHandlers(
      {
        play: () => command(() => jukebox.play(name)),
        pause: () => command(() => jukebox.pause(name)),
        previous: () => command(() => jukebox.previous(name)),
        next: () => command(() => void jukebox.next(name)),
        seekBy: (offset) => command(() => jukebox.seekBy(offset, name)),
        seekTo: (seconds) => command(() => jukebox.seekTo(seconds, name)),
      },
      isLive,
    );
    return publishMediaSession(session, content, handlers, isPlaying, t.untitled);
  }, [session, jukebox, name, content, isLive, isPlaying]);

  if (!instance || !playback || !content) return null;

  const title = content.title ?? t.untitled;
  const duration = playback.duration;
  const currentTime = playing?.currentTime ?? 0;
  const position = Math.min(currentTime, duration || currentTime);
  const adPlaying = playing?.adPlaying ?? false;
  const adBreak = adPlaying ? (playing?.adBreak ?? null) : null;
  const hasPrevious = instance.currentContentIndex > 0;
  const hasNext = instance.currentContentIndex < instance.contents.length - 1;
  const canSeek = !isLive && duration > 0 && !adPlaying;
  const volumePercent = instance.muted ? 0 : Math.round(instance.volume * 100);
  const busy = (playing?.isWaitingForPlay ?? false) && !isPlaying;

  const onSeek = (event: ChangeEvent<HTMLInputElement>) =>
    command(() => jukebox.seekTo(Number(event.currentTarget.value), name));
  const seekBy = (seconds: number) => command(() => jukebox.seekBy(seconds, name));
  const onVolume = (event: ChangeEvent<HTMLInputElement>) =>
    jukebox.setVolume(Number(event.currentTarget.value) / 100, name);
  const onSpeed = (event: ChangeEvent<HTMLSelectElement>) =>
    jukebox.setReadingSpeed(Number(event.currentTarget.value), name);

  return (
    <section className="player-dock" aria-labelledby={ids.title} aria-busy={busy}>
      <h2 id={ids.title} className="player-dock__heading">
        {t.dock}
      </h2>
      <div className="player-dock__now">
        <div className="player-dock__headline">
          <p className="player-dock__title">
            <span className="player-dock__visually-hidden">{t.nowPlaying} : </span>
            {content.pageUrl && isSitePath(content.pageUrl) ? (
              <a
                className="player-dock__title-link"
                href={content.pageUrl}
                onClick={() => {
                  const target = storage === undefined ? browserStorage() : storage;
                  if (target) markNavigationFromPlay(target);
                }}
              >
                {title}
              </a>
            ) : (
              title
            )}
          </p>
          {isLive ? <span className="player-dock__badge player-dock__badge--live">{t.live}</span> : null}
          {adPlaying ? <span className="player-dock__badge">{t.ad}</span> : null}
        </div>
        {content.subtitle ? <p className="player-dock__subtitle">{content.subtitle}</p> : null}
        <span className="player-dock__visually-hidden" role="status">
          {busy ? t.loading : adBreak ? t.adBreakStarted[adBreak.position] : ''}
        </span>
      </div>

      <div className="player-dock__controls">
        <button
          type="button"
          onClick={() => command(() => jukebox.previous(name))}
          disabled={!hasPrevious && isLive}
        >
          <Icon name="previous" />
          <span className="player-dock__visually-hidden">{t.previous}</span>
        </button>
        {!isLive ? <SeekStepButton direction={-1} disabled={!canSeek} onSeek={seekBy} /> : null}
        <button
          type="button"
          className="player-dock__play"
          onClick={() => command(() => jukebox.togglePlay(name))}
        >
          <Icon name={isPlaying ? 'pause' : 'play'} />
          <span className="player-dock__visually-hidden">{isPlaying ? t.pause : t.play}</span>
        </button>
        {!isLive ? <SeekStepButton direction={1} disabled={!canSeek} onSeek={seekBy} /> : null}
        <button type="button" onClick={() => command(() => void jukebox.next(name))} disabled={!hasNext}>
          <Icon name="next" />
          <span className="player-dock__visually-hidden">{t.next}</span>
        </button>
      </div>

      {adBreak ? (
        <AdTimeline currentTime={adBreak.currentTime} duration={adBreak.duration} />
      ) : !isLive ? (
        <div className="player-dock__timeline">
          <TimelineTime label={t.elapsed} seconds={position} />
          <div className="player-dock__seek">
            <progress
              className="player-dock__progress"
              max={duration || 1}
              value={position}
              aria-hidden="true"
            />
            <input
              id={ids.seek}
              className="player-dock__range"
              type="range"
              min={0}
              max={Math.max(1, Math.floor(duration))}
              step={1}
              value={Math.floor(position)}
              onChange={onSeek}
              disabled={!canSeek}
              aria-label={t.seek}
              aria-valuetext={spokenPosition(position, duration)}
            />
          </div>
          <TimelineTime label={t.total} seconds={duration} />
        </div>
      ) : null}

      <div className="player-dock__settings">
        <button
          type="button"
          aria-pressed={instance.muted}
          onClick={() => command(() => jukebox.toggleMute(name))}
        >
          <Icon name={instance.muted ? 'muted' : 'volume'} />
          <span className="player-dock__visually-hidden">{instance.muted ? t.unmute : t.mute}</span>
        </button>
        <label htmlFor={ids.volume} className="player-dock__visually-hidden">
          {t.volume}
        </label>
        <input
          id={ids.volume}
          className="player-dock__volume"
          type="range"
          min={0}
          max={100}
          step={5}
          value={volumePercent}
          onChange={onVolume}
          aria-valuetext={`${volumePercent} %`}
        />
        {!isLive ? (
          <>
            <label htmlFor={ids.speed} className="player-dock__visually-hidden">
              {t.speed}
            </label>
            <select
              id={ids.speed}
              className="player-dock__speed"
              value={String(instance.readingSpeed)}
              onChange={onSpeed}
            >
              {READING_SPEEDS.map((speed) => (
                <option key={speed} value={String(speed)}>
                  {formatSpeed(speed)}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>

      <PlayerQueue
        contents={instance.contents}
        currentIndex={instance.currentContentIndex}
        open={queueOpen}
        onToggle={() => setQueueOpen((open) => !open)}
        onPlay={(index) => command(() => jukebox.playItem(index, name))}
      />
    </section>
  );
}
