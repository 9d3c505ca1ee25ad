import { StrictMode, type ReactElement } from 'react';
import { AccountApp, type AccountAppProps } from './AccountApp.tsx';

/**
 * What the client renders (main.tsx) and what each page's HTML is pre-rendered with at build time
 * (prerender.tsx): one element, so that the client's first render is the pre-rendered markup.
 */
export function accountRoot(props: AccountAppProps): ReactElement {
  return (
    <StrictMode>
      <AccountApp {...props} />
    </StrictMode>
  );
}
