import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@portail/contracts';
import '@portail/ui/base.css';
import './portal.css';
import { PortalApp } from './PortalApp.tsx';
import { createPortalRuntime } from './routing/runtime.ts';
import { createShellApps, moduleLoaders } from './routing/shell-apps.ts';
import { createPortalTelemetry } from './telemetry/portal-telemetry.ts';

// React renders the page's <title> and description from then on: the static ones of index.html
// (there for the first paint and for crawlers without JavaScript) would shadow them.
for (const element of document.head.querySelectorAll('title, meta[name="description"]')) element.remove();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const config = readRuntimeConfig();
const telemetry = createPortalTelemetry({ config, window });
const runtime = createPortalRuntime({
  config,
  window,
  moduleLoaders,
  apps: createShellApps(document),
  log: telemetry.log,
  analytics: telemetry.recordPageView,
});
createRoot(root).render(
  <StrictMode>
    <PortalApp config={config} runtime={runtime} telemetry={telemetry} />
  </StrictMode>,
);
runtime.start();
telemetry.start(runtime);
