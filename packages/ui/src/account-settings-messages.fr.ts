/**
 * Mon compte's settings texts (password change and reset, the password prompt, the account deletion,
 * the other-account notice, the data download), in a module of their own so that they load with the
 * settings sections and the lightboxes that show them (on demand), not with the first script's
 * `account` section of messages.fr.ts (which keeps the scheduled deletion's screen, shown at start).
 */
export const accountSettingsMessages = {
  password: {
    heading: 'Mot de passe',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Modifier le mot de passe',
    forgotten: 'Vous avez oublié votre mot de passe actuel?',
    sendReset: 'Recevoir un lien de réinitialisation',
  },
  reset: {
    title: 'Réinitialisation du mot de passe',
    sent: 'Un lien pour réinitialiser votre mot de passe a été envoyé à {email}.',
    errorCode: "Code d'erreur : {code}",
  },
  passwordValidation: {
    title: 'Confirmez votre mot de passe',
    text: 'Pour changer votre adresse courriel, entrez votre mot de passe.',
    password: 'Mot de passe',
    confirm: 'Confirmer',
  },
  deletion: {
    heading: 'Supprimer mon compte',
    text: 'La suppression de votre compte est définitive : votre profil, votre photo et vos abonnements aux infolettres seront effacés.',
    button: 'Supprimer mon compte',
    confirmTitle: 'Supprimer votre compte?',
    confirmText: 'Cette action est définitive. Entrez votre mot de passe pour confirmer.',
    confirm: 'Confirmer la suppression',
    subscriptionTitle: 'Vous avez un abonnement actif',
    subscriptionText:
      'Avant de supprimer votre compte, vous devez annuler votre abonnement payant à la diffusion en continu.',
  },
  reconnect: {
    title: 'Un autre compte est connecté',
    text: "Vous êtes connecté à Mon compte avec un autre compte que celui de l'application. Reconnectez-vous avec le bon compte.",
    reconnect: 'Se reconnecter',
    stay: 'Continuer avec ce compte',
  },
  data: {
    heading: 'Mes données',
    text: 'Téléchargez une copie de votre profil, de vos abonnements et de vos régions dans un fichier JSON.',
    download: 'Télécharger mes données',
  },
} as const;
