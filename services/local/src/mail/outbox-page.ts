import { html, type SafeHtml } from '../idp/pages/html.ts';
import { serviceDocument } from '../idp/pages/service-document.ts';
import type { MailKind, SentMail } from './outbox.ts';

export const OUTBOX_PATH = '/courriels';
export const OUTBOX_STYLESHEET_PATH = '/courriels.css';

const kindLabels: Record<MailKind, string> = {
  'email-validation': 'Validation de l’adresse courriel',
  'password-reset': 'Réinitialisation du mot de passe',
  'account-deleted': 'Suppression du compte',
  'account-deletion-scheduled': 'Suppression du compte prévue',
  'account-deletion-cancelled': 'Suppression du compte annulée',
  other: 'Autre',
  'email-restore': 'Annulation d’un changement d’adresse courriel',
};

const dateFormat = new Intl.DateTimeFormat('fr-CA', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'America/Toronto',
});

function mailItem(mail: SentMail): SafeHtml {
  const headingId = `courriel-${mail.id}`;
  return html`<li>
    <article class="mail" aria-labelledby="${headingId}">
      <h2 id="${headingId}">${mail.subject}</h2>
      <dl>
        <dt>Destinataire</dt>
        <dd>${mail.to}</dd>
        <dt>Envoyé le</dt>
        <dd><time datetime="${mail.sentAt}">${dateFormat.format(new Date(mail.sentAt))}</time></dd>
        <dt>Type</dt>
        <dd>${kindLabels[mail.kind]}</dd>
      </dl>
      <pre class="mail-text">${mail.text}</pre>
      ${mail.link ? html`<p><a class="mail-link" href="${mail.link}">Suivre le lien : ${mail.subject}</a></p>` : ''}
    </article>
  </li>`;
}

/** The French outbox page: every mail the local services sent, newest first, with its link. */
export function renderOutboxPage(mails: readonly SentMail[], recipient: string | null): string {
  const count =
    mails.length === 0
      ? 'Aucun courriel envoyé pour l’instant.'
      : `${mails.length} courriel${mails.length > 1 ? 's' : ''}, du plus récent au plus ancien.`;
  return serviceDocument({
    title: 'Courriels envoyés | Services locaux de Portail',
    stylesheet: OUTBOX_STYLESHEET_PATH,
    body: html`<main>
      <h1>Courriels envoyés</h1>
      <p>Les services locaux n’envoient aucun courriel : chaque message est conservé ici.</p>
      <form class="filter" method="get" action="${OUTBOX_PATH}" role="search">
        <label for="destinataire">Filtrer par destinataire</label>
        <input
          id="destinataire"
          name="destinataire"
          type="email"
          autocomplete="off"
          value="${recipient ?? ''}"
        />
        <button type="submit">Filtrer</button>
      </form>
      <p role="status">${count}</p>
      ${
        mails.length > 0
          ? html`<ol class="mails">
              ${mails.map(mailItem)}
            </ol>`
          : ''
      }
    </main>`,
  });
}
