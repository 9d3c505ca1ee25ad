import { describe, expect, it } from 'vitest';
import { cpuMsPerWindow, mainThreadWork, type TraceEvent } from './main-thread-work.ts';

const page = { pid: 10, tid: 1, fromTs: 1_000 };
/** An event of the page's main thread: start and lengths in ms (the trace counts µs). */
function event(name: string, startMs: number, wallMs: number, cpuMs: number | undefined): TraceEvent {
  return {
    name,
    ph: 'X',
    pid: 10,
    tid: 1,
    ts: 1_000 + startMs * 1000,
    dur: wallMs * 1000,
    ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
  };
}

describe('mainThreadWork', () => {
  it('counts the CPU time of tasks, not their wall time, which a busy machine stretches', () => {
    const work = mainThreadWork(
      [event('RunTask', 0, 200, 30), event('RunTask', 300, 600, 40), event('RunTask', 1000, 5, 5)],
      page,
    );
    expect(work).toEqual({ tasks: 3, cpuMs: 75, scriptCpuMs: 0, longestTaskCpuMs: 40 });
  });

  it('counts a script once however deep its events nest, and counts scripts in every task', () => {
    const work = mainThreadWork(
      [
        event('RunTask', 0, 100, 60),
        event('v8.evaluateModule', 1, 90, 50),
        event('FunctionCall', 2, 40, 20),
        event('RunMicrotasks', 50, 30, 10),
        event('Layout', 95, 5, 5),
        event('RunTask', 200, 20, 15),
        event('TimerFire', 201, 15, 12),
      ],
      page,
    );
    expect(work.scriptCpuMs).toBe(62);
    expect(work.tasks).toBe(2);
    expect(work.longestTaskCpuMs).toBe(60);
  });

  it('leaves out other threads, other processes and what came before the navigation', () => {
    const work = mainThreadWork(
      [
        event('RunTask', 0, 10, 10),
        { ...event('RunTask', 0, 500, 500), tid: 2 },
        { ...event('RunTask', 0, 500, 500), pid: 11 },
        { ...event('RunTask', 0, 500, 500), ts: 0 },
      ],
      page,
    );
    expect(work.cpuMs).toBe(10);
  });

  it('counts a nested run loop within its parent task', () => {
    const work = mainThreadWork([event('RunTask', 0, 100, 80), event('RunTask', 10, 20, 20)], page);
    expect(work).toMatchObject({ tasks: 1, cpuMs: 80 });
  });

  it('refuses a trace without thread time rather than fall back to wall time', () => {
    expect(() => mainThreadWork([event('RunTask', 0, 100, undefined)], page)).toThrow(/thread time/);
  });
});

describe('cpuMsPerWindow', () => {
  const ms = (value: number) => 1_000 + value * 1000;

  it('counts, per window, the CPU time of the tasks that overlap it, the one already running at its start whole', () => {
    const events = [
      event('RunTask', 0, 10, 4), // dispatches the click at 5 ms
      event('RunTask', 20, 30, 12), // the navigation, stretched by a busy machine
      event('RunTask', 60, 5, 5), // after page-changed
      event('RunTask', 100, 8, 3),
      { ...event('RunTask', 25, 5, 5), tid: 2 }, // another thread
    ];
    expect(
      cpuMsPerWindow(events, {
        pid: 10,
        tid: 1,
        windows: [
          [ms(5), ms(50)],
          [ms(99), ms(104)],
        ],
      }),
    ).toEqual([16, 3]);
  });

  it('counts a task of a few µs that the trace gives no thread time by its wall time, and refuses a longer one', () => {
    const window: [number, number] = [ms(0), ms(10)];
    const tiny = { ...event('RunTask', 1, 0.001, undefined) };
    expect(cpuMsPerWindow([tiny], { pid: 10, tid: 1, windows: [window] })).toEqual([0.001]);
    const long = event('RunTask', 1, 2, undefined);
    expect(() => cpuMsPerWindow([long], { pid: 10, tid: 1, windows: [window] })).toThrow(/no thread time/);
  });
});
