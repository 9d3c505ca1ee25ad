import { NO_OPTIONAL_MEASURES, type PrivacyChoices } from '@portail/contracts';

/*
 * The member's privacy choice as Mon compte's analytics reads it (issue 32 item 5). Its own small
 * module: main.tsx sets the reader, and the analytics code itself stays out of the first script.
 */
const listeners = new Set<(choices: PrivacyChoices) => void>();

/** How the member's privacy choice is read (main.tsx); none: nothing is sent. */
let readConsent: (() => Promise<PrivacyChoices>) | null = null;
let known: PrivacyChoices | null = null;

/**
 * Says how to read the member's privacy choice (issue 32 item 5): read at the first record of the
 * page, kept for the page's life; until it is read (or when it cannot be), nothing is sent.
 */
export function configureAnalyticsConsent(read: () => Promise<PrivacyChoices>): void {
  readConsent = read;
  known = null;
}

/** The member changed their choice on this page (« Confidentialité »): it holds from the next record. */
export function rememberPrivacyChoices(choices: PrivacyChoices): void {
  known = { analytics: choices.analytics, performance: choices.performance };
  for (const listener of listeners) listener(known);
}

/** Told of each choice made on this page. */
export function onPrivacyChoices(listener: (choices: PrivacyChoices) => void): void {
  listeners.add(listener);
}

/** The member's choice: read once per page (nothing optional while it cannot be). */
export async function currentChoices(): Promise<PrivacyChoices> {
  if (known) return known;
  try {
    known = readConsent ? await readConsent() : NO_OPTIONAL_MEASURES;
  } catch {
    return NO_OPTIONAL_MEASURES; // unreadable now: this record is not sent, the next asks again
  }
  return known;
}
