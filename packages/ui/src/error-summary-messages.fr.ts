/**
 * The texts of the error summary (fields/ErrorSummary.tsx), in a module of its own: it loads with that on-demand part, not with the
 * catalogue's first script (messages.fr.ts, whose sections are in every first script that reads them).
 */
export const errorSummaryMessages = {
  title: 'Veuillez corriger les erreurs suivantes',
} as const;
