// npm run build: production builds of both apps, always fresh.
// npm run build -- --stale: only the apps whose sources changed since their last build (npm test
// builds first this way, so that the steps run beside each other never build the same app at once).
import { fileURLToPath } from 'node:url';
import { appNames, buildApp, buildStaleApps } from '../tools/build-apps.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
if (process.argv.includes('--stale')) {
  const built = await buildStaleApps(rootDir);
  if (built.length === 0) console.log('portal, account: up to date');
} else {
  for (const app of appNames) {
    const started = performance.now();
    await buildApp(rootDir, app);
    console.log(`${app}: built in ${Math.round(performance.now() - started)} ms`);
  }
}
