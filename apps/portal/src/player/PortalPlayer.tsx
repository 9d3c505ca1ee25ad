import { lazy, Suspense } from 'react';
import type { RuntimeConfig } from '@portail/contracts';
import { useStore } from '@portail/state';
import '@portail/player/player.css';
import './portal-player.css';
import { portalPlayer, type PortalPlayer as PortalPlayerInstance } from './portal-player.ts';

/**
 * The dock, its media playback store and the engine's loader load once something is queued: a
 * visitor who never listens never loads them.
 */
const panel = () => import('./PlayerPanel.tsx');
const PlayerPanel = lazy(() => panel().then((module) => ({ default: module.PlayerPanel })));
const PlayerProblem = lazy(() => panel().then((module) => ({ default: module.PlayerProblem })));

/**
 * The portal's audio dock: outside the routed view, so it survives every in-app navigation and
 * application switch. It sits at the bottom of the page and sticks to the bottom of the viewport
 * while the page scrolls (in the page flow, so it never covers the footer). The engine is loaded
 * at the first play; a fatal player error (a failed engine load among them) is said in the alert,
 * which is in the page from the start so that it is announced.
 */
export function PortalPlayer({
  config,
  player = portalPlayer(config),
}: {
  config: RuntimeConfig;
  player?: PortalPlayerInstance;
}) {
  const hasItem = useStore(
    player.jukebox.store,
    (state) => (state.instances[player.name]?.contents.length ?? 0) > 0,
  );

  return (
    <div className="portal-player">
      <div className="portal-player-alert" role="alert">
        {hasItem ? (
          <Suspense fallback={null}>
            <PlayerProblem player={player} />
          </Suspense>
        ) : null}
      </div>
      {hasItem ? (
        <Suspense fallback={null}>
          <PlayerPanel player={player} />
        </Suspense>
      ) : null}
    </div>
  );
}
