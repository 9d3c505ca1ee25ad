import { accountFlowsFirstScreen as first } from './messages.fr.ts';

/**
 * Mon compte's completion wizard and member-center return texts, in a module of their own so that
 * they load with the pages that show them (on demand), not in the first script; the words of those
 * pages' loading screens are messages.fr.ts's accountFlowsFirstScreen, read here. The newsletters
 * page's are account-newsletters-messages.fr.ts's, in that page's chunk.
 */
export const accountFlows = {
  completion: {
    heading: first.completionHeading,
    progress: 'Étape {current} sur {total}',
    stepDone: 'terminée',
    stepTitles: {
      NAMES: first.completionNamesTitle,
      DATE_OF_BIRTH: 'Votre date de naissance',
      GENDER: 'Votre identité de genre',
      POSTAL_CODE: 'Votre code postal',
      EMAIL_VALIDATION: 'Validez votre adresse courriel',
      DONE: 'C’est terminé!',
    },
    stepHints: {
      NAMES: first.completionNamesHint,
      DATE_OF_BIRTH: 'Le mois et l’année suffisent. Vous devez avoir au moins 18 ans.',
      GENDER: 'Cette information nous aide à mieux connaître notre public.',
      POSTAL_CODE: 'Pour vous proposer l’information de votre région.',
    },
    next: first.completionNext,
    previous: 'Précédent',
    finish: 'Terminer',
    saving: 'Enregistrement…',
    emailSentTo: 'Un courriel de validation a été envoyé à {email}.',
    emailSendFailed:
      'Le courriel de validation n’a pas pu être envoyé. Vous pourrez le demander de nouveau depuis votre profil.',
    backToSite: 'Retourner au site',
    toProfile: 'Aller à mon profil',
    nothingMissing: 'Votre profil est déjà complet.',
  },
  memberCenterCallback: {
    heading: 'Mon compte',
    emailValidatedTitle: 'Votre adresse courriel est validée',
    emailValidatedText: 'Merci! Votre adresse {email} est maintenant vérifiée.',
    emailNotYetValidated:
      'Votre adresse courriel n’est pas encore vérifiée. Suivez le lien du courriel de validation que nous vous avons envoyé.',
    passwordChangedTitle: first.returnPasswordChangedTitle,
    passwordChangedText: 'Utilisez votre nouveau mot de passe la prochaine fois que vous vous connecterez.',
    unknownTitle: first.returnUnknownTitle,
    unknownText: 'Votre demande a été traitée. Vous pouvez continuer à gérer votre compte.',
    failedTitle: first.returnFailedTitle,
    failedText:
      'Le service de connexion n’a pas pu terminer votre demande. Vous pouvez la refaire depuis votre profil.',
    toProfile: first.returnToProfile,
  },
} as const;
