/**
 * The package's minified gzip size, as a page loads it. Vite (rolldown) bundles src/index.ts with
 * every dependency (jose, oauth4webapi, @portail/contracts), minified, as ES modules with the
 * package's import() calls split into chunks; node:zlib gzips each chunk at level 9 (as served).
 *
 * - initial: the entry chunk and the chunks it imports statically, what a page that is not on a
 *   callback loads (configuration, stored tokens, user, scheduling, tabs, authorize address,
 *   sign-out). It must hold no jose and no oauth4webapi module, and stay within the 15 KB budget.
 * - total: every chunk, with the on-demand ones (callback and id-token validation with jose, token
 *   endpoint with oauth4webapi, renewal windows, IdpJwt).
 *
 * Run: node_modules/.bin/node packages/identity/scripts/size.ts (exit code 1 when a rule is broken);
 * npm run size checks the initial size against budgets.json.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rolldown } from 'vite';

const BUDGET_BYTES = 15 * 1024;
const LIBRARIES = ['jose', 'oauth4webapi'];

interface IdentityChunk {
  fileName: string;
  initial: boolean;
  minified: number;
  gzip: number;
  libraries: string[];
}

export interface IdentityBundleSize {
  chunks: IdentityChunk[];
  /** What a page that is not on a callback loads: the entry and its static imports. */
  initial: { minified: number; gzip: number };
  total: { minified: number; gzip: number };
  /** jose or oauth4webapi found in an initial chunk (they must load with import()). */
  libraryLeaks: string[];
}

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

export async function identityBundleSize(): Promise<IdentityBundleSize> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      // an application build (lib mode keeps the whitespace of ES output): fully minified chunks,
      // with the preload helper Vite adds to import() calls. The package's exports are kept, and
      // the chunks may add exports to the entry ('allow-extension'), as they do to an app's entry
      // (Vite's app builds set preserveEntrySignatures to false): the modules that the on-demand
      // chunks share with the start-up code stay in the first chunk, which they import, instead of
      // common chunks of their own that only this measure would split ('exports-only' made three
      // initial chunks, 1.1 KB gzip more at start and 0.7 KB more in all for the same code).
      rollupOptions: { input: { identity: entry }, preserveEntrySignatures: 'allow-extension' },
    },
  });
  const built: Rolldown.OutputChunk[] = [];
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!('output' in output)) continue;
    for (const item of output.output) if (item.type === 'chunk') built.push(item);
  }
  const byName = new Map(built.map((chunk) => [chunk.fileName, chunk]));
  const initialNames = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || initialNames.has(fileName)) return;
    initialNames.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of built) if (chunk.isEntry) visit(chunk.fileName);

  const chunks = built.map((chunk) => ({
    fileName: chunk.fileName,
    initial: initialNames.has(chunk.fileName),
    minified: Buffer.byteLength(chunk.code),
    gzip: gzipSync(chunk.code, { level: 9 }).length,
    libraries: LIBRARIES.filter((name) =>
      chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)),
    ),
  }));
  const sum = (list: IdentityChunk[]) => ({
    minified: list.reduce((total, chunk) => total + chunk.minified, 0),
    gzip: list.reduce((total, chunk) => total + chunk.gzip, 0),
  });
  const initialChunks = chunks.filter((chunk) => chunk.initial);
  return {
    chunks,
    initial: sum(initialChunks),
    total: sum(chunks),
    libraryLeaks: [...new Set(initialChunks.flatMap((chunk) => chunk.libraries))],
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = await identityBundleSize();
  for (const chunk of size.chunks) {
    console.log(
      `  ${chunk.initial ? 'initial  ' : 'on demand'} ${chunk.fileName.padEnd(34)} ${kb(chunk.minified).padStart(8)} ${kb(chunk.gzip).padStart(8)} gzip${chunk.libraries.length ? `  (${chunk.libraries.join(', ')})` : ''}`,
    );
  }
  console.log(
    `@portail/identity initial: ${kb(size.initial.minified)} minified, ${kb(size.initial.gzip)} gzip (budget ${kb(BUDGET_BYTES)})`,
  );
  console.log(
    `@portail/identity total:   ${kb(size.total.minified)} minified, ${kb(size.total.gzip)} gzip (${size.chunks.length} chunks)`,
  );
  if (size.libraryLeaks.length > 0) {
    console.error(`The initial chunks hold ${size.libraryLeaks.join(' and ')}: load them with import().`);
    process.exitCode = 1;
  }
  if (size.initial.gzip > BUDGET_BYTES) {
    console.error(`The initial size is over the ${kb(BUDGET_BYTES)} budget.`);
    process.exitCode = 1;
  }
}
