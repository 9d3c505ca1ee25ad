import { traceUrl, type LogEntry, type TraceChannel } from '@portail/contracts';
import { LOG_BATCH_SIZE, LOG_DEBOUNCE_MS, LOG_MAX_PENDING, LOG_MAX_WAIT_MS } from '../constants.ts';
import { packBodies, sendWhileLeaving } from '../keepalive.ts';
import { networkRetryDelay } from '../offline-queue.ts';
import { redactText, redactValue } from '../redact.ts';
import { retryDelayFor } from '../retry-after.ts';
import { current, type Dynamic } from '../trace-url.ts';
import { traceSenderIo, type TraceSenderEnvironment } from '../trace-sender-io.ts';

type LogChannel = Exclude<TraceChannel, 'vitals'>;
type LogLevel = LogEntry['level'];

export type { LogEntry };

export interface LogTransportOptions extends TraceSenderEnvironment {
  /** Base of the trace routes: `{appPath}/trace/{channel}` (read at each send when a function). */
  appPath: Dynamic<string>;
  /** The application named in each entry (read at each log when a function). */
  app?: Dynamic<string>;
  now?: () => number;
  debounceMs?: number;
  maxWaitMs?: number;
  batchSize?: number;
  maxPending?: number;
}

export interface LogTransport {
  log(channel: LogChannel, level: LogLevel, message: string, context?: Record<string, unknown>): void;
  /** Sends what is pending now (unless the sink asked us to wait). */
  flush(): Promise<void>;
  /** Sends what is pending with sendBeacon or fetch keepalive (page hide). */
  flushOnLeave(): void;
  pendingCount(channel?: LogChannel): number;
  dispose(): void;
}

const CHANNELS: LogChannel[] = ['message', 'ads', 'diagnostic'];

/**
 * Batched logs: POSTed as JSON arrays of at most 100 entries to `{appPath}/trace/{channel}`, 5000 ms
 * after the last log — but never later than `maxWaitMs` after the first pending one, so a steady
 * stream cannot postpone the flush forever. A full batch goes at once. A 429 or Retry-After pauses
 * sending for the time asked (the batch is kept); what is pending goes with sendBeacon on page hide.
 * Offline (navigator.onLine false, or a batch the network refused) the logs wait, at most
 * `maxPending`, the oldest dropped first: they go when the `online` event comes, or with the beacon
 * when the page is hidden once online again; a sink unreachable while the browser says it is online
 * is tried again later and later (offline-queue.ts).
 */
export function createLogTransport(options: LogTransportOptions): LogTransport {
  const {
    appPath,
    app,
    now = Date.now,
    debounceMs = LOG_DEBOUNCE_MS,
    maxWaitMs = LOG_MAX_WAIT_MS,
    batchSize = LOG_BATCH_SIZE,
    maxPending = LOG_MAX_PENDING,
  } = options;
  const { fetcher, beacon, connectivity, watch } = traceSenderIo(options);
  const queues: Record<LogChannel, LogEntry[]> = { message: [], ads: [], diagnostic: [] };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstPendingAt: number | null = null;
  let blockedUntil = 0;
  /** Network failures in a row, and until when the network is not tried again after them. */
  let networkFailures = 0;
  let networkRetryAt = 0;
  let sending: Promise<void> | null = null;
  let disposed = false;

  const total = () => CHANNELS.reduce((sum, channel) => sum + queues[channel].length, 0);
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clearTimer();
    if (disposed || total() === 0) return;
    const at = now();
    firstPendingAt ??= at;
    const dueByDebounce = at + debounceMs;
    const dueByMaxWait = firstPendingAt + maxWaitMs;
    const due = Math.max(Math.min(dueByDebounce, dueByMaxWait), blockedUntil, networkRetryAt);
    timer = setTimeout(() => void flush(), Math.max(0, due - at));
  };

  /** Drops the oldest log of the longest queue while more than maxPending wait. */
  const trim = () => {
    while (total() > maxPending) {
      const longest = CHANNELS.reduce((a, b) => (queues[a].length >= queues[b].length ? a : b));
      queues[longest].shift();
    }
  };
  const canSend = () => now() >= blockedUntil && now() >= networkRetryAt && connectivity.isOnline();

  async function sendChannel(channel: LogChannel): Promise<boolean> {
    while (queues[channel].length > 0) {
      if (!canSend() || !fetcher) return false;
      const batch = queues[channel].splice(0, batchSize);
      let response: Response;
      try {
        response = await fetcher(traceUrl(current(appPath), channel), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(batch),
        });
      } catch {
        // The network refused the batch: it waits at the head of its queue (logging never throws).
        queues[channel].unshift(...batch);
        trim();
        networkFailures += 1;
        networkRetryAt = now() + networkRetryDelay(networkFailures, debounceMs);
        return false;
      }
      networkFailures = 0;
      networkRetryAt = 0;
      const delay = retryDelayFor(response, now());
      if (delay > 0) {
        blockedUntil = now() + delay;
        if (!response.ok) {
          queues[channel].unshift(...batch);
          return false;
        }
      }
    }
    return true;
  }

  async function flush(): Promise<void> {
    clearTimer();
    if (sending) return sending;
    sending = (async () => {
      for (const channel of CHANNELS) {
        if (!(await sendChannel(channel))) break;
      }
    })();
    try {
      await sending;
    } finally {
      sending = null;
      firstPendingAt = total() > 0 ? now() : null;
      schedule();
    }
  }

  const flushOnLeave = () => {
    // A beacon sent offline is lost: the logs wait for the network instead.
    if (!canSend()) return;
    for (const channel of CHANNELS) {
      const entries = queues[channel].splice(0);
      for (const body of packBodies(entries, batchSize)) {
        sendWhileLeaving(traceUrl(current(appPath), channel), body, beacon, fetcher);
      }
    }
    clearTimer();
    firstPendingAt = null;
  };

  const stopWatching = watch(flushOnLeave, () => {
    networkFailures = 0;
    networkRetryAt = 0;
    if (total() > 0) void flush();
  });

  return {
    log(channel, level, message, context) {
      if (disposed) return;
      const entry: LogEntry = { level, message: redactText(message), time: new Date(now()).toISOString() };
      if (app !== undefined) entry.app = current(app);
      if (context) entry.context = redactValue(context) as Record<string, unknown>;
      const queue = queues[channel];
      queue.push(entry);
      trim();
      if (queue.length >= batchSize && canSend()) void flush();
      else schedule();
    },
    flush,
    flushOnLeave,
    pendingCount: (channel) => (channel ? queues[channel].length : total()),
    dispose() {
      disposed = true;
      clearTimer();
      stopWatching();
    },
  };
}
