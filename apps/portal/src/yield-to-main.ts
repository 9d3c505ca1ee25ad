interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser run what waits (input, paint) before the caller goes on: the portal's start-up
 * is cut into tasks short enough not to block the page (Lighthouse's Total Blocking Time counts
 * every task over 50 ms on a mid-range phone). `scheduler.yield()` where the browser has it (the
 * continuation keeps its priority), a new task otherwise.
 */
export function yieldToMain(
  global: { scheduler?: Scheduler } = globalThis as { scheduler?: Scheduler },
): Promise<void> {
  if (typeof global.scheduler?.yield === 'function') return global.scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
