/**
 * The package's minified gzip size, as a page loads it. Vite (rolldown) bundles src/index.ts with
 * every dependency (oauth4webapi, @portail/contracts), minified, as ES modules with the package's
 * import() calls split into chunks; node:zlib gzips each chunk at level 9 (as served).
 *
 * - initial: the entry chunk and the chunks it imports statically, what a page that is not on a
 *   callback loads (configuration, stored tokens, user, scheduling, tabs, sign-out). It must hold
 *   no jose and no oauth4webapi module, and stay within 10 KB.
 * - total: every chunk, with the on-demand ones (callback, id-token validation with WebCrypto,
 *   authorize address, provider documents, renewal windows, IdpJwt; token endpoint with
 *   oauth4webapi), within 20 KB (issue 31).
 *
 * Run: node_modules/.bin/node packages/identity/scripts/size.ts (prints each chunk and its
 * modules; exit code 1 when a rule is broken); npm run size checks both sizes against budgets.json.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rolldown } from 'vite';

const BUDGET_BYTES = 10 * 1024;
const TOTAL_BUDGET_BYTES = 20 * 1024;
const LIBRARIES = ['jose', 'oauth4webapi'];

interface IdentityChunk {
  fileName: string;
  initial: boolean;
  minified: number;
  gzip: number;
  libraries: string[];
  /** The package's modules and libraries in the chunk, biggest first (before minification). */
  modules: string[];
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
      // an application build (lib mode keeps the whitespace of ES output): fully minified chunks.
      // The package's exports are kept, and
      // the chunks may add exports to the entry ('allow-extension'), as they do to an app's entry
      // (Vite's app builds set preserveEntrySignatures to false): the modules that the on-demand
      // chunks share with the start-up code stay in the first chunk, which they import, instead of
      // common chunks of their own that only this measure would split ('exports-only' made three
      // initial chunks, 1.1 KB gzip more at start and 0.7 KB more in all for the same code).
      rollupOptions: { input: { identity: entry }, preserveEntrySignatures: 'allow-extension' },
    },
    // Vite's preload helper, which it puts beside every import() of an app (1.6 KB minified, 0.6 KB
    // gzip), is the app's: one copy per build, in each app's first chunk whether or not it signs in
    // (both main.tsx files load on-demand modules). It is left out of the package's bytes as React
    // is; the package's chunks import it, as they do in an app.
    plugins: [
      {
        name: 'preload-helper-of-the-app',
        enforce: 'pre',
        resolveId: (id) =>
          id.includes('vite/preload-helper') ? { id: 'vite/preload-helper.js', external: true } : null,
      },
    ],
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
    modules: Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
      .map(([id]) => id.replace(/^.*\/(node_modules|packages)\//, '').replace(/^identity\/src\//, '')),
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
      `  ${chunk.initial ? 'initial  ' : 'on demand'} ${chunk.fileName.padEnd(34)} ${kb(chunk.minified).padStart(8)} ${kb(chunk.gzip).padStart(8)} gzip (${chunk.gzip} bytes)${chunk.libraries.length ? `  (${chunk.libraries.join(', ')})` : ''}`,
    );
    console.log(`    ${chunk.modules.join(', ')}`);
  }
  console.log(
    `@portail/identity initial: ${kb(size.initial.minified)} minified, ${kb(size.initial.gzip)} gzip (budget ${kb(BUDGET_BYTES)})`,
  );
  console.log(
    `@portail/identity total:   ${kb(size.total.minified)} minified, ${kb(size.total.gzip)} gzip (${size.chunks.length} chunks, budget ${kb(TOTAL_BUDGET_BYTES)})`,
  );
  if (size.libraryLeaks.length > 0) {
    console.error(`The initial chunks hold ${size.libraryLeaks.join(' and ')}: load them with import().`);
    process.exitCode = 1;
  }
  if (size.initial.gzip > BUDGET_BYTES) {
    console.error(`The initial size is over the ${kb(BUDGET_BYTES)} budget.`);
    process.exitCode = 1;
  }
  if (size.total.gzip > TOTAL_BUDGET_BYTES) {
    console.error(`The total size is over the ${kb(TOTAL_BUDGET_BYTES)} budget.`);
    process.exitCode = 1;
  }
}
