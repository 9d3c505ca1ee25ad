import { messages } from '@portail/ui';
import type { PortailConfig } from '@portail/contracts';
import { AccountLayout } from './AccountLayout.tsx';

export function AccountApp({
  config,
  path = window.location.pathname,
}: {
  config: PortailConfig;
  path?: string;
}) {
  return (
    <AccountLayout config={config} currentPath={path}>
      <h1>{messages.account.heading}</h1>
      <p className="account-lead">{messages.account.intro}</p>
    </AccountLayout>
  );
}
