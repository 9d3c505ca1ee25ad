import type { DiagnosticsReporter } from './diagnostics-reporter.ts';

/** Reports uncaught errors and unhandled rejections of a window; returns the remover. */
export function captureGlobalErrors(
  reporter: Pick<DiagnosticsReporter, 'report'>,
  win: Window = window,
): () => void {
  const onError = (event: ErrorEvent) =>
    reporter.report(
      'error',
      event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'window',
      event.error ?? event.message,
    );
  const onRejection = (event: PromiseRejectionEvent) =>
    reporter.report('unhandledrejection', 'promise', event.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
