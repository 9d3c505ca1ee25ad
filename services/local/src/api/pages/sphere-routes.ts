import type { FastifyInstance } from 'fastify';
import {
  GENDER_VALUES,
  genderLabels,
  MAXIMUM_AGE_YEARS,
  MEMBER_CENTER_CALLBACK_PATH,
  MINIMUM_AGE,
  monthNames,
  PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH,
  apiPaths,
  COMPLETION_STEPS,
} from '@portail/contracts';
import { policies, TENANT } from '@portail/contracts/local-defaults';
import { AVATAR_MAX_BYTES } from '../accounts/avatar-image.ts';
import { accountPage } from './page-envelope.ts';

/**
 * Data of the profile page (and the completion wizard): what the forms need that is not the member's
 * own data — sections and their fields, gender options in the spec's order, months, the selectable
 * birth years (current − 119 … current − 18), the password rule, the provider's policies and context
 * for the password-change and email-validation flows, the completion steps and help links.
 */
function profilePageData(today: Date, idpOrigin: string) {
  const year = today.getUTCFullYear();
  return {
    sections: [
      { id: 'identity', title: 'Identité', fields: ['firstName', 'lastName', 'gender'] },
      { id: 'birth', title: 'Date de naissance', fields: ['birthMonth', 'birthYear'] },
      { id: 'contact', title: 'Coordonnées', fields: ['email', 'postalCode'] },
      { id: 'password', title: 'Mot de passe', fields: ['oldPassword', 'newPassword'] },
      { id: 'deletion', title: 'Supprimer mon compte', fields: ['password'] },
    ],
    genderOptions: GENDER_VALUES.map((value) => ({ value, label: genderLabels[value] })),
    months: monthNames.map((label, index) => ({ value: index + 1, label })),
    birthYears: { min: year - MAXIMUM_AGE_YEARS + 1, max: year - MINIMUM_AGE },
    minimumAge: MINIMUM_AGE,
    passwordMinLength: MIN_PASSWORD_LENGTH,
    postalCodeFormat: 'A1A 1A1',
    completionSteps: COMPLETION_STEPS,
    identityProvider: {
      origin: idpOrigin,
      context: TENANT,
      changePasswordPolicy: policies.changePassword,
      emailValidationPolicy: policies.emailValidation,
      resetPolicy: policies.reset,
      callbackPath: MEMBER_CENTER_CALLBACK_PATH,
    },
    links: {
      help: 'https://portail.exemple.ca/aide/mon-compte',
      privacyPolicy: 'https://portail.exemple.ca/confidentialite',
      termsOfUse: 'https://portail.exemple.ca/conditions-utilisation',
    },
  };
}

/** Data of the avatar page: the upload's limits, its endpoint and field, and French guidance. */
function avatarPageData() {
  return {
    maxBytes: AVATAR_MAX_BYTES,
    acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    uploadPath: apiPaths.uploadAvatar,
    fieldName: 'avatar',
    guidelines: [
      'Choisissez une image JPEG, PNG, WebP ou GIF de 5 Mo au maximum.',
      'Une image carrée d’au moins 200 × 200 pixels donne le meilleur résultat.',
      'Votre photo est visible par les autres membres dans les commentaires.',
    ],
  };
}

/** GET /neuro/sphere/v1/profile-ca/profile and /avatar: `{ data, meta, metric, routing }`. */
export async function sphereRoutes(
  app: FastifyInstance,
  options: { accountOrigin: string; idpOrigin: string; now: () => Date },
): Promise<void> {
  app.get(apiPaths.spherePages.profile, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(
      accountPage({
        pageId: 'profil',
        title: 'Mon profil',
        description: 'Consultez et modifiez les renseignements de votre compte.',
        path: '/',
        accountOrigin: options.accountOrigin,
        subTheme: 'profil',
        data: profilePageData(options.now(), options.idpOrigin),
      }),
    ),
  );
  app.get(apiPaths.spherePages.avatar, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(
      accountPage({
        pageId: 'photo-de-profil',
        title: 'Ma photo de profil',
        description: 'Téléversez une nouvelle photo de profil.',
        path: '/avatar',
        accountOrigin: options.accountOrigin,
        subTheme: 'profil',
        data: avatarPageData(),
      }),
    ),
  );
}
