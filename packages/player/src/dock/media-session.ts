import { SEEK_STEP_S } from '../constants.ts';
import type { JukeboxContent } from '../jukebox/types.ts';

export interface MediaSessionControls {
  play(): void;
  pause(): void;
  previous(): void;
  next(): void;
  seekBy(offsetSeconds: number): void;
  seekTo(seconds: number): void;
}

type ActionHandlers = Partial<Record<MediaSessionAction, MediaSessionActionHandler>>;

/** The Media Session action handlers of the dock (lock screen, hardware keys). */
export function mediaSessionHandlers(controls: MediaSessionControls, isLive: boolean): ActionHandlers {
  const handlers: ActionHandlers = {
    play: () => controls.play(),
    pause: () => controls.pause(),
    previoustrack: () => controls.previous(),
    nexttrack: () => controls.next(),
  };
  if (!isLive) {
    handlers.seekbackward = (details) => controls.seekBy(-(details.seekOffset ?? SEEK_STEP_S));
    handlers.seekforward = (details) => controls.seekBy(details.seekOffset ?? SEEK_STEP_S);
    handlers.seekto = (details) => {
      if (details.seekTime !== undefined) controls.seekTo(details.seekTime);
    };
  }
  return handlers;
}

const ALL_ACTIONS: MediaSessionAction[] = [
  'play',
  'pause',
  'previoustrack',
  'nexttrack',
  'seekbackward',
  'seekforward',
  'seekto',
];

/**
 * Publishes the current item and the handlers to the Media Session; returns the function that
 * removes the handlers. Actions the browser does not support are skipped.
 */
export function publishMediaSession(
  session: MediaSession,
  content: JukeboxContent | undefined,
  handlers: ActionHandlers,
  isPlaying: boolean,
  fallbackTitle: string,
): () => void {
  if (content && typeof MediaMetadata === 'function') {
    session.metadata = new MediaMetadata({
      title: content.title ?? fallbackTitle,
      artist: content.subtitle ?? '',
      artwork: content.imageUrl ? [{ src: content.imageUrl }] : [],
    });
  }
  session.playbackState = content ? (isPlaying ? 'playing' : 'paused') : 'none';
  const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // The browser does not know this action.
    }
  };
  for (const action of ALL_ACTIONS) set(action, handlers[action] ?? null);
  return () => {
    for (const action of ALL_ACTIONS) set(action, null);
  };
}
