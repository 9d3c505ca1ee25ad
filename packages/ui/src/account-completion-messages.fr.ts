import { accountCompletionHeading } from './messages.fr.ts';

/**
 * Mon compte's completion wizard texts, its loading screen's too, in a module of their own so that
 * they load with that screen and the wizard (on demand), not in the first script; the heading is
 * messages.fr.ts's accountCompletionHeading, which the route table's title reads.
 */
export const accountCompletionMessages = {
  heading: accountCompletionHeading,
  progress: 'Étape {current} sur {total}',
  stepDone: 'terminée',
  stepTitles: {
    NAMES: 'Vos nom et prénom',
    DATE_OF_BIRTH: 'Votre date de naissance',
    GENDER: 'Votre identité de genre',
    POSTAL_CODE: 'Votre code postal',
    EMAIL_VALIDATION: 'Validez votre adresse courriel',
    DONE: 'C’est terminé!',
  },
  stepHints: {
    NAMES: 'Tel qu’il apparaîtra dans vos échanges avec nous.',
    DATE_OF_BIRTH: 'Le mois et l’année suffisent. Vous devez avoir au moins 18 ans.',
    GENDER: 'Cette information nous aide à mieux connaître notre public.',
    POSTAL_CODE: 'Pour vous proposer l’information de votre région.',
  },
  next: 'Continuer',
  previous: 'Précédent',
  finish: 'Terminer',
  saving: 'Enregistrement…',
  emailSentTo: 'Un courriel de validation a été envoyé à {email}.',
  emailSendFailed:
    'Le courriel de validation n’a pas pu être envoyé. Vous pourrez le demander de nouveau depuis votre profil.',
  backToSite: 'Retourner au site',
  toProfile: 'Aller à mon profil',
  nothingMissing: 'Votre profil est déjà complet.',
} as const;
