import { html, type HtmlValue, type SafeHtml } from './html.ts';
import { serviceDocument } from './service-document.ts';

export const STYLESHEET_PATH = '/ressources/idp.css';
export const LOGOUT_SCRIPT_PATH = '/ressources/deconnexion.js';
export const FRONT_CHANNEL_SCRIPT_PATH = '/ressources/deconnexion-applications.js';

export interface PageOptions {
  title: string;
  body: HtmlValue;
  /** External scripts only (no inline script anywhere). */
  scripts?: readonly string[];
}

/** The document every page of the provider shares: French (Canada), one stylesheet, no inline code. */
export function renderPage({ title, body, scripts = [] }: PageOptions): string {
  return serviceDocument({
    title: `${title} | Portail`,
    stylesheet: STYLESHEET_PATH,
    scripts,
    body: html`<header class="banner">
        <p class="brand">Portail <span class="brand-sub">Compte membre</span></p>
      </header>
      <main id="contenu" class="card">
        <h1>${title}</h1>
        ${body}
      </main>`,
  });
}

export interface FieldError {
  /** The id of the input the message belongs to (the summary links to it), or null for the form. */
  field: string | null;
  message: string;
}

/** GOV.UK-style error summary: announced at once (role=alert), each message linked to its field. */
export function errorSummary(errors: readonly FieldError[]): SafeHtml {
  if (errors.length === 0) return html``;
  return html`<div class="error-summary" role="alert" aria-labelledby="resume-erreurs-titre" tabindex="-1">
    <h2 id="resume-erreurs-titre">Il y a un problème</h2>
    <ul>
      ${errors.map((error) =>
        error.field
          ? html`<li><a href="#${error.field}">${error.message}</a></li>`
          : html`<li>${error.message}</li>`,
      )}
    </ul>
  </div>`;
}

export interface TextFieldOptions {
  id: string;
  name?: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  autocomplete: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  autofocus?: boolean;
}

/** A labelled input; its hint and error are tied to it by aria-describedby, aria-invalid when wrong. */
export function textField(options: TextFieldOptions): SafeHtml {
  const {
    id,
    label,
    type = 'text',
    value,
    autocomplete,
    hint,
    error,
    required = true,
    autofocus = false,
  } = options;
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return html`<div class="field${error ? ' field-invalid' : ''}">
    <label for="${id}">${label}</label>
    ${hint ? html`<p class="hint" id="${hintId}">${hint}</p>` : ''}
    ${error ? html`<p class="error-message" id="${errorId}"><span class="visually-hidden">Erreur : </span>${error}</p>` : ''}
    <input
      id="${id}"
      name="${options.name ?? id}"
      type="${type}"
      autocomplete="${autocomplete}"
      ${
        value !== undefined && type !== 'password' ? html` value="${value}"` : ''
      }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}${
        required ? html` required` : ''
      }${autofocus ? html` autofocus` : ''}
      spellcheck="false"
    />
  </div>`;
}

export function hiddenField(name: string, value: string): SafeHtml {
  return html`<input type="hidden" name="${name}" value="${value}" />`;
}

/** A success or information message, in a status live region. */
export function notice(text: string | null | undefined): SafeHtml {
  return html`<div class="notice" role="status">${text ? html`<p>${text}</p>` : ''}</div>`;
}
