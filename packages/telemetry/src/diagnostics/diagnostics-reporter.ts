import { DIAGNOSTIC_DEBOUNCE_MS, DIAGNOSTIC_MAX_QUEUED, DIAGNOSTIC_MAX_SENDS } from '../constants.ts';
import { browserFetch, type FetchLike } from '../keepalive.ts';
import { redactText } from '../redact.ts';
import { traceUrl } from '../trace-url.ts';

/** One client error as the diagnostic sink receives it (SPEC.md §7). */
export interface DiagnosticError {
  event: string;
  source: string;
  error: string;
  app: string;
}

export interface DiagnosticsOptions {
  appPath: string;
  app: string;
  fetch?: FetchLike;
  debounceMs?: number;
  maxQueued?: number;
  maxSends?: number;
}

export interface DiagnosticsReporter {
  /** Queues an error; returns false when it was dropped (queue full or sender stopped). */
  report(event: string, source: string, error: unknown): boolean;
  flush(): Promise<void>;
  readonly sends: number;
  dispose(): void;
}

/** Text of any thrown value: name, message and the first stack lines, tokens masked. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const stack = error.stack?.split('\n').slice(1, 6).join('\n');
    return redactText(`${error.name}: ${error.message}${stack ? `\n${stack}` : ''}`);
  }
  try {
    return redactText(typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)));
  } catch {
    return String(error);
  }
}

/**
 * The client diagnostic sender: errors are posted as a JSON array of {event, source, error, app}
 * to `{appPath}/trace/diagnostic`, 33 s after the last one; once more than 4 are queued new ones are
 * dropped, and after 10 batches the sender stops for the life of the page (SPEC.md §8).
 */
export function createDiagnosticsReporter(options: DiagnosticsOptions): DiagnosticsReporter {
  const {
    appPath,
    app,
    fetch: fetcher = browserFetch(),
    debounceMs = DIAGNOSTIC_DEBOUNCE_MS,
    maxQueued = DIAGNOSTIC_MAX_QUEUED,
    maxSends = DIAGNOSTIC_MAX_SENDS,
  } = options;
  let queue: DiagnosticError[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0 || sends >= maxSends || !fetcher) return;
    const batch = queue;
    queue = [];
    sends += 1;
    try {
      await fetcher(traceUrl(appPath, 'diagnostic'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        keepalive: true,
      });
    } catch {
      // Diagnostics are best effort: a failed send is not retried.
    }
  };

  return {
    report(event, source, error) {
      if (disposed || sends >= maxSends || queue.length > maxQueued) return false;
      queue.push({ event, source, error: describeError(error), app });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void flush(), debounceMs);
      return true;
    },
    flush,
    get sends() {
      return sends;
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}

/** Reports uncaught errors and unhandled rejections of a window; returns the remover. */
export function captureGlobalErrors(reporter: DiagnosticsReporter, win: Window = window): () => void {
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
