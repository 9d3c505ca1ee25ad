import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountMePatchSample,
  deleteAccountBodySample,
  resetPasswordBodySample,
  resetPasswordQuerySample,
  validationEmailQuerySample,
} from '@portail/contracts/wire-samples';
import { confirmationEmailQuery } from './confirmation-email-route.ts';
import { deleteBody } from './delete-route.ts';
import { parseProfilePatch } from './profile-patch.ts';
import { resetBody, resetQuery } from './reset-password-route.ts';

const sorted = (keys: Iterable<string>) => [...keys].sort();

/** The body's own fields that `read` looks at. */
function fieldsRead(body: object, read: (input: unknown) => unknown): string[] {
  const seen = new Set<string>();
  read(
    new Proxy(body, {
      get(target, key, receiver) {
        if (typeof key === 'string' && Object.hasOwn(target, key)) seen.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    }),
  );
  return sorted(seen);
}

describe('the member APIs read the requests @portail/contracts declares', () => {
  it('PATCH /id/v3/accounts/me reads every field of the contract’s body, and takes its sample', () => {
    const stored = { birthMonth: null, birthYear: null };
    const today = new Date('2026-11-27T12:00:00Z');
    expect(fieldsRead(accountMePatchSample, (input) => parseProfilePatch(input, stored, today))).toEqual(
      sorted(Object.keys(accountMePatchSample)),
    );
    const patch = parseProfilePatch(structuredClone(accountMePatchSample), stored, today);
    expect(patch).toMatchObject({
      email: accountMePatchSample.email,
      oldPassword: accountMePatchSample.oldPassword,
      newPassword: accountMePatchSample.newPassword,
      b2CUrlPolicy: accountMePatchSample.b2CUrlPolicy,
      changes: {
        firstName: accountMePatchSample.firstName,
        lastName: accountMePatchSample.lastName,
        birthMonth: accountMePatchSample.birthMonth,
        birthYear: accountMePatchSample.birthYear,
        gender: accountMePatchSample.gender,
        postalCode: expect.any(String),
        productsRegions: { info: 8, iciMusique: 8, premiere: 8, tele: 8, oHdio: 8 },
      },
    });
  });

  it.each([
    ['reset-password body', resetBody, resetPasswordBodySample],
    ['reset-password query', resetQuery, resetPasswordQuerySample],
    ['send-confirmation-email query', confirmationEmailQuery, validationEmailQuerySample],
    ['delete body', deleteBody, deleteAccountBodySample],
  ] as const)('the %s has exactly the contract’s fields and takes its sample', (_name, schema, sample) => {
    expect(sorted(Object.keys(schema.entries))).toEqual(sorted(Object.keys(sample)));
    expect(v.safeParse(schema, sample).success).toBe(true);
  });
});
