/**
 * The texts of the lightbox dialog (lightbox/Lightbox.tsx), in a module of its own: it loads with that on-demand part, not with the
 * catalogue's first script (messages.fr.ts, whose sections are in every first script that reads them).
 */
export const dialogMessages = {
  close: 'Fermer la fenêtre',
} as const;
