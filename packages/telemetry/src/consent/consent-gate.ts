import type { PrivacyChoices, PrivacyPurpose } from '@portail/contracts';

/** What a sender may do with a measure of a purpose now. */
export type ConsentDecision = 'allowed' | 'refused' | 'pending';

/**
 * The person's privacy choice as the telemetry senders read it at the moment they would send
 * (issue 32 item 5): page analytics and web vitals are sent only when `allowed`; `pending` while the
 * choice is being read (a signed-in member's, from the member APIs), so that a page view made
 * meanwhile can wait for it instead of leaving. Diagnostics and error logs never ask it: they are
 * needed to run the service.
 */
export interface ConsentGate {
  decision(purpose: PrivacyPurpose): ConsentDecision;
  /** The choice is known: what it allows is sent from now on, what waits is released or dropped. */
  decide(choices: PrivacyChoices): void;
  /** The choice is being read again (a member signs in): senders hold what they make meanwhile. */
  suspend(): void;
  /** Told after every decide() and suspend(); returns the unsubscriber. */
  subscribe(listener: () => void): () => void;
}

/** A gate that starts `pending` (or decided, when given choices). */
export function createConsentGate(initial: PrivacyChoices | null = null): ConsentGate {
  let choices: PrivacyChoices | null = initial;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    decision(purpose) {
      if (!choices) return 'pending';
      return choices[purpose] ? 'allowed' : 'refused';
    },
    decide(next) {
      choices = { analytics: next.analytics, performance: next.performance };
      notify();
    },
    suspend() {
      if (choices === null) return;
      choices = null;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
