import type { PortailConfig } from '@portail/contracts';
import { AccountLayout } from '../AccountLayout.tsx';
import { SignInRequiredScreen } from './SessionScreens.tsx';

/** The entry's page while no sign-in client is plugged in (wiring.ts): a link to the provider. */
export function SignInUnavailable({
  config,
  path = window.location.pathname,
}: {
  config: PortailConfig;
  path?: string;
}) {
  return (
    <AccountLayout config={config} currentPath={path}>
      <SignInRequiredScreen signInHref={`${config.idpOrigin}/`} />
    </AccountLayout>
  );
}
