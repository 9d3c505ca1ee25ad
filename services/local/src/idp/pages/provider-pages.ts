import { SafeHtml, html } from './html.ts';
import { FRONT_CHANNEL_SCRIPT_PATH, LOGOUT_SCRIPT_PATH, renderPage } from './layout.ts';

/**
 * B2C signs out on a GET with the session's id_token_hint without asking: this page carries
 * oidc-provider's confirmation form (its xsrf field) and submits it at once through an external
 * script; the button is the fallback. Only for a hint of the current session (create-provider.ts).
 */
export function renderLogoutPage(providerForm: string): string {
  return renderPage({
    title: 'Déconnexion',
    scripts: [LOGOUT_SCRIPT_PATH],
    // The form is oidc-provider's own markup (an action URL and a hidden xsrf input), not user text.
    body: html`<p>Déconnexion en cours…</p>
      ${new SafeHtml(providerForm)}
      <button type="submit" form="op.logoutForm" name="logout" value="yes">Se déconnecter</button>`,
  });
}

/**
 * A sign-out asked without the current session's id_token_hint (a link from anywhere, MSAL's
 * logoutRedirect without a hint): nothing ends until the member presses « Se déconnecter ». No
 * script: a page that another site opens cannot submit it.
 */
export function renderLogoutConfirmPage(providerForm: string): string {
  return renderPage({
    title: 'Déconnexion',
    body: html`<p>Voulez-vous vous déconnecter de Portail sur cet appareil?</p>
      ${new SafeHtml(providerForm)}
      <button type="submit" form="op.logoutForm" name="logout" value="yes">Se déconnecter</button>`,
  });
}

/**
 * The front-channel step of a sign-out: each app's logout page in a hidden iframe (as B2C does), then
 * the chain goes on (`continueUrl`, the provider's fixed continuation) through an external script;
 * the link is the way on without script.
 */
export function renderFrontChannelPage(frames: readonly string[], continueUrl: string): string {
  return renderPage({
    title: 'Déconnexion',
    scripts: [FRONT_CHANNEL_SCRIPT_PATH],
    body: html`<p role="status">Déconnexion des applications Portail en cours…</p>
      ${frames.map(
        (src) =>
          html`<iframe
            class="front-channel"
            src="${src}"
            title="Déconnexion d’une application"
            hidden
          ></iframe>`,
      )}
      <p><a href="${continueUrl}" data-suite>Continuer</a></p>`,
  });
}

export function renderSignedOutPage(): string {
  return renderPage({
    title: 'Vous êtes déconnecté',
    body: html`<p role="status">Vous êtes maintenant déconnecté de Portail.</p>`,
  });
}

const errorTexts: Record<string, string> = {
  invalid_request: 'La demande de connexion est invalide.',
  invalid_client: 'Cette application n’est pas reconnue.',
  invalid_redirect_uri: 'L’adresse de retour de l’application n’est pas autorisée.',
  unauthorized_client: 'Cette application n’est pas autorisée à faire cette demande.',
  access_denied: 'La connexion a été refusée.',
  session_not_found: 'Votre demande de connexion a expiré.',
  server_error: 'C’est bizarre, une erreur inconnue est survenue. Veuillez réessayer.',
};

/** The provider's French error page (for errors it cannot send back to the application). */
export function renderProviderErrorPage(error: string, description: string | undefined): string {
  const text = errorTexts[error] ?? 'La demande n’a pas pu être traitée.';
  return renderPage({
    title: 'Une erreur est survenue',
    body: html`<div role="alert">
        <p>${text}</p>
        <p>Retournez à l’application et réessayez.</p>
      </div>
      <details>
        <summary>Détails techniques</summary>
        <p><code>${error}</code>${description ? html` : ${description}` : ''}</p>
      </details>`,
  });
}
