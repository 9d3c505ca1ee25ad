// The page's main-thread work in a Chromium trace, counted in CPU time (what the thread ran), not in
// wall time (how long it took): on a busy machine a task's wall time grows with every other process
// that takes the core, its CPU time does not. The gate of npm run lighthouse reads this.

/** The fields of a trace event that this module reads (Chromium's Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Start, µs on the trace's monotonic clock. */
  ts: number;
  /** Wall duration, µs. */
  dur?: number;
  /** Thread (CPU) duration, µs: present where the platform has thread clocks (Linux does). */
  tdur?: number;
}

/** The names Chromium gives a top-level task of a thread's scheduler (as Lighthouse's TraceProcessor). */
const TOP_LEVEL_TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/**
 * Events that run the page's JavaScript, compile or evaluate it (Lighthouse's « script evaluation »
 * and « script parsing & compile » groups); the garbage collection a script causes is inside them.
 */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'v8.run',
  'V8.Execute',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
]);

export interface MainThreadWork {
  /** Top-level tasks from the navigation on. */
  tasks: number;
  /** Their CPU time, ms: all the main thread did for the page (parse, style, layout, paint, script). */
  cpuMs: number;
  /** The CPU time of the page's scripts (outermost script events, nested ones counted once), ms. */
  scriptCpuMs: number;
  /** The longest top-level task's CPU time, ms: what blocks input the longest. */
  longestTaskCpuMs: number;
}

/** The events of a kind on one thread from `fromTs` on, without those nested in another of them. */
function outermost(events: readonly TraceEvent[], keep: (event: TraceEvent) => boolean): TraceEvent[] {
  const sorted = events.filter(keep).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result: TraceEvent[] = [];
  let openUntil = Number.NEGATIVE_INFINITY;
  for (const event of sorted) {
    if (event.ts < openUntil) continue;
    openUntil = event.ts + (event.dur ?? 0);
    result.push(event);
  }
  return result;
}

/** Chromium leaves thread time out of the shortest events: a few µs of wall time bound their CPU. */
const UNTIMED_EVENT_MAX_US = 50;

function cpuMsOf(event: TraceEvent): number {
  if (event.tdur === undefined && (event.dur ?? Infinity) <= UNTIMED_EVENT_MAX_US)
    return (event.dur ?? 0) / 1000;
  if (event.tdur === undefined) {
    // Without thread time the figure would silently become wall time, which depends on the load.
    throw new Error(`The trace's ${event.name} at ${event.ts} has no thread time (tdur)`);
  }
  return event.tdur / 1000;
}

/** What the page's main thread (`pid`/`tid`) did from `fromTs` (the navigation) on, in CPU time. */
export function mainThreadWork(
  events: readonly TraceEvent[],
  { pid, tid, fromTs }: { pid: number; tid: number; fromTs: number },
): MainThreadWork {
  const onThread = (event: TraceEvent) =>
    event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= fromTs;
  const tasks = outermost(events, (event) => onThread(event) && TOP_LEVEL_TASKS.has(event.name));
  const scripts = outermost(events, (event) => onThread(event) && SCRIPT_EVENTS.has(event.name));
  const taskCpu = tasks.map(cpuMsOf);
  return {
    tasks: tasks.length,
    cpuMs: taskCpu.reduce((sum, ms) => sum + ms, 0),
    scriptCpuMs: scripts.map(cpuMsOf).reduce((sum, ms) => sum + ms, 0),
    longestTaskCpuMs: Math.max(0, ...taskCpu),
  };
}

/**
 * The CPU time of the thread's top-level tasks that overlap each window (µs on the trace's clock,
 * e.g. from a click's user-timing mark to the page-changed mark), ms per window: a task that starts
 * before the window (the one that dispatched the click) counts whole.
 */
export function cpuMsPerWindow(
  events: readonly TraceEvent[],
  { pid, tid, windows }: { pid: number; tid: number; windows: ReadonlyArray<readonly [number, number]> },
): number[] {
  const tasks = outermost(
    events,
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && TOP_LEVEL_TASKS.has(event.name),
  );
  return windows.map(([from, to]) =>
    tasks
      .filter((task) => task.ts <= to && task.ts + (task.dur ?? 0) >= from)
      .reduce((sum, task) => sum + cpuMsOf(task), 0),
  );
}
