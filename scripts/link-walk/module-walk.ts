import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One script of V8's precise coverage (`Profiler.takePreciseCoverage`), as far as the count reads it. */
export interface ScriptCoverage {
  url: string;
  functions: readonly {
    functionName: string;
    ranges: readonly { count: number; startOffset: number; endOffset: number }[];
  }[];
}

/**
 * Vitest's module runner turns each export into a getter on the exporting module
 * (`() => { try { return name } catch {} }`): reading an imported binding calls it. A browser runs no
 * code of the module for that read, so such a call is not the module's own code running.
 */
const EXPORT_GETTER = /^\(\) => \{ try \{ return [\w$.]+ \} catch \{\} \}$/;

export function isExportGetter(source: string): boolean {
  return EXPORT_GETTER.test(source);
}

/** Where a walk went: modules whose own code ran, and modules only read through an imported binding. */
export interface ModulesReached {
  ran: string[];
  readOnly: string[];
}

/**
 * The project module a script is, relative to the repository root: a source file under apps/ or
 * packages/ (not node_modules, not a test, not the counter itself); undefined for anything else.
 */
export function projectModule(url: string, rootDir: string): string | undefined {
  const path = url.startsWith('file:') ? fileURLToPath(url) : url.split('?')[0];
  if (path === undefined || !path.startsWith(rootDir + sep)) return undefined;
  const file = relative(rootDir, path).split(sep).join('/');
  if (file.includes('node_modules/')) return undefined;
  if (!/^(apps|packages)\/[^/]+\/src\//.test(file)) return undefined;
  if (/\.test\.tsx?$/.test(file)) return undefined;
  return file;
}

/**
 * The project modules of a coverage snapshot in which at least one function ran (a module's top-level
 * code is its first function: a module evaluated counts), split by whether any of those functions is
 * the module's own code; each script comes with its text (`source`, which V8's offsets index).
 */
export function modulesReached(
  scripts: readonly (ScriptCoverage & { source: string })[],
  rootDir: string,
): ModulesReached {
  const ran: string[] = [];
  const readOnly: string[] = [];
  for (const script of scripts) {
    const file = projectModule(script.url, rootDir);
    if (file === undefined) continue;
    const called = script.functions.flatMap(({ ranges: [whole] }) =>
      whole !== undefined && whole.count > 0 ? [script.source.slice(whole.startOffset, whole.endOffset)] : [],
    );
    if (called.some((source) => !isExportGetter(source))) ran.push(file);
    else if (called.length > 0) readOnly.push(file);
  }
  return { ran, readOnly };
}

/**
 * The walk across snapshots taken in turn (each resets V8's counters): every module once, in the
 * order of the snapshot where it first ran (within one snapshot, by path), with that snapshot's index.
 */
export function walkOrder(snapshots: readonly string[][]): { module: string; phase: number }[] {
  const seen = new Set<string>();
  const walk: { module: string; phase: number }[] = [];
  snapshots.forEach((modules, phase) => {
    for (const module of [...modules].sort()) {
      if (seen.has(module)) continue;
      seen.add(module);
      walk.push({ module, phase });
    }
  });
  return walk;
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
