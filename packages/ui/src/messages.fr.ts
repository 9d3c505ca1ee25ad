/**
 * The one French (fr-CA) message catalogue of Portail. Every user-facing string comes from here;
 * the messages of SPEC.md are copied word for word. Each section is an export of its own, read as
 * `messages.section.key` through the namespace of ./messages.ts: a bundle keeps only the sections its
 * code reads (Mon compte's pages are not in the portal's first script, nor the portal's in Mon
 * compte's), where one object literal would be kept whole. The field messages, the month names and
 * the new-password hint (SPEC.md §5) are not here: Mon compte reads `@portail/contracts`'
 * `fieldMessages` and `monthNames`, the very objects the member APIs and the provider's pages use
 * (and a catalogue that imported them would carry them into the portal's first script).
 */
import { ACCOUNT_SITE_TITLE } from '@portail/contracts';

export const site = {
  name: 'Portail',
  tagline: 'Information, télé, radio et balados du diffuseur public',
  skipToContent: 'Passer au contenu principal',
  mainNavigation: 'Navigation principale',
  footerNavigation: 'Liens du pied de page',
  copyright: '© {year} Portail, diffuseur public. Tous droits réservés.',
  languageNote: 'Site en français',
  /** Said by the live region of both apps after an in-app route change. */
  pageLoaded: 'Page chargée : {title}',
} as const;

export const header = {
  signIn: 'Se connecter',
  signUp: 'Créer un compte',
  signOut: 'Se déconnecter',
  myAccount: 'Mon compte',
  sections: 'Sections',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
} as const;

export const appError = {
  title: 'Cette page n’a pas pu s’afficher',
  text: 'Une erreur est survenue, ou le site vient d’être mis à jour. Réessayez : ce que vous n’aviez pas enregistré est gardé dans cet onglet quand c’est possible.',
  retry: 'Réessayer',
} as const;

export const portal = {
  title: 'Portail | Information, télé, radio et balados',
  homeHeading: 'À la une',
  homeIntro:
    'Toute l’information, la télé, la radio et les balados du diffuseur public, en français, partout au pays.',
} as const;

export const account = {
  title: ACCOUNT_SITE_TITLE,
  heading: 'Mon compte',
  intro: 'Gérez votre profil, votre mot de passe, votre photo et vos infolettres.',
  nav: {
    profile: 'Profil',
    avatar: 'Photo de profil',
    newsletters: 'Infolettres',
  },
  pageTitles: {
    profile: `Profil | ${ACCOUNT_SITE_TITLE}`,
    avatar: `Photo de profil | ${ACCOUNT_SITE_TITLE}`,
  },
  menu: {
    main: 'Menu',
    sections: 'Sections',
    portalHome: 'Retour au Portail',
    signOut: 'Se déconnecter',
  },
  sectionLinks: {
    info: 'Info',
    sports: 'Sports',
    arts: 'Arts',
    premiere: 'Première',
    tele: 'Télé',
    ohdio: 'OHdio',
    mordu: 'Mordu',
  },
  // The screens of a member who is not there (signed out, sign-in required, load error) load on
  // demand: their texts are accountSessionMessages (account-session-messages.fr.ts).
  session: {
    loading: 'Chargement de votre compte…',
    signIn: 'Se connecter',
  },
  profile: {
    heading: 'Profil',
    personal: 'Renseignements personnels',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse courriel',
    postalCode: 'Code postal',
    postalCodeHint: 'Par exemple : H2X 1Y4',
    birthDate: 'Date de naissance',
    birthMonth: 'Mois de naissance',
    birthYear: 'Année de naissance',
    birthYearHint: '4 chiffres, par exemple 1985',
    chooseMonth: 'Choisir un mois',
    gender: 'Identité de genre',
    save: 'Enregistrer',
    noChanges: 'Aucune modification à enregistrer.',
    draftRestored: 'Vos modifications non enregistrées ont été restaurées.',
    picture: 'Votre photo de profil',
  },
  emailValidation: {
    notVerified: "Votre adresse courriel n'est pas encore vérifiée.",
    instruction:
      'Pour vérifier votre compte, suivez le lien de validation que nous vous avons envoyé par courriel.',
    send: 'Envoyer le courriel de validation',
    sentTo: 'Un courriel de validation a été envoyé à {email}.',
    spamHint: 'Si vous ne le trouvez pas, vérifiez votre dossier de courriels indésirables.',
  },
  // The staff fields', the lightboxes' and the sign-in failure page's texts load with them:
  // account-staff-messages.fr.ts, account-lightbox-messages.fr.ts, account-sign-in-failed-messages.fr.ts.
} as const;

export const notFound = {
  title: `Page inexistante | ${ACCOUNT_SITE_TITLE}`,
  description: 'Désolé! La page que vous avez demandée est introuvable',
  heading: 'Page inexistante',
  backHome: 'Retourner à l’accueil',
} as const;

export const status = {
  profileSaved: 'Votre profil a été mis à jour.',
  passwordChanged: 'Votre mot de passe a été modifié avec succès.',
  validationSent: "C'est envoyé!",
  profileIncomplete: 'Il manque des informations dans votre profil.',
  profileCompleted: 'Votre profil est maintenant complété. Bienvenue!',
  unknownError: "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.",
  // avatarSaved is accountAvatarMessages', resetSendError accountLightboxMessages': loaded with them.
} as const;

export const errors = {
  httpUnresolved: 'Impossible de résoudre {url} ({status})',
  apiNotRegistered: "L'API désirée n'est pas enregistrée dans le store...",
} as const;

export const statusBar = {
  dismiss: 'Masquer le message',
  code: 'Code : {code}',
} as const;

/** The header's region picker (packages/regions). */
export const regions = {
  trigger: 'Ma région',
  triggerCurrent: 'Ma région : {region}',
  heading: 'Choisir mes régions',
  intro: 'Un choix dans une section met aussi à jour les sections liées.',
  // The form's texts (opened picker) load with it: region-form-messages.fr.ts.
  saving: 'Enregistrement de vos régions…',
  saved: 'Vos régions ont été enregistrées.',
  error: 'Vos régions n’ont pas pu être enregistrées. Votre choix est conservé : veuillez réessayer.',
} as const;

/**
 * What the portal's first screen says about the audio player when it fails (the engine loads at the
 * first « Écouter »): apart from the dock's text, which loads with the dock.
 */
export const playerProblems = {
  apiLoadFailed: 'Impossible de charger l’API du lecteur audio ({url}).',
  playbackFailed: 'La lecture de ce contenu a échoué. Réessayez dans un moment.',
} as const;

/*
 * The offline messages are plain strings rather than sections: each app shows only one of them (the
 * portal its notice, Mon compte its failed save), and e2e/offline.spec.ts imports them by name.
 */
/** The portal's notice while the browser is offline (a live region under the header). */
export const offlineNotice = 'Vous êtes hors ligne : les pages déjà consultées restent accessibles.';
/** Mon compte: a save attempted offline; what was typed stays in the form for a new try. */
export const offlineSaveKept = 'Hors ligne : rien n’a été enregistré; votre saisie est conservée.';

/*
 * Issue 32: « Appareils et sessions » and « Historique de connexion » in Mon compte: what the
 * navigation (first script) says. The loading screens' and the pages' own texts, which load with
 * them, are in account-security-messages.fr.ts (a module of this catalogue's would be in the first
 * script of every app that reads any section).
 */
export const accountSecurityNav = {
  devices: 'Appareils et sessions',
  history: 'Historique de connexion',
} as const;

/*
 * « Confidentialité »'s words of the first script (the nav link and title, the portal's footer
 * button): plain strings, so that the first script does not carry `privacy` whole. Its loading
 * screen's are accountPrivacySkeletonMessages (account-privacy-skeleton-messages.fr.ts).
 */
export const privacyTitle = 'Confidentialité';
export const privacyFooterButton = 'Vos choix de confidentialité';

/*
 * The completion wizard's heading, its route's title in Mon compte's route table (first script): a
 * plain string. The wizard's, the newsletters' and the member-center return's other words, their
 * loading screens' too, are modules of their own (account-completion-messages.fr.ts,
 * account-newsletters-messages.fr.ts, account-return-messages.fr.ts) that load with those screens.
 */
export const accountCompletionHeading = 'Complétez votre profil';

// Issue 31 (portal first script): the one « loading » text of the portal's shell (the privacy panel's
// place while its code loads); the dock's, the audio pages' and the alerts switch's texts are modules of
// their own (player-messages.fr.ts, audio-messages.fr.ts, notifications-messages.fr.ts).
export const loading = 'Chargement…';
