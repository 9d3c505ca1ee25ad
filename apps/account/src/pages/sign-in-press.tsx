import { useState } from 'react';
import { signInUnavailable } from '@portail/ui';

/**
 * A press on « Se connecter » that may fail to open the provider's page (the sign-in client's code
 * did not load: offline, a redeploy): the failure is said until the next press, which tries again.
 * `failedBefore` is an earlier failure the screen shows from the start (the automatic redirect's).
 */
export function useSignInPress(
  onSignIn: () => Promise<void>,
  failedBefore = false,
): { failed: boolean; press: () => void } {
  const [pressFailed, setPressFailed] = useState<boolean | null>(null);
  return {
    failed: pressFailed ?? failedBefore,
    press: () => {
      setPressFailed(false);
      onSignIn().catch(() => setPressFailed(true));
    },
  };
}

/** The failure's message, for assistive technologies at once (an alert). */
export function SignInUnavailable() {
  return (
    <p role="alert" className="notice notice-error">
      {signInUnavailable}
    </p>
  );
}
