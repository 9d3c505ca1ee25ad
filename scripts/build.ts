// npm run build: production builds of both apps, always fresh.
import { fileURLToPath } from 'node:url';
import { appNames, buildApp } from './build-apps.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
for (const app of appNames) {
  const started = performance.now();
  await buildApp(rootDir, app);
  console.log(`${app}: built in ${Math.round(performance.now() - started)} ms`);
}
