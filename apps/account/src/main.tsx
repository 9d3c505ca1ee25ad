import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@portail/contracts';
import '@portail/ui/base.css';
import '@portail/ui/components.css';
import './account.css';
import { AccountApp } from './AccountApp.tsx';
import { createFetchAccountApi } from './api/fetchAccountApi.ts';
import { SignInUnavailable } from './pages/SignInUnavailable.tsx';
import { createAccountSession } from './wiring.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The page head is React's from here on (React 19 <title>/<meta>): drop the static fallbacks.
for (const element of document.head.querySelectorAll('title, meta[name="description"]')) element.remove();

const config = readRuntimeConfig();
const session = createAccountSession(config);
createRoot(root).render(
  <StrictMode>
    {session ? (
      <AccountApp
        config={config}
        session={session}
        api={createFetchAccountApi({
          apiOrigin: config.apiOrigin,
          getAccessToken: () => session.getAccessToken(),
        })}
      />
    ) : (
      <SignInUnavailable config={config} />
    )}
  </StrictMode>,
);
