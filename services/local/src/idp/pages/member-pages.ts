import { html, type SafeHtml } from './html.ts';
import { errorSummary, hiddenField, notice, renderPage, textField, type FieldError } from './layout.ts';
import { messages } from '../messages.ts';

/** Where an interaction's pages live: `/interaction/{uid}` and below. */
export function interactionPath(uid: string, step = ''): string {
  return `/interaction/${encodeURIComponent(uid)}${step ? `/${step}` : ''}`;
}

export interface FormState {
  values?: Record<string, string>;
  errors?: readonly FieldError[];
  notice?: string | null;
}

function errorFor(state: FormState, field: string): string | undefined {
  return state.errors?.find((error) => error.field === field)?.message;
}

/** The « Adresse courriel » field, with the address typed and its error from `state`. */
function emailField(state: FormState, autocomplete: 'username' | 'email'): SafeHtml {
  return textField({
    id: 'courriel',
    label: 'Adresse courriel',
    type: 'email',
    value: state.values?.courriel ?? '',
    autocomplete,
    error: errorFor(state, 'courriel'),
  });
}

function cancelLink(uid: string): SafeHtml {
  return html`<li><a href="${interactionPath(uid, 'annuler')}">Annuler et retourner à l’application</a></li>`;
}

export function renderSignInPage(uid: string, state: FormState, options: { staff?: boolean } = {}): string {
  return renderPage({
    title: options.staff ? 'Connexion du personnel' : 'Connexion',
    body: html`${errorSummary(state.errors ?? [])}${notice(state.notice)}
      <form method="post" action="${interactionPath(uid, 'connexion')}" novalidate>
        ${emailField(state, 'username')}
        ${textField({
          id: 'motdepasse',
          label: 'Mot de passe',
          type: 'password',
          autocomplete: 'current-password',
          error: errorFor(state, 'motdepasse'),
        })}
        <button type="submit">Se connecter</button>
      </form>
      <ul class="links">
        <li><a href="${interactionPath(uid, 'mot-de-passe-oublie')}">Mot de passe oublié?</a></li>
        ${options.staff ? '' : html`<li><a href="${interactionPath(uid, 'inscription')}">Créer un compte</a></li>`}
        ${cancelLink(uid)}
      </ul>`,
  });
}

export function renderSignUpPage(uid: string, state: FormState): string {
  const value = (name: string) => state.values?.[name] ?? '';
  return renderPage({
    title: 'Créer un compte',
    body: html`${errorSummary(state.errors ?? [])}
      <form method="post" action="${interactionPath(uid, 'inscription')}" novalidate>
        ${textField({ id: 'prenom', label: 'Prénom', value: value('prenom'), autocomplete: 'given-name', error: errorFor(state, 'prenom') })}
        ${textField({ id: 'nom', label: 'Nom', value: value('nom'), autocomplete: 'family-name', error: errorFor(state, 'nom') })}
        ${emailField(state, 'email')}
        ${textField({
          id: 'motdepasse',
          label: 'Mot de passe',
          type: 'password',
          autocomplete: 'new-password',
          hint: messages.passwordHint,
          error: errorFor(state, 'motdepasse'),
        })}
        <button type="submit">Créer mon compte</button>
      </form>
      <ul class="links">
        <li><a href="${interactionPath(uid, 'connexion')}">Vous avez déjà un compte? Se connecter</a></li>
        ${cancelLink(uid)}
      </ul>`,
  });
}

export function renderForgotPasswordPage(uid: string, state: FormState): string {
  return renderPage({
    title: 'Mot de passe oublié',
    body: html`${errorSummary(state.errors ?? [])}${notice(state.notice)}
      <p>
        Entrez l’adresse courriel de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de
        passe.
      </p>
      <form method="post" action="${interactionPath(uid, 'mot-de-passe-oublie')}" novalidate>
        ${emailField(state, 'email')}
        <button type="submit">Envoyer le lien</button>
      </form>
      <ul class="links">
        <li><a href="${interactionPath(uid, 'connexion')}">Retour à la connexion</a></li>
        ${cancelLink(uid)}
      </ul>`,
  });
}

/** The form behind a reset link: `action` is the page itself, the token travels in a hidden field. */
/** The new password and its confirmation, as the reset and the change ask them. */
function newPasswordFields(state: FormState): SafeHtml {
  return html`${textField({
    id: 'nouveau',
    label: 'Nouveau mot de passe',
    type: 'password',
    autocomplete: 'new-password',
    hint: messages.passwordHint,
    error: errorFor(state, 'nouveau'),
  })}
  ${textField({
    id: 'confirmation',
    label: 'Confirmer le nouveau mot de passe',
    type: 'password',
    autocomplete: 'new-password',
    error: errorFor(state, 'confirmation'),
  })}`;
}

export function renderNewPasswordPage(action: string, token: string, state: FormState): string {
  return renderPage({
    title: 'Choisir un nouveau mot de passe',
    body: html`${errorSummary(state.errors ?? [])}
      <form method="post" action="${action}" novalidate>
        ${hiddenField('jeton', token)} ${newPasswordFields(state)}
        <button type="submit">Enregistrer le mot de passe</button>
      </form>`,
  });
}

export function renderChangePasswordPage(uid: string, email: string, state: FormState): string {
  return renderPage({
    title: 'Modifier le mot de passe',
    body: html`${errorSummary(state.errors ?? [])}
      <p>Compte : <strong>${email}</strong></p>
      <form method="post" action="${interactionPath(uid, 'changer-mot-de-passe')}" novalidate>
        ${textField({
          id: 'actuel',
          label: 'Mot de passe actuel',
          type: 'password',
          autocomplete: 'current-password',
          error: errorFor(state, 'actuel'),
        })}
        ${newPasswordFields(state)}
        <button type="submit">Modifier le mot de passe</button>
      </form>
      <ul class="links">
        ${cancelLink(uid)}
      </ul>`,
  });
}

export function renderEmailValidationPage(uid: string, email: string, state: FormState): string {
  return renderPage({
    title: 'Valider votre adresse courriel',
    body: html`${errorSummary(state.errors ?? [])}${notice(state.notice)}
      <p>
        Nous enverrons un lien de validation à <strong>${email}</strong>. Suivez-le pour valider votre
        adresse.
      </p>
      <form method="post" action="${interactionPath(uid, 'validation-courriel')}">
        <button type="submit">${state.notice ? 'Renvoyer le lien' : 'Envoyer le lien de validation'}</button>
      </form>
      <ul class="links">
        ${cancelLink(uid)}
      </ul>`,
  });
}

/** A page with one message (success or failure) and an optional way on. */
export function renderMessagePage(
  title: string,
  message: string,
  options: { kind?: 'status' | 'alert'; link?: { href: string; text: string } } = {},
): string {
  const role = options.kind ?? 'status';
  return renderPage({
    title,
    body: html`<div class="${role === 'alert' ? 'error-summary' : 'notice'}" role="${role}">
        <p>${message}</p>
      </div>
      ${options.link ? html`<p><a class="button" href="${options.link.href}">${options.link.text}</a></p>` : ''}`,
  });
}
