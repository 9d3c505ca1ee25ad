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
}

interface State {
  error: unknown;
  /**
   * An automatic reload is on its way, or the page is being left (a chunk the browser cancelled
   * then): nothing to show meanwhile.
   */
  reloading: boolean;
  /** The resetKey the state belongs to. */
  resetKey: unknown;
}

/**
 * The apps' error boundary: a lazy chunk that failed to load or a page that threw while rendering
 * shows the French error screen with « Réessayer », never a blank page, and is reported. A failed
 * chunk reloads the page once by itself first (a deploy replaced the files this page knew), guarded
 * against loops by a mark in sessionStorage. A chunk that fails while the page is being left (the
 * browser cancelled its load) is left alone: no reload, no error screen, no report; should the page
 * come back from the back-forward cache, its children render again.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { error: null, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Erreur inconnue') };
  }

  static getDerivedStateFromProps(props: AppErrorBoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: state.reloading ? state.error : null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (isChunkLoadError(error) && (this.props.pageLeaving ?? pageLeaving).leaving()) {
      this.setState({ reloading: true });
      // back from the back-forward cache: the page again, as it was (not a leftover blank)
      window.addEventListener(
        'pageshow',
        (event) => event.persisted && this.setState({ error: null, reloading: false }),
      );
      return;
    }
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

  #reload = () => (this.props.reload ?? (() => window.location.reload()))();

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) return null;
    return <ErrorScreen onRetry={this.#reload} />;
  }
}
