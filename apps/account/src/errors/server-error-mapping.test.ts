import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpTimeoutError } from '@portail/http';
import { offlineSaveKept, StatusType } from '@portail/ui';
import { apiError, networkError } from '../testing/fakes.tsx';
import {
  mapAvatarUploadError,
  mapDeleteAccountError,
  mapPasswordChangeError,
  mapProfileSaveError,
  mapResetPasswordError,
  isOfflineFailure,
} from './server-error-mapping.ts';

const wrong = "Ce n'est pas le bon mot de passe.";
const unknown = "C'est bizarre, une erreur inconnue est survenue. Veuillez réessayer.";

describe('mapProfileSaveError (SPEC.md §8)', () => {
  it.each([
    [
      '401 with a password',
      apiError(401, 'x'),
      true,
      { fieldErrors: { password: wrong }, closeLightbox: false },
    ],
    [
      '409 code 10',
      apiError(409, 'Déjà pris', '10'),
      true,
      {
        fieldErrors: { email: "L'adresse courriel est déjà associée à un compte." },
        formError: 'Déjà pris',
        status: { statusText: 'Déjà pris', statusCode: 409, statusType: 2 },
        closeLightbox: true,
      },
    ],
    [
      '409 with another code',
      apiError(409, 'Conflit', '4'),
      true,
      {
        fieldErrors: {},
        formError: 'Conflit',
        status: { statusText: 'Conflit', statusCode: 409, statusType: 2 },
        closeLightbox: true,
      },
    ],
    [
      '401 without a password',
      apiError(401),
      false,
      {
        fieldErrors: {},
        formError: unknown,
        status: { statusText: unknown, statusCode: 401, statusType: 2 },
        closeLightbox: true,
      },
    ],
    [
      'a connection that dropped while online: the unknown error (it may have reached the server)',
      networkError(),
      false,
      {
        fieldErrors: {},
        formError: unknown,
        status: { statusText: unknown, statusCode: undefined, statusType: StatusType.error },
        closeLightbox: true,
      },
    ],
  ])('%s', (_name, error, withPassword, plan) => {
    expect(mapProfileSaveError(error, { withPassword })).toEqual(plan);
  });
});

describe('mapPasswordChangeError (SPEC.md §8)', () => {
  it.each([
    ['401', apiError(401, 'Non'), { oldPassword: wrong }],
    ['code 11 whatever the status', apiError(422, 'Non', '11'), { oldPassword: wrong }],
    ['400 with the server message', apiError(400, 'Trop faible'), { oldPassword: 'Trop faible' }],
    ['400 without a message', apiError(400), { oldPassword: unknown }],
  ])('puts %s on the current password', (_name, error, fieldErrors) => {
    expect(mapPasswordChangeError(error)).toEqual({ fieldErrors, closeLightbox: false });
  });

  it('makes anything else a form-level error and a status-bar error', () => {
    expect(mapPasswordChangeError(apiError(500, 'Panne'))).toEqual({
      fieldErrors: {},
      formError: 'Panne',
      status: { statusText: 'Panne', statusCode: 500, statusType: 2 },
      closeLightbox: false,
    });
  });
});

describe('mapDeleteAccountError (SPEC.md §8)', () => {
  it('puts a 401 on the password field, dialog open', () => {
    expect(mapDeleteAccountError(apiError(401))).toEqual({
      fieldErrors: { password: wrong },
      closeLightbox: false,
    });
  });

  it('shows anything else in the status bar and closes the dialog', () => {
    expect(mapDeleteAccountError(apiError(500, 'Panne'))).toEqual({
      fieldErrors: {},
      status: { statusText: 'Panne', statusCode: 500, statusType: 2 },
      closeLightbox: true,
    });
  });
});

describe('mapAvatarUploadError', () => {
  it.each([
    [apiError(413, 'Trop gros', 'AVATAR_TOO_LARGE'), 'Trop gros', 'AVATAR_TOO_LARGE'],
    [apiError(415, 'Type refusé'), 'Type refusé', 415],
    [networkError(), unknown, undefined],
  ])('shows the server message and code', (error, statusText, statusCode) => {
    expect(mapAvatarUploadError(error)).toEqual({ statusText, statusCode, statusType: 2 });
  });
});

describe('mapResetPasswordError', () => {
  it.each([
    [apiError(429, 'Limite', '12'), { hasError: true, errorCode: '12', maxTries: true }],
    [apiError(500), { hasError: true, errorCode: '500', maxTries: false }],
    [networkError(), { hasError: true, errorCode: undefined, maxTries: false }],
  ])('reports hasError, errorCode and whether the limit was reached', (error, result) => {
    expect(mapResetPasswordError(error)).toEqual(result);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isOfflineFailure', () => {
  it('counts as offline any failure while the browser is offline, and not a connection that dropped while online', () => {
    expect(isOfflineFailure(new TypeError('Failed to fetch'), false)).toBe(true);
    expect(isOfflineFailure(networkError(), false)).toBe(true);
    expect(isOfflineFailure(networkError(), true)).toBe(false);
  });

  it('does not count a server’s answer, even an error, nor a time-out (the change may be recorded), as offline', () => {
    expect(isOfflineFailure(new HttpTimeoutError('/graphql', 15_000), true)).toBe(false);
    expect(isOfflineFailure(apiError(500, 'Panne'), true)).toBe(false);
    expect(isOfflineFailure(apiError(401, 'Non'), true)).toBe(false);
  });

  it('tells the member that nothing was saved and their input is kept, for a password change too', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(mapPasswordChangeError(networkError())).toEqual({
      fieldErrors: {},
      formError: offlineSaveKept,
      status: { statusText: offlineSaveKept, statusCode: undefined, statusType: StatusType.error },
      closeLightbox: true,
    });
  });
});
