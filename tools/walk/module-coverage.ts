// Which project modules a user's action runs, measured rather than read: V8's precise coverage
// (the inspector's Profiler domain, call counts), reset just before the action and taken once what
// the user sees is there. Shared by the walks that count a path through the code (issue 30: a
// profile save in Mon compte, a portal link click).
import { Session } from 'node:inspector/promises';
import { isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A script's coverage as V8 reports it (the fields the count reads). */
export interface ScriptCoverage {
  scriptId: string;
  url: string;
  functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}

/** The project path of a script's URL (`apps/account/src/x.ts`), or null for anything else. */
export function projectPath(url: string, rootDir: string): string | null {
  const bare = url.replace(/[?#].*$/, '');
  let file: string;
  if (bare.startsWith('file://')) file = fileURLToPath(bare);
  else if (isAbsolute(bare)) file = bare;
  else return null;
  const path = relative(rootDir, file).split(sep).join('/');
  if (path.startsWith('..') || path.includes('node_modules/')) return null;
  if (!/^(apps|packages)\/[^/]+\/src\//.test(path)) return null;
  // The tests and their fakes are not the project's code that a user's action runs.
  if (/\.test\.[cm]?tsx?$/.test(path) || /\/testing\//.test(path)) return null;
  return path;
}

/**
 * Vite's module runner reads an export through a getter it adds to the module
 * (`__vite_ssr_exportName__("x", () => { try { return x } catch {} })`): reading a constant of a
 * module is not running its code, and a bundle has no such function.
 */
export function isExportGetter(text: string): boolean {
  return /^\(\)\s*=>\s*\{\s*try\s*\{\s*return\s+[\w$.]+\s*\}\s*catch\s*\{\s*\}\s*\}$/.test(text);
}

/**
 * The project modules (sorted) of which at least one function ran in `scripts`, an export getter
 * not counted; `source` gives a script's text (the getters are told by their text).
 */
export async function modulesThatRan(
  scripts: readonly ScriptCoverage[],
  rootDir: string,
  source: (scriptId: string) => Promise<string>,
): Promise<string[]> {
  const ran = new Set<string>();
  for (const script of scripts) {
    const path = projectPath(script.url, rootDir);
    if (path === null || ran.has(path)) continue;
    const called = script.functions.flatMap((fn) => fn.ranges.slice(0, 1)).filter((range) => range.count > 0);
    if (called.length === 0) continue;
    const text = await source(script.scriptId);
    if (called.some((range) => !isExportGetter(text.slice(range.startOffset, range.endOffset))))
      ran.add(path);
  }
  return [...ran].sort();
}

/**
 * The modules whose code ran in more than one snapshot, with the indices of those snapshots: a module
 * entered again after the walk had left it for a wait (a timer, a load, a render).
 */
export function reentries(snapshots: readonly string[][]): { module: string; phases: number[] }[] {
  const phasesOf = new Map<string, number[]>();
  snapshots.forEach((modules, phase) => {
    for (const module of new Set(modules)) phasesOf.set(module, [...(phasesOf.get(module) ?? []), phase]);
  });
  return [...phasesOf]
    .filter(([, phases]) => phases.length > 1)
    .map(([module, phases]) => ({ module, phases }))
    .sort((a, b) => a.module.localeCompare(b.module));
}

export interface ModuleCoverage {
  /** Forgets every call so far: what runs from here on is the walk. */
  reset(): Promise<void>;
  /** The project modules whose functions ran since the last reset (or the start), sorted. */
  take(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Starts precise coverage with call counts in this thread (`rootDir`: the repository). Each take
 * resets the counts (V8's takePreciseCoverage does), so reset is a take whose answer is dropped.
 */
export async function startModuleCoverage(rootDir: string): Promise<ModuleCoverage> {
  const session = new Session();
  session.connect();
  await session.post('Debugger.enable');
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const sources = new Map<string, Promise<string>>();
  const source = (scriptId: string) => {
    let text = sources.get(scriptId);
    if (!text) {
      text = session.post('Debugger.getScriptSource', { scriptId }).then((answer) => answer.scriptSource);
      sources.set(scriptId, text);
    }
    return text;
  };
  const take = async () => {
    const { result } = await session.post('Profiler.takePreciseCoverage');
    return modulesThatRan(result, rootDir, source);
  };
  return {
    reset: async () => {
      await take();
    },
    take,
    async stop() {
      await session.post('Profiler.stopPreciseCoverage');
      await session.post('Profiler.disable');
      await session.post('Debugger.disable');
      session.disconnect();
    },
  };
}
