/**
 * The texts of Mon compte's return from the provider's email-validation and password-change flows
 * (/callback/membercenter), its loading screen's too, in a module of their own so that they load
 * with that screen and its page (on demand), not in the first script.
 */
export const accountReturnMessages = {
  heading: 'Mon compte',
  emailValidatedTitle: 'Votre adresse courriel est validée',
  emailValidatedText: 'Merci! Votre adresse {email} est maintenant vérifiée.',
  emailNotYetValidated:
    'Votre adresse courriel n’est pas encore vérifiée. Suivez le lien du courriel de validation que nous vous avons envoyé.',
  passwordChangedTitle: 'Votre mot de passe a été modifié',
  passwordChangedText: 'Utilisez votre nouveau mot de passe la prochaine fois que vous vous connecterez.',
  unknownTitle: 'Bon retour dans Mon compte',
  unknownText: 'Votre demande a été traitée. Vous pouvez continuer à gérer votre compte.',
  failedTitle: 'La demande n’a pas abouti',
  failedText:
    'Le service de connexion n’a pas pu terminer votre demande. Vous pouvez la refaire depuis votre profil.',
  toProfile: 'Aller à mon profil',
} as const;
