import { traceUrl, type DiagnosticError } from '@portail/contracts';
import { DIAGNOSTIC_DEBOUNCE_MS, DIAGNOSTIC_MAX_QUEUED, DIAGNOSTIC_MAX_SENDS } from '../constants.ts';
import { packBodies, sendWhileLeaving } from '../keepalive.ts';
import { redactText } from '../redact.ts';
import { current, type Dynamic } from '../trace-url.ts';
import { traceSenderIo, type TraceSenderEnvironment } from '../trace-sender-io.ts';

export interface DiagnosticsOptions extends TraceSenderEnvironment {
  /** Base of the trace route `{appPath}/trace/diagnostic` (read at each send when a function). */
  appPath: Dynamic<string>;
  /** The application named in each error (read when the error is reported when a function). */
  app: Dynamic<string>;
  debounceMs?: number;
  maxQueued?: number;
  maxSends?: number;
}

export interface DiagnosticsReporter {
  /** Queues an error; returns false when it was dropped (queue full or sender stopped). */
  report(event: string, source: string, error: unknown): boolean;
  flush(): Promise<void>;
  /** Sends what is queued with sendBeacon or fetch keepalive (page hide); counts as a batch. */
  flushOnLeave(): void;
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
 * dropped, and after 10 batches the sender stops for the life of the page (SPEC.md §8). What is
 * queued when the page is hidden goes at once with sendBeacon (it would be lost otherwise). Offline,
 * errors stay queued (same limit) and go when the network comes back, or at a page hide once online.
 */
export function createDiagnosticsReporter(options: DiagnosticsOptions): DiagnosticsReporter {
  const {
    appPath,
    app,
    debounceMs = DIAGNOSTIC_DEBOUNCE_MS,
    maxQueued = DIAGNOSTIC_MAX_QUEUED,
    maxSends = DIAGNOSTIC_MAX_SENDS,
  } = options;
  const { fetcher, beacon, connectivity, watch } = traceSenderIo(options);
  let queue: DiagnosticError[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    // Offline, the errors wait for the network (the `online` event) instead of being lost.
    if (queue.length === 0 || sends >= maxSends || !fetcher || !connectivity.isOnline()) return;
    const batch = queue;
    queue = [];
    sends += 1;
    try {
      await fetcher(traceUrl(current(appPath), 'diagnostic'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        keepalive: true,
      });
    } catch {
      // The network went away during the send: the batch waits for it, in order, not counted.
      // Otherwise diagnostics are best effort: a failed send is not retried.
      if (!connectivity.isOnline()) {
        queue = [...batch, ...queue].slice(0, maxQueued + 1);
        sends -= 1;
      }
    }
  };

  const flushOnLeave = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    // A beacon sent offline is lost: the errors wait for the network instead.
    if (queue.length === 0 || sends >= maxSends || !connectivity.isOnline()) return;
    const batch = queue;
    queue = [];
    sends += 1;
    const url = traceUrl(current(appPath), 'diagnostic');
    for (const body of packBodies(batch, batch.length)) sendWhileLeaving(url, body, beacon, fetcher);
  };

  const stopWatching = watch(flushOnLeave, () => {
    if (queue.length > 0) void flush();
  });

  return {
    report(event, source, error) {
      if (disposed || sends >= maxSends || queue.length > maxQueued) return false;
      queue.push({
        event: redactText(event),
        source: redactText(source),
        error: describeError(error),
        app: current(app),
      });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void flush(), debounceMs);
      return true;
    },
    flush,
    flushOnLeave,
    get sends() {
      return sends;
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      stopWatching();
    },
  };
}

// In a module of its own: an app starts catching errors at once and loads the sender later.
export { captureGlobalErrors } from './global-errors.ts';
