import { lazy, Suspense, useEffect } from 'react';
import type { PortailConfig } from '@portail/contracts';
import { useStore } from '@portail/state';
import { playerProblemMessage } from '@portail/player';
import '@portail/player/player.css';
import './portal-player.css';
import { portalPlayer, type PortalPlayer as PortalPlayerInstance } from './portal-player.ts';

/** The dock's controls load once something is queued: a visitor who never listens never loads them. */
const PlayerDock = lazy(() =>
  import('@portail/player/dock').then((module) => ({ default: module.PlayerDock })),
);

/**
 * The portal's audio dock: outside the routed view, so it survives every in-app navigation and
 * application switch. It sits at the bottom of the page and sticks to the bottom of the viewport
 * while the page scrolls (in the page flow, so it never covers the footer). The engine is loaded
 * at the first play; a fatal player error (a failed engine load among them) is the media playback
 * entry's, said in the alert until something plays again.
 */
export function PortalPlayer({
  config,
  player = portalPlayer(config),
}: {
  config: PortailConfig;
  player?: PortalPlayerInstance;
}) {
  const problem = useStore(player.media, (state) => playerProblemMessage(state[player.name]?.onError));
  const hasItem = useStore(
    player.jukebox.store,
    (state) => (state.instances[player.name]?.contents.length ?? 0) > 0,
  );

  useEffect(() => player.startEngineOnDemand(), [player]);

  return (
    <div className="portal-player">
      <div className="portal-player-alert" role="alert">
        {problem ? <p className="portal-player-problem">{problem}</p> : null}
      </div>
      {hasItem ? (
        <Suspense fallback={null}>
          <PlayerDock jukebox={player.jukebox} media={player.media} name={player.name} />
        </Suspense>
      ) : null}
    </div>
  );
}
