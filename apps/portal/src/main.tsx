// First: the address loses every sign-in parameter before any other module reads it.
import { signInAnswer } from './sign-in-answer.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig, type RuntimeConfig } from '@portail/contracts';
import { carryOverAcrossSwap, pageLeaving } from '@portail/ui';
import '@portail/ui/base.css';
import './portal.css';
import { PortalApp } from './PortalApp.tsx';
import { whenFirstPageCommitted, whenFirstPageShown } from './member/first-page.ts';
import { PortalMemberContext } from './member/member-context.ts';
import { createBrowserPortalMember } from './member/portal-member.ts';
import { createChunkFailureGuard } from './routing/chunk-failure.ts';
import { createPortalRuntime } from './routing/runtime.ts';
import { moduleLoaders } from './apps/registry.ts';
import { createShellApps } from './routing/shell-apps.ts';
import { createPortalTelemetry } from './telemetry/portal-telemetry.ts';
import { yieldToMain } from './yield-to-main.ts';

/**
 * The portal's start-up, in several short tasks rather than one long one (yield-to-main.ts). An async
 * function, not top-level awaits: those make the bundler split the entry into many more chunks
 * (+3.4 KB gzip at start, npm run size).
 */
async function start(root: HTMLElement, config: RuntimeConfig): Promise<void> {
  // A press on the pre-rendered page (« Se connecter ») is held from the script's first task on, not
  // from the render's set-up: between them the start yields, and a press then did nothing.
  const prerendered = root.hasAttribute('data-prerendered');
  const swap = prerendered ? carryOverAcrossSwap(root) : null;
  const telemetry = createPortalTelemetry({ config, window });
  await yieldToMain();
  const chunkFailure = createChunkFailureGuard({
    isFirstPage: () => runtime.routerStore.getState().location === null,
    report: (error) => telemetry.reportError(error),
    reload: () => window.location.reload(),
  });
  const runtime = createPortalRuntime({
    config,
    window,
    moduleLoaders,
    onChunkFailure: chunkFailure.onFailure,
    apps: createShellApps(),
    log: telemetry.log,
    analytics: telemetry.recordPageView,
  });
  // A navigation away (beforeunload) is watched until the first page is there: only the first page's
  // chunk failures reload (routing/chunk-failure.ts).
  pageLeaving.watchBeforeUnload(whenFirstPageCommitted(runtime.routerStore));
  await yieldToMain();
  const member = createBrowserPortalMember(config, import.meta.env.DEV, signInAnswer, {
    settingsStore: runtime.settingsStore,
    currentAppId: () => runtime.routerStore.getState().location?.appId,
  });
  // Page views and web vitals leave only as the visitor's or member's privacy choice allows. The code
  // that reads the choice loads after the start: the gate is pending until then, so page views wait
  // and nothing optional leaves (if it cannot load, the gate stays pending).
  void import('./telemetry/privacy-consent.ts').then(
    ({ followPrivacyChoice }) =>
      followPrivacyChoice({ gate: telemetry.consent, session: member.session, config, win: window }),
    () => {},
  );
  // A page pre-rendered at build time (tools/vite-prerender.ts) is already on screen: React renders
  // once the router has the same page, in a transition (short tasks), and its first commit replaces
  // it by an identical one, so nothing blinks or moves; focus and a button pressed meanwhile (from
  // the start, before the first yield) carry over.
  let markMounted = () => {};
  const mounted = new Promise<void>((resolve) => (markMounted = resolve));
  const onMounted = () => {
    swap?.restore();
    root.removeAttribute('data-prerendered');
    markMounted();
  };
  const render = () =>
    // What an error boundary caught is on screen and reported as a diagnostic: a warning here, not
    // React's default console error.
    createRoot(root, {
      onCaughtError: (error) => console.warn('Portail : erreur affichée à l’écran d’erreur', error),
    }).render(
      <StrictMode>
        <PortalMemberContext value={member}>
          <PortalApp
            config={config}
            runtime={runtime}
            telemetry={telemetry}
            pageFailure={chunkFailure.store}
            onMounted={onMounted}
          />
        </PortalMemberContext>
      </StrictMode>,
    );
  if (prerendered) void whenFirstPageCommitted(runtime.routerStore).then(() => startTransition(render));
  else render();
  await yieldToMain();
  // The router starts once the sign-in answer, if any, has been read and the address put back.
  void member.start(
    () => {
      runtime.start();
      telemetry.start(runtime);
    },
    () => mounted.then(() => whenFirstPageShown(runtime.routerStore)),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The provider's sign-out visits this page (hidden iframe or top-level chain): it forgets the ended
// session's tokens and, top-level, goes back to the provider; nothing of the portal starts there.
const config = readRuntimeConfig();
const { identity } = config.deployment;
// Its code loads only there (size budget: it is not in the first script of every other page).
if (window.location.pathname === identity.paths.frontChannelLogout) {
  void import('@portail/identity/front-channel-logout').then(({ runFrontChannelLogout }) =>
    runFrontChannelLogout(window, { clientId: identity.clientIds.portal, identity }),
  );
} else {
  void start(root, config);
}
