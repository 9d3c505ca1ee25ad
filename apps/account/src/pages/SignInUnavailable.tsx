import { ErrorScreen, messages } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { AccountLayout } from '../AccountLayout.tsx';
import { PageHead } from '../head/PageHead.tsx';

/**
 * The sign-in client's code could not be loaded at the start (sign-in-on-demand.ts: the network
 * failed, or a deploy replaced the files): the apps' error screen, with « Réessayer », which loads
 * the page again, inside Mon compte's layout; never a loading screen that stays.
 */
export function SignInUnavailable({
  config,
  onRetry,
  path = window.location.pathname,
}: {
  config: PortailConfig;
  onRetry: () => void;
  path?: string;
}) {
  return (
    <AccountLayout config={config} currentPath={path}>
      <PageHead
        meta={null}
        fallbackTitle={messages.account.title}
        fallbackDescription={messages.account.intro}
      />
      <ErrorScreen onRetry={onRetry} />
    </AccountLayout>
  );
}
