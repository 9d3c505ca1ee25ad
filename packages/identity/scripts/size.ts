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
 * Run: node_modules/.bin/node packages/identity/scripts/size.ts (exit code 1 when a rule is broken).
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rolldown } from 'vite';

const BUDGET_BYTES = 15 * 1024;
const LIBRARIES = ['jose', 'oauth4webapi'];

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

const result = await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    target: 'es2022',
    // an application build (lib mode keeps the whitespace of ES output): fully minified chunks, with
    // the preload helper Vite adds to import() calls
    rollupOptions: { input: { identity: entry }, preserveEntrySignatures: 'exports-only' },
  },
});
const chunks: Rolldown.OutputChunk[] = [];
for (const output of Array.isArray(result) ? result : [result]) {
  if (!('output' in output)) continue;
  for (const item of output.output) if (item.type === 'chunk') chunks.push(item);
}

const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const initial = new Set<string>();
const visit = (fileName: string) => {
  const chunk = byName.get(fileName);
  if (!chunk || initial.has(fileName)) return;
  initial.add(fileName);
  chunk.imports.forEach(visit);
};
for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const librariesIn = (chunk: Rolldown.OutputChunk) =>
  LIBRARIES.filter((name) => chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)));

let initialMin = 0;
let initialGzip = 0;
let totalMin = 0;
let totalGzip = 0;
const libraryLeaks: string[] = [];
for (const chunk of chunks) {
  const min = Buffer.byteLength(chunk.code);
  const gzip = gzipSync(chunk.code, { level: 9 }).length;
  const isInitial = initial.has(chunk.fileName);
  totalMin += min;
  totalGzip += gzip;
  if (isInitial) {
    initialMin += min;
    initialGzip += gzip;
    libraryLeaks.push(...librariesIn(chunk));
  }
  const libraries = librariesIn(chunk);
  console.log(
    `  ${isInitial ? 'initial  ' : 'on demand'} ${chunk.fileName.padEnd(34)} ${kb(min).padStart(8)} ${kb(gzip).padStart(8)} gzip${libraries.length ? `  (${libraries.join(', ')})` : ''}`,
  );
}
console.log(
  `@portail/identity initial: ${kb(initialMin)} minified, ${kb(initialGzip)} gzip (budget ${kb(BUDGET_BYTES)})`,
);
console.log(
  `@portail/identity total:   ${kb(totalMin)} minified, ${kb(totalGzip)} gzip (${chunks.length} chunks)`,
);
if (libraryLeaks.length > 0) {
  console.error(
    `The initial chunks hold ${[...new Set(libraryLeaks)].join(' and ')}: load them with import().`,
  );
  process.exitCode = 1;
}
if (initialGzip > BUDGET_BYTES) {
  console.error(`The initial size is over the ${kb(BUDGET_BYTES)} budget.`);
  process.exitCode = 1;
}
