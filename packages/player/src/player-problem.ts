import { PlayerApiLoadError } from './errors.ts';
import { playerProblemMessages } from './messages.fr.ts';
import type { PlayerErrorEvent } from './player-error-event.ts';

/** Log code of an engine that could not be loaded from the player base URL. */
const ENGINE_LOAD_FAILED = 'PLAYER_API_LOAD_FAILED';

/** The error event for an engine load that failed; its message is the French one the visitor reads. */
export function errorEventForEngineLoad(error: unknown): PlayerErrorEvent {
  if (error instanceof PlayerApiLoadError)
    return { logCode: ENGINE_LOAD_FAILED, message: error.message, retry: true, isFatal: true };
  return { logCode: 'PLAYER_API_LOAD_UNKNOWN', message: String(error), retry: true, isFatal: true };
}

/**
 * What the visitor is told about a player error event: nothing for one the player gets over, the
 * engine's load failure as it is (« Impossible de charger l’API du lecteur audio (…) »), and the
 * catalogue's playback failure for the rest (their messages are technical).
 */
export function playerProblemMessage(event: PlayerErrorEvent | null | undefined): string | null {
  if (!event?.isFatal) return null;
  return event.logCode === ENGINE_LOAD_FAILED ? event.message : playerProblemMessages.playbackFailed;
}
