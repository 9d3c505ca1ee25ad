/**
 * The identity harness page (e2e only): builds the real sign-in client from the options a test
 * passes, handles the provider's answer when the page is the redirect target, records the client's
 * events, and offers a button whose click renews in a popup (opened inside the user gesture).
 */
import { IdentityClient, IdentityError } from '@portail/identity';
import type { IdentityClientOptions } from '@portail/identity';
import { HARNESS_PATH, OPTIONS_KEY, RENEWAL_PAGE } from './harness-api.ts';
import type { CallbackReport, HarnessEvent, HarnessWindow, IdentityHarness } from './harness-api.ts';

const status = document.getElementById('etat') as HTMLElement;
let current: IdentityClient | undefined;
const events: HarnessEvent[] = [];

function codeOf(error: unknown): string {
  if (error instanceof IdentityError) return error.code;
  return error instanceof Error ? error.name : String(error);
}

function create(
  options: Partial<IdentityClientOptions> & Pick<IdentityClientOptions, 'identity'>,
): IdentityClient {
  sessionStorage.setItem(OPTIONS_KEY, JSON.stringify(options));
  current?.dispose();
  const base = `${location.origin}${HARNESS_PATH}`;
  const client = new IdentityClient({
    clientId: 'portail-web',
    redirectUri: base,
    renewalRedirectUri: `${base}${RENEWAL_PAGE}`,
    ...options,
  });
  client.on('save-success', ({ accessToken }) => {
    events.push({ type: 'save-success', ...(accessToken ? { accessToken } : {}) });
    status.textContent = 'Session enregistrée.';
  });
  client.on('refresh-error', ({ error }) => {
    events.push({ type: 'refresh-error', ...(error ? { errorCode: error.code } : {}) });
    status.textContent = 'Le renouvellement de la session a échoué.';
  });
  client.init();
  current = client;
  return client;
}

function client(): IdentityClient {
  if (!current) throw new Error('identityHarness.create() first');
  return current;
}

async function handleOwnCallback(): Promise<CallbackReport> {
  const saved = sessionStorage.getItem(OPTIONS_KEY);
  if (saved === null) return { kind: 'none' };
  const identity = create(JSON.parse(saved) as Parameters<typeof create>[0]);
  try {
    const result = await identity.handleCallback();
    if (result === null) return { kind: 'none' };
    if (!result.ok) return { kind: 'retrying' };
    status.textContent = 'Connexion terminée.';
    return {
      kind: 'signed-in',
      redirect: result.state?.redirect,
      authenticationType: result.authenticationType,
    };
  } catch (error) {
    status.textContent = 'La connexion a échoué.';
    return { kind: 'error', code: codeOf(error), message: error instanceof Error ? error.message : '' };
  }
}

document.getElementById('renouveler-fenetre')?.addEventListener('click', () => {
  // synchronous inside the click: the popup opens before any await
  client()
    .refreshWithPopup()
    .then(
      () => {
        status.textContent = 'Session renouvelée dans la fenêtre.';
      },
      (error: unknown) => {
        status.textContent = `Échec du renouvellement : ${codeOf(error)}`;
      },
    );
});

const harness: IdentityHarness = {
  create: (options) => {
    create(options);
  },
  client,
  events,
  callback: handleOwnCallback(),
  async attempt(work) {
    try {
      await work(client());
      return { ok: true };
    } catch (error) {
      return { ok: false, code: codeOf(error), message: error instanceof Error ? error.message : '' };
    }
  },
};
(window as unknown as HarnessWindow).identityHarness = harness;
