import { lazy, memo, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { AppErrorBoundary, ErrorScreen, messages, SiteFooter, SkipLink } from '@portail/ui';
import type { PortailConfig, RuntimeConfig } from '@portail/contracts';
import { createStore, useStore, type Store } from '@portail/state';
import { PortalHeader } from './PortalHeader.tsx';
import { OfflineNotice } from './offline/OfflineNotice.tsx';
import { PortalPlayer } from './player/PortalPlayer.tsx';
import { PrivacyFooterControl } from './telemetry/PrivacyFooterControl.tsx';
import type { PageFailure } from './routing/chunk-failure.ts';
import { RouterView } from './routing/RouterView.tsx';
import type { PortalRuntime } from './routing/runtime.ts';
import type { PortalTelemetry } from './telemetry/portal-telemetry.ts';
import type { ConsentGate } from '@portail/telemetry';
import './telemetry/notifications.css';

const noFailure: Store<PageFailure, PageFailure> = createStore<PageFailure, PageFailure>(
  (_state, next) => next,
  { kind: 'none' },
);

/**
 * The alerts switch sits below the page's content: its code loads after the first screen (it is not
 * in the home's first script, which the size budget holds). Its stylesheet is the first one's: the
 * pre-rendered pages show the switch from their HTML, before that code is there.
 */
const NotificationsToggle = lazy(() =>
  import('./telemetry/NotificationsToggle.tsx').then((module) => ({ default: module.NotificationsToggle })),
);

/**
 * The portal shell: skip link, header, the offline notice, the routed main region and the footer.
 * Each part reads the stores it shows, so that a navigation re-renders the header's current section,
 * the main region's busy state and the routed page, not the whole shell: the click → page-changed
 * wait of a long visit was mostly React rendering the footer, the dock and the member menu again.
 */
export function PortalApp({
  config,
  runtime,
  telemetry,
  pageFailure,
  onMounted,
}: {
  config: RuntimeConfig;
  runtime: PortalRuntime;
  telemetry?: PortalTelemetry;
  /** A content application's chunk that failed to load on this page (routing/chunk-failure.ts). */
  pageFailure?: Store<PageFailure, PageFailure>;
  /** Told once, when the shell is first in the document (main.tsx: a pre-rendered page was replaced). */
  onMounted?: () => void;
}) {
  const mountedCallback = useRef(onMounted);
  // In the commit that replaces the pre-rendered page: a passive effect comes a task later, where a
  // key pressed meanwhile (Enter on the skip link) found the focus lost with the old page.
  useLayoutEffect(() => mountedCallback.current?.(), []);
  return (
    <>
      <SkipLink />
      <CurrentSectionHeader config={config} runtime={runtime} />
      {telemetry ? <OfflineNotice workerStore={telemetry.workerStore} /> : null}
      <BusyMain runtime={runtime}>
        <RoutedPage runtime={runtime} telemetry={telemetry} pageFailure={pageFailure ?? noFailure} />
      </BusyMain>
      {telemetry ? (
        <Suspense fallback={null}>
          <NotificationsToggle telemetry={telemetry} />
        </Suspense>
      ) : null}
      <ShellFooter accountOrigin={config.accountOrigin} consent={telemetry?.consent} />
      <PortalPlayer config={config} />
    </>
  );
}

/** The header, marking the section of the current address. */
function CurrentSectionHeader({ config, runtime }: { config: PortailConfig; runtime: PortalRuntime }) {
  const pathname = useStore(runtime.routerStore, (state) => state.location?.pathname);
  return <PortalHeader config={config} currentPath={pathname} />;
}

/** The main region, busy while a navigation is requested; its content does not render again for it. */
function BusyMain({ runtime, children }: { runtime: PortalRuntime; children: ReactNode }) {
  const requesting = useStore(runtime.routerStore, (state) => state.requesting);
  return (
    <main id="contenu" tabIndex={-1} aria-busy={requesting} data-requesting={requesting ? '' : undefined}>
      {children}
    </main>
  );
}

/** The routed page, or the error screen of a content application whose chunk failed to load. */
function RoutedPage({
  runtime,
  telemetry,
  pageFailure,
}: {
  runtime: PortalRuntime;
  telemetry: PortalTelemetry | undefined;
  pageFailure: Store<PageFailure, PageFailure>;
}) {
  const pathname = useStore(runtime.routerStore, (state) => state.location?.pathname);
  const failure = useStore(pageFailure, (state) => state.kind);
  if (failure === 'failed') return <ErrorScreen onRetry={() => window.location.reload()} />;
  if (failure === 'reloading') return null;
  return (
    // A page that throws while rendering shows the error screen (and a diagnostic), not a blank main.
    <AppErrorBoundary resetKey={pathname} onError={(error) => telemetry?.reportError(error)}>
      <RouterView runtime={runtime} />
    </AppErrorBoundary>
  );
}

/** The footer's links do not change with the page. */
const ShellFooter = memo(function ShellFooter({
  accountOrigin,
  consent,
}: {
  accountOrigin: string;
  consent: ConsentGate | undefined;
}) {
  return (
    <SiteFooter
      links={[
        { href: '/a11y', label: 'Accessibilité' },
        { href: '/utils', label: 'Outils de test' },
        { href: `${accountOrigin}/`, label: messages.header.myAccount },
      ]}
    >
      <PrivacyFooterControl consent={consent} accountOrigin={accountOrigin} />
    </SiteFooter>
  );
});
