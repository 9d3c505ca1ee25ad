import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from './chunk-error.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { pageLeaving, type PageLeaving } from './page-leaving.ts';
import { browserMarkStorage, takeAutomaticReload } from './reload-guard.ts';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /**
   * Reports the failure (a diagnostic); resolves once it has left, so that an automatic reload does
   * not cut it off.
   */
  onError: (error: unknown, automaticReload: boolean) => Promise<void> | void;
  /** Loads the page again (default: location.reload). */
  reload?: () => void;
  /** Where the automatic-reload mark is kept (default: sessionStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  /**
   * A new value (the next page) clears a caught error without remounting the children, so that what
   * lives on across pages (a live region that announces the next page) stays the same element.
   */
  resetKey?: unknown;
  /** Whether the page is being left (default: the page's own, page-leaving.ts). */
  pageLeaving?: Pick<PageLeaving, 'leaving'>;
  /** How long a failure left alone waits for the page to go (default LEFT_ALONE_MS). */
  leftAloneMs?: number;
}

/**
 * A chunk failure left alone while the page is being left waits this long for the page to go; if it
 * is still there (the redirect did not happen: the member stopped it, the answer was a download),
 * the error screen shows and the failure is reported, with no automatic reload, which would cancel
 * a navigation still under way.
 */
export const LEFT_ALONE_MS = 3_000;

interface State {
  error: unknown;
  /**
   * An automatic reload is on its way, or the page is being left (a chunk the browser cancelled
   * then): nothing to show meanwhile.
   */
  reloading: boolean;
  /** A chunk the browser cancelled as the page was being left: nothing shows while it goes. */
  leftAlone: boolean;
  /** The resetKey the state belongs to. */
  resetKey: unknown;
}

/**
 * The apps' error boundary: a lazy chunk that failed to load or a page that threw while rendering
 * shows the French error screen with « Réessayer », never a blank page, and is reported. A failed
 * chunk reloads the page once by itself first (a deploy replaced the files this page knew), guarded
 * against loops by a mark in sessionStorage. A chunk that fails while the page is being left (the
 * browser cancelled its load) is left alone: no reload, no error screen, no report; should the page
 * come back from the back-forward cache, it loads again (React.lazy keeps the cancelled load's
 * failure), and should it still be there after LEFT_ALONE_MS, the error screen shows.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { error: null, reloading: false, leftAlone: false, resetKey: this.props.resetKey };
  #stopWaiting = () => {};

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Erreur inconnue') };
  }

  static getDerivedStateFromProps(props: AppErrorBoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    if (state.reloading) return { resetKey: props.resetKey };
    return { error: null, leftAlone: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (isChunkLoadError(error) && (this.props.pageLeaving ?? pageLeaving).leaving()) {
      this.setState({ leftAlone: true });
      this.#waitForThePageToGo(error);
      return;
    }
    this.#handle(error);
  }

  override componentDidUpdate(): void {
    if (!this.state.leftAlone) this.#stopWaiting();
  }

  override componentWillUnmount(): void {
    this.#stopWaiting();
  }

  #handle(error: unknown): void {
    const automatic =
      isChunkLoadError(error) &&
      takeAutomaticReload(
        this.props.storage === undefined ? browserMarkStorage() : this.props.storage,
        (this.props.now ?? Date.now)(),
      );
    if (automatic) this.setState({ reloading: true });
    const reported = Promise.resolve()
      .then(() => this.props.onError(error, automatic))
      .catch(() => undefined);
    if (automatic) void reported.then(() => this.#reload());
  }

  #waitForThePageToGo(error: unknown): void {
    this.#stopWaiting();
    // Back from the back-forward cache: the page loads again (its cancelled load would fail again),
    // nothing reported: the browser cancelled it.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      this.#stopWaiting();
      this.#reload();
    };
    const timer = setTimeout(() => {
      this.#stopWaiting();
      this.setState({ leftAlone: false });
      void Promise.resolve()
        .then(() => this.props.onError(error, false))
        .catch(() => undefined);
    }, this.props.leftAloneMs ?? LEFT_ALONE_MS);
    window.addEventListener('pageshow', onShow);
    this.#stopWaiting = () => {
      clearTimeout(timer);
      window.removeEventListener('pageshow', onShow);
      this.#stopWaiting = () => {};
    };
  }

  #reload = () => (this.props.reload ?? (() => window.location.reload()))();

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading || this.state.leftAlone) return null;
    return <ErrorScreen onRetry={this.#reload} />;
  }
}
