import { appDisplayNames } from '@portail/contracts';
import { UnknownApplicationError } from '@portail/http';
import { compilePattern } from './pattern-cache.ts';
import { APP_REGISTRY, type AppId, type AppPattern, type AppRegistryEntry } from './registry.ts';
import { SegmentIndex } from './segment-index.ts';

interface CompiledPattern {
  readonly appId: AppId;
  readonly path: string;
  readonly test: (pathname: string) => boolean;
}

function compileAppPattern(appId: AppId, pattern: AppPattern): CompiledPattern {
  const matchPrefix = compilePattern(pattern.path, { prefix: true });
  const exceptions = (pattern.except ?? []).map((path) => compilePattern(path, { prefix: true }));
  const constraints = Object.entries(pattern.params ?? {});
  return {
    appId,
    path: pattern.path,
    test(pathname) {
      const params = matchPrefix(pathname);
      if (!params) return false;
      for (const [name, rule] of constraints) {
        const value = params[name];
        if (value === undefined || !rule.test(value)) return false;
      }
      for (const exception of exceptions) if (exception(pathname) !== null) return false;
      return true;
    },
  };
}

/** Answers which application of the registry serves a path. */
export function createAppRegistry(entries: readonly AppRegistryEntry[] = APP_REGISTRY) {
  const compiled = entries.flatMap((entry) =>
    entry.patterns.map((pattern) => compileAppPattern(entry.id, pattern)),
  );
  const index = new SegmentIndex(compiled, (pattern) => pattern.path);
  const byId = new Map(entries.map((entry) => [entry.id as string, entry]));

  return {
    entries,
    /** The application whose patterns cover `pathname`, or undefined. */
    appForPath(pathname: string): AppId | undefined {
      for (const pattern of index.candidates(pathname)) if (pattern.test(pathname)) return pattern.appId;
      return undefined;
    },
    isAppId(id: string): id is AppId {
      return byId.has(id);
    },
    /** The display name of an application (@portail/contracts); an unknown id is the unknown-application error. */
    displayName(id: string): string {
      const entry = byId.get(id);
      if (!entry) throw new UnknownApplicationError(id, [...byId.keys()]);
      return appDisplayNames[entry.id];
    },
  };
}

export type AppRegistry = ReturnType<typeof createAppRegistry>;
