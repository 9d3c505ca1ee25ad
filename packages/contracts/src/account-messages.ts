/**
 * Account messages that more than one side says, in one wording: the member APIs and Mon compte
 * (SPEC.md §8's reset max-tries text), the provider's sign-in and the member store (an address
 * that no member has), the provider's sign-in and the member APIs (a banned member).
 */
export const accountMessages = {
  /** SPEC.md §8: over the limit of reset emails, wait at least 24 hours (§9: server-enforced). */
  resetMaxTries:
    "Vous avez dépassé la limite d'envois de liens de réinitialisation. Veuillez attendre au moins 24 heures avant de réessayer.",
  /** A banned member (banLevel login): the provider's sign-in and the member APIs' 403 code 20. */
  banned:
    'L’accès à ce compte a été suspendu. Vous ne pouvez pas vous connecter. Écrivez à l’équipe de Portail pour en savoir plus.',
  unknownMember: 'Aucun compte ne correspond à cette adresse courriel. Vérifiez-la ou créez un compte.',
} as const;
