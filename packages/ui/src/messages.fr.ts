/**
 * The one French (fr-CA) message catalogue of Portail. Every user-facing string comes from here;
 * the messages of SPEC.md are copied word for word.
 */
export const messages = {
  site: {
    name: 'Portail',
    tagline: 'Information, télé, radio et balados du diffuseur public',
    skipToContent: 'Passer au contenu principal',
    mainNavigation: 'Navigation principale',
    footerNavigation: 'Liens du pied de page',
    copyright: '© {year} Portail, diffuseur public. Tous droits réservés.',
    languageNote: 'Site en français',
  },
  header: {
    signIn: 'Se connecter',
    signUp: 'Créer un compte',
    signOut: 'Se déconnecter',
    myAccount: 'Mon compte',
    sections: 'Sections',
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
  },
  portal: {
    title: 'Portail | Information, télé, radio et balados',
    homeHeading: 'À la une',
    homeIntro:
      'Toute l’information, la télé, la radio et les balados du diffuseur public, en français, partout au pays.',
  },
  account: {
    title: 'Mon compte | Portail',
    heading: 'Mon compte',
    intro: 'Gérez votre profil, votre mot de passe, votre photo et vos infolettres.',
    nav: {
      profile: 'Profil',
      avatar: 'Photo de profil',
      newsletters: 'Infolettres',
    },
  },
  notFound: {
    title: 'Page inexistante | Mon compte | Portail',
    description: 'Désolé! La page que vous avez demandée est introuvable',
    heading: 'Page inexistante',
    backHome: 'Retourner à l’accueil',
  },
  form: {
    firstNameRequired: 'Veuillez entrer votre prénom.',
    lastNameRequired: 'Veuillez entrer votre nom.',
    emailRequired: 'Veuillez entrer votre adresse courriel.',
    emailInvalid: "L'adresse courriel est invalide.",
    emailTaken: "L'adresse courriel est déjà associée à un compte.",
    postalCodeRequired: 'Veuillez entrer votre code postal.',
    postalCodeMissing: 'Le code postal est manquant.',
    birthDateRequired: 'Veuillez entrer vos mois et année de naissance.',
    birthDateInvalid: "La date de naissance n'est pas valide.",
    birthDateMissing: 'La date de naissance est manquante.',
    minimumAge: 'Vous devez avoir au moins 18 ans.',
    passwordRequired: 'Veuillez entrer un mot de passe.',
    passwordTooShort: 'Réessayez avec 8 caractères minimum.',
    passwordMismatch: 'Les mots de passe ne correspondent pas.',
    passwordWrong: "Ce n'est pas le bon mot de passe.",
    genderRequired: 'Veuillez choisir une identité de genre.',
    genderMissing: 'Le genre est manquant.',
  },
  status: {
    profileSaved: 'Votre profil a été mis à jour.',
    passwordChanged: 'Votre mot de passe a été modifié avec succès.',
    avatarSaved: 'Vous avez maintenant une nouvelle photo de profil.',
    validationSent: "C'est envoyé!",
    profileIncomplete: 'Il manque des informations dans votre profil.',
    profileCompleted: 'Votre profil est maintenant complété. Bienvenue!',
    unknownError: "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
    resetSendError: "Une erreur s'est produite lors de l'envoi du lien. Veuillez réessayer plus tard.",
  },
  errors: {
    httpUnresolved: 'Impossible de résoudre {url} ({status})',
    apiNotRegistered: "L'API désirée n'est pas enregistrée dans le store...",
  },
} as const;

export type Messages = typeof messages;
