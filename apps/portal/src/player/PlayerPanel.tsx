import { useEffect } from 'react';
import { useStore } from '@portail/state';
import { playerProblemMessage } from '@portail/player';
import { PlayerDock } from '@portail/player/dock';
import { PAGE_CHANGED_EVENT } from '@portail/router';
import type { PortalPlayer } from './portal-player.ts';
import { playerPlayback } from './player-playback.ts';

/** A fatal player error (a failed engine load among them), said until something plays again. */
export function PlayerProblem({ player }: { player: PortalPlayer }) {
  const { media } = playerPlayback(player);
  const problem = useStore(media, (state) => playerProblemMessage(state[player.name]?.onError));
  return problem ? <p className="portal-player-problem">{problem}</p> : null;
}

/** The portal's page changes (SPEC.md §4.1's last step), for the dock's open queue to close. */
function onPageChange(listener: () => void): () => void {
  window.addEventListener(PAGE_CHANGED_EVENT, listener);
  return () => window.removeEventListener(PAGE_CHANGED_EVENT, listener);
}

/** The dock, rendered from the jukebox and the media playback store; the engine loads at the first play. */
export function PlayerPanel({ player }: { player: PortalPlayer }) {
  const playback = playerPlayback(player);
  useEffect(() => playback.start(), [playback]);
  return (
    <PlayerDock
      jukebox={player.jukebox}
      media={playback.media}
      name={player.name}
      onPageChange={onPageChange}
    />
  );
}
