// First: the address loses every sign-in parameter before any other module reads it.
import { signInAnswer } from './sign-in-answer.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@portail/contracts';
import { carryOverAcrossSwap, ErrorScreen, pageLeaving, whenIdle } from '@portail/ui';
import '@portail/ui/base.css';
import '@portail/ui/components.css';
import './account.css';
// The pre-rendered loading screens' styles are in the page's stylesheet, which the HTML links;
// the screens' code loads on demand (loading/lazy-skeleton.tsx).
import './newsletters/newsletters.css';
import './privacy/privacy.css';
import './visually-hidden-on-phone.css';
import './security/security.css';
import { accountRoot } from './account-root.tsx';
import { configureAnalyticsConsent } from './analytics/analytics-consent.ts';
import { preloadComponents } from './loading/lazy-preload.tsx';
import { preloadSkeletons } from './loading/lazy-skeleton.tsx';
import { loadCallbackPath } from '@portail/identity/lazy-paths';
import { createFetchAccountApi } from './api/fetch-account-api.ts';
import { createMemberStore } from './member/member-store.ts';
import { entryFor, routeTable } from './router/route-table.tsx';
import { createHistoryRouter } from './router/router.ts';
import { memberTokenSource } from './session/member-token.ts';
import { createAccountSignIn } from './wiring.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const config = readRuntimeConfig();
const signIn = createAccountSignIn(config);

/**
 * The loading screen of the page at this address, if it is a chunk of its own (lazy-skeleton.tsx),
 * and its page's chunk, which is not waited for: the page shows once the member's data are there,
 * and its code loads before the member's request leaves instead of after its answer.
 */
const skeletonAt = (pathname: string) => {
  const route = entryFor(pathname);
  if (!route.member) return Promise.resolve();
  void preloadComponents([route.Page]);
  return preloadSkeletons([route.Skeleton]);
};

async function start(container: HTMLElement): Promise<void> {
  // A page pre-rendered at build time (prerender.tsx, tools/vite-prerender.ts) is on screen, and
  // its « Menu » may be pressed: the press is held from the script's first task on, not from the
  // render's set-up, which waits for the sign-in answer and the loading screen's code (a press then
  // did nothing). A renewal window or a page left for the provider (below) carries nothing over.
  const swap = container.hasAttribute('data-prerendered') ? carryOverAcrossSwap(container) : null;
  // The page's loading screen is the pre-rendered markup, which the first render must repeat: its
  // code loads beside the sign-in answer's reading, and so does the page's.
  const skeleton = skeletonAt(window.location.pathname);
  const outcome = await signIn.handleReturn(window, signInAnswer);
  // The renewal iframe or popup keeps its address for the opener; a retry is leaving the page.
  if (outcome.kind === 'renewal-window' || outcome.kind === 'leaving') return;
  // A sign-in answer's address gave way to the member's own.
  await Promise.all([skeleton, skeletonAt(window.location.pathname)]);
  const { session } = signIn;
  // The member on screen: every request of the page carries that member's token or none.
  const member = createMemberStore();
  // Page analytics leave only when the member allowed them (their choice, read at the first record).
  configureAnalyticsConsent(() =>
    import('./privacy/privacy-api.ts').then(async ({ createPrivacyApi }) => {
      const state = await createPrivacyApi({
        apiOrigin: config.apiOrigin,
        apiRouting: config.deployment.apiRouting,
        getAccessToken: memberTokenSource(session, member),
      }).read();
      return state.chosen ? state.choices : { analytics: false, performance: false };
    }),
  );
  // A profile saved in another Mon compte tab is this one's at once.
  const api = createFetchAccountApi({
    apiOrigin: config.apiOrigin,
    apiRouting: config.deployment.apiRouting,
    getAccessToken: memberTokenSource(session, member),
  });
  // Its code loads after the first screen's (size budget): a save in another tab within those
  // milliseconds is missed, and this tab's next save is refused with 412 rather than undoing it.
  void import('./member/profile-tabs.ts').then(({ shareProfileAcrossTabs }) =>
    shareProfileAcrossTabs(window, member, api),
  );
  // Every page shown, this first one included (its sign-in answer is read), is a moment when a
  // Safari renewal may leave by a full-page redirect.
  const router = createHistoryRouter();
  router.store.subscribe(() => signIn.pageChanged());
  signIn.pageChanged();
  // A navigation away (beforeunload) counts as leaving the page while the first screen and the
  // other pages' loading screens load: chunks the browser cancels then reload nothing. Not for the
  // page's whole life: Firefox keeps no page with a beforeunload listener in its back-forward cache.
  let startedUp = () => {};
  // (10 s at most: a load that hangs must not keep the listener, and the page out of that cache)
  pageLeaving.watchBeforeUnload(
    new Promise<void>((resolve) => {
      startedUp = resolve;
      setTimeout(resolve, 10_000);
    }),
  );
  // The pre-rendered markup is this first render's, and createRoot's first commit replaces it by the
  // same DOM; the render runs in a transition (short tasks), and focus and a button pressed since the
  // start carry over (a session screen, signed out or sign-in required, comes after that commit, in
  // the same layout). Not to the sign-in failure page, another page: what was pressed is dropped.
  const onMounted = () => {
    swap?.restore(outcome.kind !== 'failed');
    container.removeAttribute('data-prerendered');
    // The other pages' loading screens, so that a page opened from the menu shows its own at once.
    // And the screens of a member who is not there, so that a profile that cannot load because the
    // connection dropped still shows « Réessayer » (its chunk would need the network).
    // And, for a signed-in member, the sign-in client's code that a sign-out loads first, so that
    // « Se déconnecter » leaves for the provider at once (a visitor's page never asks for it).
    const others = () =>
      void Promise.allSettled([
        preloadSkeletons(routeTable.map((route) => route.member && route.Skeleton)),
        import('./pages/SessionScreens.tsx'),
        session.getUser().then((user) => user && loadCallbackPath()),
      ]).finally(startedUp);
    whenIdle(others);
  };
  // What an error boundary caught is on screen and reported as a diagnostic: a warning here, not
  // React's default console error.
  const reactRoot = createRoot(container, {
    onCaughtError: (error) => console.warn('Mon compte : erreur affichée à l’écran d’erreur', error),
  });
  // The sign-in failure page loads only when the provider's answer was a failure (size budget).
  // When its code cannot load (offline, a redeploy), the error screen says so, and its « Réessayer »
  // loads it again (a new screen each time, its heading focused: a failed retry is heard too).
  const loadSignInFailed = () =>
    import('./pages/SignInFailed.tsx').then(
      (module) => module.SignInFailed,
      () => null,
    );
  let SignInFailed = outcome.kind === 'failed' ? await loadSignInFailed() : null;
  let attempts = 0;
  const render = (): void =>
    reactRoot.render(
      outcome.kind === 'failed' ? (
        <StrictMode>
          {SignInFailed ? (
            <SignInFailed
              config={config}
              onSignIn={() => session.login(window.location.href)}
              focusHeading={attempts > 0}
            />
          ) : (
            <ErrorScreen
              key={attempts}
              onRetry={() =>
                void loadSignInFailed().then((page) => {
                  SignInFailed = page;
                  attempts += 1;
                  render();
                })
              }
            />
          )}
        </StrictMode>
      ) : (
        accountRoot({
          config,
          session,
          member,
          api,
          router,
          onMounted,
        })
      ),
    );
  if (swap) startTransition(render);
  else render();
  // The sign-in failure page is not the pre-rendered one: nothing of it to wait for.
  if (outcome.kind === 'failed') onMounted();
}

// The provider's sign-out visits this page (hidden iframe or top-level chain): it forgets the ended
// session's tokens and, top-level, goes back to the provider; nothing of Mon compte starts there.
const { identity } = config.deployment;
// Its code loads only there (size budget: it is not in the first script of every other page).
if (window.location.pathname === identity.paths.frontChannelLogout) {
  void import('@portail/identity/front-channel-logout').then(({ runFrontChannelLogout }) =>
    runFrontChannelLogout(window, { clientId: identity.clientIds.account, identity }),
  );
} else {
  void start(root);
}
