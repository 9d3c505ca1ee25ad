import {
  isExportGetter,
  projectPath,
  reentries,
  type ScriptCoverage as V8ScriptCoverage,
} from '../../tools/walk/module-coverage.ts';

// What V8's coverage is, which scripts are the project's and which modules a walk entered again are
// tools/walk/module-coverage.ts's, which the profile save's walk uses too; this file adds the link
// walk's own reading (turns, modules only read through an import).
export { isExportGetter, projectPath, reentries };

/** One script of V8's precise coverage, as far as the count reads it. */
export type ScriptCoverage = Omit<V8ScriptCoverage, 'scriptId'>;

/** Where a walk went: modules whose own code ran, and modules only read through an imported binding. */
export interface ModulesReached {
  ran: string[];
  readOnly: string[];
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
    const file = projectPath(script.url, rootDir);
    if (file === null) continue;
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
