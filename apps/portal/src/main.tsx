import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@portail/contracts';
import '@portail/ui/base.css';
import './portal.css';
import { PortalApp } from './PortalApp.tsx';
import { whenFirstPageShown } from './member/first-page.ts';
import { PortalMemberContext } from './member/member-context.ts';
import { createBrowserPortalMember } from './member/portal-member.ts';
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
const member = createBrowserPortalMember(config, import.meta.env.DEV);
createRoot(root).render(
  <StrictMode>
    <PortalMemberContext value={member}>
      <PortalApp config={config} runtime={runtime} telemetry={telemetry} />
    </PortalMemberContext>
  </StrictMode>,
);
// The router starts once the sign-in answer, if any, has been read and the address put back.
void member.start(
  () => {
    runtime.start();
    telemetry.start(runtime);
  },
  () => whenFirstPageShown(runtime.routerStore),
);
