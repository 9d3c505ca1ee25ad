// npm run build: production builds of both apps, always fresh.
// npm run build -- --stale: only the apps whose sources changed since their last build (npm test
// builds first this way, so that the steps run beside each other never build the same app at once).
import { fileURLToPath } from 'node:url';
import { appNames, buildApp, isStale } from './build-apps.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const staleOnly = process.argv.includes('--stale');
for (const app of appNames) {
  if (staleOnly && !isStale(rootDir, app)) {
    console.log(`${app}: up to date`);
    continue;
  }
  const started = performance.now();
  await buildApp(rootDir, app);
  console.log(`${app}: built in ${Math.round(performance.now() - started)} ms`);
}
