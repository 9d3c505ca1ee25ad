import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '@portail/contracts';
import { useStore } from '@portail/state';
import '@portail/player/player.css';
import './portal-player.css';
import type { PortalPlayer as PortalPlayerInstance } from './portal-player.ts';
import { currentPortalPlayer, hasSavedQueue, loadPortalPlayer, onPortalPlayer } from './player-loader.ts';

/**
 * The dock, its media playback store and the engine's loader load once something is queued: a
 * visitor who never listens never loads them.
 */
const panel = () => import('./PlayerPanel.tsx');
const PlayerPanel = lazy(() => panel().then((module) => ({ default: module.PlayerPanel })));
const PlayerProblem = lazy(() => panel().then((module) => ({ default: module.PlayerProblem })));

const noPlayer = () => undefined;

/**
 * The portal's audio dock: outside the routed view, so it survives every in-app navigation and
 * application switch. It sits at the bottom of the page and sticks to the bottom of the viewport
 * while the page scrolls (in the page flow, so it never covers the footer). The engine is loaded
 * at the first play; a fatal player error (a failed engine load among them) is said in the alert,
 * which is in the page from the start so that it is announced. The player itself loads with a
 * saved queue or the first « Écouter » (player-loader.ts).
 */
export function PortalPlayer({ config, player }: { config: RuntimeConfig; player?: PortalPlayerInstance }) {
  const loaded = useSyncExternalStore(onPortalPlayer, currentPortalPlayer, noPlayer);
  const shown = player ?? loaded;
  useEffect(() => {
    if (player || !hasSavedQueue()) return;
    loadPortalPlayer(config).catch((error: unknown) =>
      console.warn('Lecteur : la file enregistrée n’a pas pu être rétablie', error),
    );
  }, [config, player]);
  return (
    <div className="portal-player">
      <div className="portal-player-alert" role="alert">
        {shown ? <WhenQueued player={shown} Part={PlayerProblem} /> : null}
      </div>
      {shown ? <WhenQueued player={shown} Part={PlayerPanel} /> : null}
    </div>
  );
}

/** A part of the dock, once something is queued. */
function WhenQueued({
  player,
  Part,
}: {
  player: PortalPlayerInstance;
  Part: typeof PlayerPanel | typeof PlayerProblem;
}) {
  const hasItem = useStore(
    player.jukebox.store,
    (state) => (state.instances[player.name]?.contents.length ?? 0) > 0,
  );
  return hasItem ? (
    <Suspense fallback={null}>
      <Part player={player} />
    </Suspense>
  ) : null;
}
