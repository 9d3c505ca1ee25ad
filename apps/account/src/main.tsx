import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@portail/contracts';
import '@portail/ui/base.css';
import '@portail/ui/components.css';
import './account.css';
import { AccountApp } from './AccountApp.tsx';
import { createFetchAccountApi } from './api/fetchAccountApi.ts';
import { SignInFailed } from './pages/SignInFailed.tsx';
import { createAccountSignIn } from './wiring.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The page head is React's from here on (React 19 <title>/<meta>): drop the static fallbacks.
for (const element of document.head.querySelectorAll('title, meta[name="description"]')) element.remove();

const config = readRuntimeConfig();
const signIn = createAccountSignIn(config);

async function start(container: HTMLElement): Promise<void> {
  const outcome = await signIn.handleReturn(window);
  // The renewal iframe or popup keeps its address for the opener; a retry is leaving the page.
  if (outcome.kind === 'renewal-window' || outcome.kind === 'leaving') return;
  const { session } = signIn;
  createRoot(container).render(
    <StrictMode>
      {outcome.kind === 'failed' ? (
        <SignInFailed config={config} onSignIn={() => session.login(window.location.href)} />
      ) : (
        <AccountApp
          config={config}
          session={session}
          api={createFetchAccountApi({
            apiOrigin: config.apiOrigin,
            getAccessToken: () => session.getAccessToken(),
          })}
        />
      )}
    </StrictMode>,
  );
}

void start(root);
