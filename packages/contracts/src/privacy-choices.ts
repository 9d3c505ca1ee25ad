/**
 * « Confidentialité » (issue 32 item 5): what a member or a visitor lets the service measure. Two
 * purposes are a choice — page analytics (`analytics`) and performance measures, the web vitals
 * (`performance`) — and both are off until chosen (Québec's Loi 25: technology that profiles a
 * person is off unless they agree). The diagnostics needed to run the service (error reports, error
 * logs) are not a choice and are always sent. The member APIs keep a member's choice and every
 * change of it; the portal keeps a visitor's in the browser.
 */

/** GET (scope account.info) and PUT (scope account.modify) the signed-in member's choice. */
export const PRIVACY_CHOICES_PATH = '/id/v3/accounts/me/confidentialite';

/** Where the portal keeps a visitor's choice (localStorage of the portal's origin). */
export const VISITOR_PRIVACY_KEY = 'portail.confidentialite';

export const privacyPurposes = ['analytics', 'performance'] as const;
export type PrivacyPurpose = (typeof privacyPurposes)[number];

/** Whether each optional measure may be sent. */
export type PrivacyChoices = Record<PrivacyPurpose, boolean>;

/** Nothing optional is sent: the choice of a member or visitor who has not made one. */
export const NO_OPTIONAL_MEASURES: PrivacyChoices = Object.freeze({ analytics: false, performance: false });

/** One change of a member's choice, as kept and shown in the history. */
export interface PrivacyChange extends PrivacyChoices {
  /** When the change was made (ISO 8601, UTC). */
  changedAt: string;
  /** Whether the browser sent Global Privacy Control when the member made the change. */
  gpc: boolean;
}

/** The answer of GET and PUT: the choice in force, whether one was made, and every change, newest first. */
export interface PrivacyState {
  choices: PrivacyChoices;
  /** False until the member has chosen once: `choices` is then NO_OPTIONAL_MEASURES. */
  chosen: boolean;
  history: PrivacyChange[];
}

/** The body of PUT: the two choices and whether the browser sends Global Privacy Control. */
export interface PrivacyChoiceRequest extends PrivacyChoices {
  gpc: boolean;
}

/**
 * What may be sent: the choice the person made, else nothing optional. The browser's Global Privacy
 * Control signal (`navigator.globalPrivacyControl === true`) asks the same as no choice — off — and
 * only an explicit choice to turn a measure on overrides it: since nothing is on by default, an
 * explicit choice (made on this device or, for a member, on another) is the only way a measure is on.
 */
export function effectivePrivacyChoices(explicit: PrivacyChoices | null): PrivacyChoices {
  return explicit
    ? { analytics: explicit.analytics, performance: explicit.performance }
    : NO_OPTIONAL_MEASURES;
}

/** Whether this browser sends Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
export function sendsGlobalPrivacyControl(navigator: object | undefined): boolean {
  return (navigator as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

/** A visitor's choice as the portal keeps it. */
export interface VisitorPrivacyRecord extends PrivacyChoices {
  changedAt: string;
}

/** A stored visitor choice, or null when there is none or it is not one the portal wrote. */
export function parseVisitorPrivacy(text: string | null): VisitorPrivacyRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<VisitorPrivacyRecord>;
    if (
      typeof value.analytics !== 'boolean' ||
      typeof value.performance !== 'boolean' ||
      typeof value.changedAt !== 'string'
    ) {
      return null;
    }
    return { analytics: value.analytics, performance: value.performance, changedAt: value.changedAt };
  } catch {
    return null;
  }
}

/** The member APIs' French messages for a body that breaks the rules of PUT. */
export const privacyMessages = {
  body: 'Le choix de confidentialité doit indiquer la mesure d’audience, la mesure de performance et le signal GPC.',
  analytics: 'Le choix « Mesure d’audience » doit être activé ou désactivé (true ou false).',
  performance: 'Le choix « Mesure de performance » doit être activé ou désactivé (true ou false).',
  gpc: 'Le signal « Global Privacy Control » doit valoir true ou false.',
  unknownField: 'Ce champ ne fait pas partie du choix de confidentialité.',
} as const;
