/**
 * The content pages' and layouts' French copy (fr-CA), a module of their own: they load with the
 * content applications' chunks, not with the shell's first script (messages.ts).
 */
export const contentMessages = {
  appNavigation: 'Navigation de la section {app}',
  relatedLinks: 'À découvrir ailleurs sur le portail',
} as const;
