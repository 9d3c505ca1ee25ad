/**
 * Every French message of the member field rules (SPEC.md §5, checked by field-rules.ts), in a
 * module of its own: a form that shows a few of them before any check (Mon compte's profile
 * fields, in its first script) does not bring the checks with it. What a profile lacks (« Le code
 * postal est manquant. »…), which those fields show before any check, is profile-lack-messages.ts.
 */
export const fieldMessages = {
  firstNameRequired: 'Veuillez entrer votre prénom.',
  firstNameInvalid:
    "Le prénom ne peut contenir que des lettres, des apostrophes, des traits d'union et des espaces simples.",
  lastNameRequired: 'Veuillez entrer votre nom.',
  lastNameInvalid:
    "Le nom ne peut contenir que des lettres, des apostrophes, des traits d'union et des espaces simples.",
  emailRequired: 'Veuillez entrer votre adresse courriel.',
  emailInvalid: "L'adresse courriel est invalide.",
  emailTaken: "L'adresse courriel est déjà associée à un compte.",
  postalCodeRequired: 'Veuillez entrer votre code postal.',
  postalCodeInvalid: 'Le code postal doit avoir le format A1A 1A1.',
  birthDateRequired: 'Veuillez entrer vos mois et année de naissance.',
  birthDateInvalid: "La date de naissance n'est pas valide.",
  minimumAge: 'Vous devez avoir au moins 18 ans.',
  passwordRequired: 'Veuillez entrer un mot de passe.',
  /** The hint under every new-password field (Mon compte and the provider's pages). */
  passwordHint: '8 caractères minimum.',
  passwordTooShort: 'Réessayez avec 8 caractères minimum.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
  passwordBlank: 'Le mot de passe ne peut pas être fait que d’espaces.',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  passwordWrong: "Ce n'est pas le bon mot de passe.",
  genderRequired: 'Veuillez choisir une identité de genre.',
} as const;
