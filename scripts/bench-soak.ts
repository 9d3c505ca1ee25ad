// npm run bench:soak: a long visit of the portal in Chromium. 300 in-app navigations by clicking the
// main navigation's links across the portal's applications, the jukebox playing throughout; prints
// the click → page-changed latency (p50, p95, max) and, after a forced garbage collection at
// navigation 10 and at the end, the JS heap, the DOM nodes and the event listeners. A benchmark, not
// a timed test: it exits non-zero only when a bound is crossed, and says when the machine was busy.
// The stack runs on PORTAIL_E2E_*_PORT (defaults 18080-18083); SOAK_NAVIGATIONS changes the count.
import { loadavg, cpus } from 'node:os';
import { chromium, type CDPSession, type Page, type Request } from '@playwright/test';
import { configForPorts } from '@portail/contracts';
import { testPorts } from '../e2e/test-ports.ts';
import { findChromium, offlineChromiumArgs } from '../tools/chromium.ts';
import { startE2eStack, stopE2eStack } from '../e2e/stack-process.ts';
import { cpuMsPerWindow, type TraceEvent } from './main-thread-work.ts';
import { percentile, soakBounds, soakVerdicts, type SoakFigures } from './soak-bounds.ts';

const origins = configForPorts(testPorts);
const NAVIGATIONS = Number(process.env.SOAK_NAVIGATIONS ?? 300);
const BASELINE_AT = 10;
// Five sections, so that navigation 10 and the last (300) land on the same page: their figures compare.
const SECTIONS = ['Info', 'Arts', 'OHdio', 'Télé', 'Mordu'];
const EPISODE = 'Le fleuve Saint-Laurent, une autoroute sous pression';

interface Snapshot {
  heapBytes: number;
  nodes: number;
  listeners: number;
}

/** Collects garbage twice (a second pass frees what the first one's finalisers let go), then measures. */
async function snapshot(page: Page, cdp: CDPSession): Promise<Snapshot> {
  // the page settles first: a navigation's own work in flight (the settings loaded again beside it,
  // a stylesheet's load listeners) is not what a long visit keeps
  await page.waitForTimeout(1000);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return { heapBytes: usedSize, nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
}

/** The jukebox's active element plays and moves forward (within 15 s: the engine loads on demand). */
async function audioAdvances(page: Page): Promise<boolean> {
  const read = () =>
    page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-player-slot="active"]');
      return audio && !audio.paused ? audio.currentTime : null;
    });
  let first: number | null = null;
  for (let waited = 0; waited < 15_000; waited += 250) {
    const time = await read();
    if (time !== null && first !== null && time > first + 0.25) return true;
    if (time !== null && first === null) first = time;
    await page.waitForTimeout(250);
  }
  return false;
}

/**
 * In the page: records each click's time, each page-changed event's distance from it, and the
 * distance to the first frame painted after it (a task posted from the next animation frame runs once
 * that frame is out); marks both for the trace.
 */
function recordLatencies(): void {
  const state = window as unknown as {
    __soakClickAt?: number;
    __soakLatencies: number[];
    __soakPainted: number[];
  };
  state.__soakLatencies = [];
  state.__soakPainted = [];
  document.addEventListener(
    'click',
    (event) => {
      state.__soakClickAt = event.timeStamp;
      performance.mark('soak-click');
    },
    true,
  );
  window.addEventListener('portail:pagechange', () => {
    const clickAt = state.__soakClickAt;
    if (clickAt === undefined) return;
    performance.mark('soak-changed');
    state.__soakLatencies.push(performance.now() - clickAt);
    state.__soakClickAt = undefined;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => state.__soakPainted.push(performance.now() - clickAt);
      channel.port2.postMessage(null);
    });
  });
}

/** The renderer's main thread in a trace: the thread that has the page's user-timing marks. */
function mainThreadCpuPerNavigation(trace: Buffer): number[] {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as {
    traceEvents: Array<TraceEvent & { args?: { name?: string } }>;
  };
  const marks = traceEvents
    .filter((event) => event.name === 'soak-click' || event.name === 'soak-changed')
    .sort((a, b) => a.ts - b.ts);
  const first = marks[0];
  if (!first) return [];
  const windows: Array<[number, number]> = [];
  let clickAt: number | undefined;
  for (const mark of marks) {
    if (mark.name === 'soak-click') clickAt = mark.ts;
    else if (clickAt !== undefined) {
      windows.push([clickAt, mark.ts]);
      clickAt = undefined;
    }
  }
  return cpuMsPerWindow(traceEvents, { pid: first.pid, tid: first.tid, windows });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function soak(page: Page, cdp: CDPSession): Promise<SoakFigures> {
  await page.goto(`${origins.portalOrigin}/ohdio`);
  await page.evaluate(recordLatencies);
  await page.getByRole('button', { name: `Écouter : ${EPISODE}` }).click();
  if (!(await audioAdvances(page))) throw new Error('the jukebox did not start playing');

  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  // requests made during the navigations, but the audio's own (its ranges and segments)
  let requests = 0;
  const countRequest = (request: Request) => {
    if (request.resourceType() !== 'media') requests += 1;
  };
  page.on('request', countRequest);
  let baseline: Snapshot | undefined;
  let at = 0;
  // the main thread's own tasks (their CPU time does not grow with the machine's load) and the marks
  await page
    .context()
    .browser()
    ?.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  for (let index = 0; index < NAVIGATIONS; index += 1) {
    // the next section that is not the current one
    at = (at + 1) % SECTIONS.length;
    const changed = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          window.addEventListener('portail:pagechange', () => resolve(), { once: true }),
        ),
    );
    await nav.getByRole('link', { name: SECTIONS[at], exact: true }).click();
    await changed;
    if (index + 1 === BASELINE_AT) baseline = await snapshot(page, cdp);
  }
  page.off('request', countRequest);
  const trace = await page.context().browser()?.stopTracing();
  const end = await snapshot(page, cdp);
  const { latencies, painted } = await page.evaluate(() => {
    const state = window as unknown as { __soakLatencies: number[]; __soakPainted: number[] };
    return { latencies: state.__soakLatencies, painted: state.__soakPainted };
  });
  const cpu = trace ? mainThreadCpuPerNavigation(trace).sort((a, b) => a - b) : [];
  const paintedSorted = [...painted].sort((a, b) => a - b);
  const playing = await audioAdvances(page);
  if (!baseline) throw new Error(`fewer than ${BASELINE_AT} navigations`);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    navigations: latencies.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
    paintedP50: percentile(paintedSorted, 0.5),
    paintedP95: percentile(paintedSorted, 0.95),
    cpuP50: percentile(cpu, 0.5),
    cpuP95: percentile(cpu, 0.95),
    heapGrowthBytes: end.heapBytes - baseline.heapBytes,
    listenersGrowth: end.listeners - baseline.listeners,
    nodesGrowth: end.nodes - baseline.nodes,
    audioPlaying: playing,
    requestsPerNavigation: requests / NAVIGATIONS,
    baseline,
    end,
  };
}

const load = loadavg()[0] ?? 0;
const stack =
  process.env.PORTAIL_E2E_REUSE_STACK === '1' ? undefined : await startE2eStack(origins.apiOrigin);
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...offlineChromiumArgs, '--autoplay-policy=no-user-gesture-required'],
});
let failed: boolean;
try {
  const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const figures = await soak(page, cdp);
  const loadAfter = loadavg()[0] ?? 0;
  console.log(
    `\nLong visit: ${figures.navigations} navigations by clicking the main navigation, audio playing`,
  );
  console.log(
    `  click → page-changed  p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms` +
      ` (the spec's ${soakBounds.listenerWaitMs} ms listener wait included)`,
  );
  console.log(
    `  click → page painted   p50 ${figures.paintedP50.toFixed(1)} ms, p95 ${figures.paintedP95.toFixed(1)} ms` +
      ` (the first frame out after page-changed)`,
  );
  console.log(
    `  main-thread CPU, click → page-changed  p50 ${figures.cpuP50.toFixed(1)} ms, p95 ${figures.cpuP95.toFixed(1)} ms` +
      ` (the page's own work: a busy machine does not stretch it)`,
  );
  console.log(
    `  after GC, navigation ${BASELINE_AT} → end: JS heap ${mb(figures.baseline.heapBytes)} → ${mb(figures.end.heapBytes)}` +
      ` (${figures.heapGrowthBytes >= 0 ? '+' : ''}${mb(figures.heapGrowthBytes)}),` +
      ` DOM nodes ${figures.baseline.nodes} → ${figures.end.nodes}, listeners ${figures.baseline.listeners} → ${figures.end.listeners}`,
  );
  console.log(`  requests per navigation (audio aside): ${figures.requestsPerNavigation.toFixed(2)}`);
  console.log(`  audio still playing: ${figures.audioPlaying ? 'yes' : 'no'}`);
  const verdicts = soakVerdicts(figures);
  for (const verdict of verdicts) console.log(`  ${verdict.ok ? 'ok  ' : 'OVER'}  ${verdict.text}`);
  const cores = cpus().length;
  if (Math.max(load, loadAfter) > cores) {
    console.log(
      `  busy machine: load average ${load.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cores} cores; the latencies are inflated`,
    );
  }
  failed = verdicts.some((verdict) => !verdict.ok);
} finally {
  await browser.close();
  if (stack) await stopE2eStack(stack);
}
process.exit(failed ? 1 : 0);
