import { accountMessages, fieldMessages } from '@portail/contracts';

/**
 * Every French text of the provider's pages that is not a heading. The field messages of SPEC.md §5
 * are @portail/contracts' (the ones Mon compte and the member APIs show); the rest are the provider's.
 */
export const messages = {
  ...fieldMessages,
  unknownMember: accountMessages.unknownMember,
  bannedMember: accountMessages.banned,
  staffOnly: 'Cette connexion est réservée aux membres du personnel. Utilisez la connexion habituelle.',
  /** `wait`: waitInFrench() of the Retry-After, « dans 30 secondes ». */
  tooManySignInAttempts: (wait: string) => `Trop de tentatives de connexion. Veuillez réessayer ${wait}.`,
  tooManyResetRequests: (wait: string) => `Trop de demandes de réinitialisation. Veuillez réessayer ${wait}.`,
  tooManyPasswordAttempts: (wait: string) =>
    `Trop d’essais du mot de passe actuel. Veuillez réessayer ${wait}.`,
  tooManyValidationMails: (wait: string) =>
    `Trop de liens de validation demandés. Veuillez réessayer ${wait}.`,
  tooManySignUps: (wait: string) =>
    `Trop de comptes créés depuis cette connexion. Veuillez réessayer ${wait}.`,
  expiredRequest: 'Votre demande de connexion a expiré. Retournez à l’application et recommencez.',
  invalidLink: 'Ce lien n’est plus valide : il a déjà servi ou il a expiré. Demandez-en un nouveau.',
  passwordChanged: 'Votre mot de passe a été modifié avec succès.',
  passwordResetSignIn: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.',
  emailVerified: 'Votre adresse courriel est maintenant validée. Merci!',
  resetMailSent: (email: string) =>
    `Si un compte correspond à ${email}, un lien pour choisir un nouveau mot de passe vient d’être envoyé. Il est valide pendant une heure. Pensez à vérifier vos courriels indésirables.`,
  validationMailSent: (email: string) =>
    `C'est envoyé! Un lien de validation a été envoyé à ${email}. Suivez-le pour valider votre adresse; pensez à vérifier vos courriels indésirables.`,
  assertionInvalid: 'AADB2C90017: le jeton d’identité fourni (assertion) est invalide ou expiré.',
  assertionBanned: 'AADB2C90051: l’accès à ce compte a été suspendu.',
} as const;
