import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  AppErrorBoundary,
  createLightboxController,
  createStatusBarController,
  formatMessage,
  messages,
  StatusBar,
  type LightboxController,
  type StatusBarController,
} from '@portail/ui';
import { useStore } from '@portail/state';
import type { RuntimeConfig } from '@portail/contracts';
import type { AccountApi } from './api/account-api.ts';
import { AccountContext, useAccount, type AccountServices } from './context.ts';
import { reportAppError } from './errors/report-app-error.ts';
import { AccountLightboxes } from './lightboxes/AccountLightboxes.tsx';
import type { AccountLightboxPayloads } from './lightboxes/payloads.ts';
import type { PasswordPrompt } from './lightboxes/password-prompt.ts';
import {
  connectedRcId,
  createMemberStore,
  memberStatus,
  scheduledDeletionOf,
  type MemberStore,
} from './member/member-store.ts';
import { MemberRoute } from './pages/MemberRoute.tsx';

const ScheduledDeletionPage = lazy(() =>
  import('./deletion/ScheduledDeletionPage.tsx').then((module) => ({
    default: module.ScheduledDeletionPage,
  })),
);
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { LoadingScreen } from './pages/LoadingScreen.tsx';

// The screens of a member who is not there (signed out, sign-in required, load error, deleted):
// one chunk, loaded when one of them shows (size budget: not in the first script of every page).
const sessionScreens = () => import('./pages/SessionScreens.tsx');
const SignInRequiredScreen = lazy(() =>
  sessionScreens().then((module) => ({ default: module.SignInRequiredScreen })),
);
const SignedOutScreen = lazy(() => sessionScreens().then((module) => ({ default: module.SignedOutScreen })));
const LoadErrorScreen = lazy(() => sessionScreens().then((module) => ({ default: module.LoadErrorScreen })));
const AccountDeletedScreen = lazy(() =>
  sessionScreens().then((module) => ({ default: module.AccountDeletedScreen })),
);
import { withKeptQuery } from './router/kept-query.ts';
import { interceptLinks } from './router/link-interception.ts';
import { entryFor } from './router/route-table.tsx';
import { isKnownPath } from './router/routes.ts';
import { createHistoryRouter, type Router } from './router/router.ts';
import { reconnectLightbox } from './session/reconnect.ts';
import { isSameMember, type Session } from './session/session.ts';
import { signOut } from './session/signed-out-mark.ts';
import { startSession } from './session/start-session.ts';

export interface AccountAppProps {
  config: RuntimeConfig;
  api: AccountApi;
  session: Session;
  router?: Router;
  member?: MemberStore;
  lightbox?: LightboxController<AccountLightboxPayloads>;
  statusBar?: StatusBarController;
  now?: () => Date;
  /** Told once, when the app is first in the document (main.tsx: a pre-rendered page was replaced). */
  onMounted?: () => void;
  /** Loads the page again after a chunk failed to load (default: location.reload). */
  reload?: () => void;
}

function currentUrl(): string {
  return window.location.href;
}

function AccountShell({ reload }: { reload?: (() => void) | undefined }) {
  const services = useAccount();
  const { config, session, api, member, router, lightbox } = services;
  const location = useStore(router.store, (state) => state);
  // What the shell shows of the member: which screen (the status), whose page (the member's id: a
  // change of member mounts the page anew) and whether a deletion is scheduled. A save of the
  // profile changes none of them: the layout and the page stay, and each page reads the member from
  // the member store itself (routes.ts, MemberPageProps; the profile page through member-fields.ts).
  const status = useStore(member, memberStatus);
  const rcId = useStore(member, connectedRcId);
  const scheduledDeletion = useStore(member, scheduledDeletionOf);
  // The member's page (a form of some twenty fields) renders in the background once the member has
  // loaded, in short tasks, while the loading screen stays up: the page never freezes for it.
  const shown = useDeferredValue(
    useMemo(() => ({ status, rcId, scheduledDeletion }), [status, rcId, scheduledDeletion]),
  );
  const route = useMemo(() => entryFor(location.pathname), [location.pathname]);
  const needsMember = route.member;
  const started = useRef(false);

  useEffect(() => {
    if (!needsMember || started.current) return;
    started.current = true;
    void startSession({ session, api, member, currentUrl: currentUrl() });
  }, [needsMember, session, api, member]);

  // Every Mon compte tab follows a sign-in or a sign-out of the others (and a renewal that brought
  // another member's tokens, which the sign-in client refused): never one member's page with
  // another member's token.
  useEffect(() => {
    if (!needsMember) return;
    return session.onChange?.((change) => {
      if (change === 'signed-out') {
        const { status } = member.getState();
        if (status !== 'signedOut' && status !== 'deleted' && status !== 'loginRedirect')
          member.dispatch({ type: 'member/signedOut', reason: 'user' });
        return;
      }
      void session.getUser().then((user) => {
        const state = member.getState();
        if (!user || state.status === 'loading' || state.status === 'deleted') return;
        if (state.status === 'connected' && isSameMember(state.user, user)) return;
        void startSession({ session, api, member, currentUrl: currentUrl() });
      });
    });
  }, [needsMember, session, api, member]);

  useEffect(() => {
    if (rcId === null) return;
    const kind = reconnectLightbox(router.location().pathname, router.location().search, rcId);
    if (kind) lightbox.open(kind, null);
  }, [rcId, router, lightbox]);

  useEffect(() => interceptLinks(document.body, (to) => router.navigate(to), isKnownPath), [router]);

  useEffect(() => {
    if (location.index === 0) return;
    document.documentElement.scrollTop = 0;
    document.getElementById('contenu')?.focus();
  }, [location.index]);
  // After an in-app route change the live region below says the new page's title: its route's at
  // once, then the one the page sets from its data (« Ma photo de profil »), as the tab shows it.
  const [shownTitle, setShownTitle] = useState<{ index: number; title: string } | null>(null);
  useEffect(() => {
    if (location.index === 0) return undefined;
    const observer = new MutationObserver(() =>
      setShownTitle({ index: location.index, title: document.title }),
    );
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [location.index]);
  const arrival =
    location.index === 0
      ? ''
      : formatMessage(messages.site.pageLoaded, {
          title: shownTitle?.index === location.index ? shownTitle.title : route.title,
        });

  let content;
  if (!route.member) content = <NotFoundPage homeHref={withKeptQuery('/', location.search)} />;
  else if (shown.status === 'loading') content = <LoadingScreen route={route} search={location.search} />;
  else if (shown.status === 'loginRedirect')
    content = <SignInRequiredScreen onSignIn={() => session.login(currentUrl())} member={member} />;
  else if (shown.status === 'signedOut')
    content = <SignedOutScreen onSignIn={() => session.login(currentUrl())} />;
  else if (shown.status === 'error')
    content = (
      <LoadErrorScreen
        onRetry={() => void startSession({ session, api, member, currentUrl: currentUrl() })}
      />
    );
  else if (shown.status === 'deleted') content = <AccountDeletedScreen />;
  else if (shown.scheduledDeletion)
    // Deletion with a grace period (issue 32 item 3): every page offers to cancel it instead.
    content = (
      <Suspense fallback={null}>
        <ScheduledDeletionPage />
      </Suspense>
    );
  else content = <MemberRoute key={shown.rcId} route={route} search={location.search} />;

  // A page whose chunk failed to load or that threw shows the error screen (one automatic reload
  // first for a failed chunk), and a diagnostic; the layout, its menu and sign-out stay. A chunk the
  // browser cancelled because the page is being left (the sign-out's redirect to the provider) is
  // left alone: a reload would cancel that navigation (@portail/ui's page-leaving.ts).
  const guarded = (
    <AppErrorBoundary
      resetKey={location.index}
      {...(reload && { reload })}
      onError={(error) => reportAppError(config.deployment.telemetry.traces, error)}
    >
      <Suspense fallback={null}>{content}</Suspense>
    </AppErrorBoundary>
  );

  const { Layout } = route;
  return (
    <>
      <Layout
        config={config}
        currentPath={route.path}
        search={location.search}
        onSignOut={shown.status === 'connected' ? () => signOut(session, 'user') : undefined}
      >
        <StatusBar controller={services.statusBar} />
        {guarded}
      </Layout>
      <AccountLightboxes />
      <p className="visually-hidden" role="status" aria-live="polite">
        {arrival}
      </p>
    </>
  );
}

/**
 * The password prompt (`lightboxes/password-prompt.ts`), whose code loads with its first question
 * (a save of an email change, a deletion): the first screen does not carry it. One prompt a page.
 */
function passwordPromptOnDemand(lightbox: LightboxController<AccountLightboxPayloads>): PasswordPrompt {
  let prompt: Promise<PasswordPrompt> | undefined;
  const load = () =>
    (prompt ??= import('./lightboxes/password-prompt.ts').then((module) =>
      module.createPasswordPrompt(lightbox),
    ));
  return {
    ask: (kind) => load().then((loaded) => loaded.ask(kind)),
    refuse: (message) => load().then((loaded) => loaded.refuse(message)),
    answer: (password) => load().then((loaded) => loaded.answer(password)),
  };
}

/** Mon compte: the services in context, the layout, the page of the current route and the lightboxes. */
export function AccountApp(props: AccountAppProps) {
  const [services] = useState<AccountServices>(() => {
    const lightbox = props.lightbox ?? createLightboxController<AccountLightboxPayloads>();
    return {
      config: props.config,
      api: props.api,
      session: props.session,
      router: props.router ?? createHistoryRouter(),
      member: props.member ?? createMemberStore(),
      lightbox,
      passwordPrompt: passwordPromptOnDemand(lightbox),
      statusBar: props.statusBar ?? createStatusBarController(),
      now: props.now ?? (() => new Date()),
    };
  });
  useEffect(() => services.router.listen(), [services]);
  const mounted = useRef(props.onMounted);
  // In the commit that replaces the pre-rendered page, as the portal's: a key pressed a task later
  // found the focus lost with the old page.
  useLayoutEffect(() => mounted.current?.(), []);
  return (
    <AccountContext.Provider value={services}>
      <AccountShell reload={props.reload} />
    </AccountContext.Provider>
  );
}
