/**
 * The package's minified gzip size: Vite (rolldown) bundles src/index.ts with every dependency
 * (jose, oauth4webapi, @portail/contracts), minified, as an ES module; node:zlib gzips it at level 9.
 * Run: node packages/identity/scripts/size.ts (npm run size checks it against budgets.json).
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export async function identityBundleSize(): Promise<{ minified: number; gzip: number }> {
  const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'identity' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  let code = '';
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const chunk of output.output) if (chunk.type === 'chunk') code += chunk.code;
  }
  return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { minified, gzip } = await identityBundleSize();
  console.log(
    `@portail/identity: ${(minified / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
}
