import { lazy, Suspense, useEffect, useRef } from 'react';
import { AppErrorBoundary, ErrorScreen, messages, SiteFooter, SkipLink } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { createStore, useStore, type Store } from '@portail/state';
import { PortalHeader } from './PortalHeader.tsx';
import { OfflineNotice } from './offline/OfflineNotice.tsx';
import { PortalPlayer } from './player/PortalPlayer.tsx';
import type { PageFailure } from './routing/chunk-failure.ts';
import { RouterView } from './routing/RouterView.tsx';
import type { PortalRuntime } from './routing/runtime.ts';
import type { PortalTelemetry } from './telemetry/portal-telemetry.ts';

const noFailure: Store<PageFailure, PageFailure> = createStore<PageFailure, PageFailure>(
  (_state, next) => next,
  { kind: 'none' },
);

/**
 * The alerts switch sits below the page's content: it loads after the first screen (its code and
 * stylesheet are not in the home's first script, which the size budget holds to 110 KB).
 */
const NotificationsToggle = lazy(() =>
  import('./telemetry/NotificationsToggle.tsx').then((module) => ({ default: module.NotificationsToggle })),
);

/** The portal shell: skip link, header, the offline notice, the routed main region and the footer. */
export function PortalApp({
  config,
  runtime,
  telemetry,
  pageFailure,
  onMounted,
}: {
  config: PortailConfig;
  runtime: PortalRuntime;
  telemetry?: PortalTelemetry;
  /** A content application's chunk that failed to load on this page (routing/chunk-failure.ts). */
  pageFailure?: Store<PageFailure, PageFailure>;
  /** Told once, when the shell is first in the document (main.tsx: a pre-rendered page was replaced). */
  onMounted?: () => void;
}) {
  const mountedCallback = useRef(onMounted);
  useEffect(() => mountedCallback.current?.(), []);
  const pathname = useStore(runtime.routerStore, (state) => state.location?.pathname);
  const requesting = useStore(runtime.routerStore, (state) => state.requesting);
  const failure = useStore(pageFailure ?? noFailure, (state) => state.kind);
  const reload = () => window.location.reload();
  let routed;
  if (failure === 'failed') routed = <ErrorScreen onRetry={reload} />;
  else if (failure === 'reloading') routed = null;
  else
    routed = (
      // A page that throws while rendering shows the error screen (and a diagnostic), not a blank main.
      <AppErrorBoundary resetKey={pathname} onError={(error) => telemetry?.reportError(error)}>
        <RouterView runtime={runtime} />
      </AppErrorBoundary>
    );
  return (
    <>
      <SkipLink />
      <PortalHeader config={config} currentPath={pathname} />
      {telemetry ? <OfflineNotice workerStore={telemetry.workerStore} /> : null}
      <main id="contenu" tabIndex={-1} aria-busy={requesting} data-requesting={requesting ? '' : undefined}>
        {routed}
      </main>
      {telemetry ? (
        <Suspense fallback={null}>
          <NotificationsToggle telemetry={telemetry} />
        </Suspense>
      ) : null}
      <SiteFooter
        links={[
          { href: '/a11y', label: 'Accessibilité' },
          { href: '/utils', label: 'Outils de test' },
          { href: `${config.accountOrigin}/`, label: messages.header.myAccount },
        ]}
      />
      <PortalPlayer config={config} />
    </>
  );
}
