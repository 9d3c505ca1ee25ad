import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stepFields, type CompletionStep } from '../completion/completion-steps.ts';
import { checkSchema } from '../forms/check-schema.ts';
import { createProfileSchema, profileFieldSchemas, type ProfileFormValues } from './profile-schema.ts';

const now = () => new Date(2026, 5, 15);
const schema = createProfileSchema(now);

const valid: ProfileFormValues = {
  firstName: 'Camille',
  lastName: 'Tremblay',
  email: 'complet@exemple.ca',
  postalCode: 'H2X 1Y4',
  birthMonth: '3',
  birthYear: '1985',
  gender: '2',
};

function firstErrors(values: Partial<ProfileFormValues>): Record<string, string> {
  const result = v.safeParse(schema, { ...valid, ...values });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('profile form rules (SPEC.md §5)', () => {
  it('accepts a complete, valid profile', () => {
    expect(firstErrors({})).toEqual({});
  });

  it.each([
    ['firstName', '', 'Veuillez entrer votre prénom.'],
    ['firstName', '   ', 'Veuillez entrer votre prénom.'],
    [
      'firstName',
      'Jean  Paul',
      "Le prénom ne peut contenir que des lettres, des apostrophes, des traits d'union et des espaces simples.",
    ],
    [
      'firstName',
      'J3an',
      "Le prénom ne peut contenir que des lettres, des apostrophes, des traits d'union et des espaces simples.",
    ],
    ['lastName', '', 'Veuillez entrer votre nom.'],
    [
      'lastName',
      'Tremblay!',
      "Le nom ne peut contenir que des lettres, des apostrophes, des traits d'union et des espaces simples.",
    ],
    ['email', '', 'Veuillez entrer votre adresse courriel.'],
    ['email', 'pas-un-courriel', "L'adresse courriel est invalide."],
    ['email', 'a@b', "L'adresse courriel est invalide."],
    ['postalCode', '', 'Veuillez entrer votre code postal.'],
    ['postalCode', '12345', 'Le code postal doit avoir le format A1A 1A1.'],
    ['postalCode', 'D1A 1A1', 'Le code postal doit avoir le format A1A 1A1.'],
    ['postalCode', 'W1A 1A1', 'Le code postal doit avoir le format A1A 1A1.'],
    ['gender', '', 'Veuillez choisir une identité de genre.'],
    ['gender', '3', 'Veuillez choisir une identité de genre.'],
  ] as const)('%s « %s » → « %s »', (field, value, message) => {
    expect(firstErrors({ [field]: value })[field]).toBe(message);
  });

  it.each([
    ['Marie-Ève', 'firstName'],
    ["O'Neil", 'lastName'],
    ['D’Amours', 'lastName'],
    ['Jean Paul', 'firstName'],
  ] as const)('accepts « %s » as %s', (value, field) => {
    expect(firstErrors({ [field]: value })).toEqual({});
  });

  it.each(['h2x1y4', 'H2X 1Y4', ' k1a 0b1 '])('accepts the postal code « %s »', (postalCode) => {
    expect(firstErrors({ postalCode })).toEqual({});
  });

  it.each([
    ['', '', 'birthMonth', 'Veuillez entrer vos mois et année de naissance.'],
    ['', '1985', 'birthMonth', 'Veuillez entrer vos mois et année de naissance.'],
    ['3', '', 'birthYear', 'Veuillez entrer vos mois et année de naissance.'],
    ['13', '1985', 'birthMonth', "La date de naissance n'est pas valide."],
    ['3', '85', 'birthYear', "La date de naissance n'est pas valide."],
    ['3', '19a5', 'birthYear', "La date de naissance n'est pas valide."],
    ['3', '2027', 'birthYear', "La date de naissance n'est pas valide."],
    ['3', '1906', 'birthYear', "La date de naissance n'est pas valide."],
    ['3', '2010', 'birthYear', 'Vous devez avoir au moins 18 ans.'],
    ['7', '2008', 'birthYear', 'Vous devez avoir au moins 18 ans.'],
  ])('birth month « %s » and year « %s » → %s « %s »', (birthMonth, birthYear, field, message) => {
    expect(firstErrors({ birthMonth, birthYear })).toEqual({ [field]: message });
  });

  it.each([
    ['6', '2008', 'turns 18 this month'],
    ['1', '1907', 'is within 120 years'],
  ])('accepts month %s of %s (%s)', (birthMonth, birthYear) => {
    expect(firstErrors({ birthMonth, birthYear })).toEqual({});
  });

  it('checks the birth date even when another field is wrong', () => {
    expect(firstErrors({ firstName: '', birthYear: '2020' })).toEqual({
      firstName: 'Veuillez entrer votre prénom.',
      birthYear: 'Vous devez avoir au moins 18 ans.',
    });
  });

  it('trims the values it hands to the save', () => {
    const result = v.safeParse(schema, { ...valid, firstName: '  Camille ', email: ' complet@exemple.ca ' });
    expect(result.output).toMatchObject({ firstName: 'Camille', email: 'complet@exemple.ca' });
  });

  it('hands the postal code over as the server stores it, whatever its case or spaces', () => {
    for (const typed of ['k1a0b1', ' K1A 0B1 ', 'k1a 0b1']) {
      expect(v.parse(schema, { ...valid, postalCode: typed }).postalCode).toBe('K1A 0B1');
    }
  });
});

describe('profile form rules together', () => {
  it('reports the birth date beside a missing gender and postal code', () => {
    expect(firstErrors({ gender: '', postalCode: '', birthMonth: '', birthYear: '' })).toEqual({
      gender: 'Veuillez choisir une identité de genre.',
      postalCode: 'Veuillez entrer votre code postal.',
      birthMonth: 'Veuillez entrer vos mois et année de naissance.',
    });
  });
});

describe('the profile schema and the server agree', () => {
  it('accepts a name typed with combining accents (NFD), as the member APIs do', () => {
    const result = v.safeParse(
      createProfileSchema(() => new Date('2026-06-01T12:00:00Z')),
      {
        firstName: 'Hélène'.normalize('NFD'),
        lastName: 'Bégin'.normalize('NFD'),
        email: 'helene@exemple.ca',
        postalCode: 'H2X 1Y4',
        birthMonth: '5',
        birthYear: '1984',
        gender: '2',
      },
    );
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ firstName: 'Hélène', lastName: 'Bégin' });
  });
});

describe('a completion step’s schema: the pick of its fields’ schemas', () => {
  function checkStep(step: CompletionStep, values: Partial<ProfileFormValues>) {
    // The step's form holds every field (the member's profile); only the step's are checked.
    const empty = {
      firstName: '',
      lastName: '',
      email: '',
      postalCode: '',
      birthMonth: '',
      birthYear: '',
      gender: '',
    };
    return checkSchema(createProfileSchema(now, stepFields[step]), { ...empty, ...values });
  }

  it('checks only the fields of the step and hands over only theirs', () => {
    expect(checkStep('POSTAL_CODE', { postalCode: 'h2x 1y4', firstName: '' })).toEqual({
      success: true,
      output: { postalCode: 'H2X 1Y4' },
    });
  });

  it.each([
    ['NAMES', { firstName: '', lastName: 'Roy' }, { firstName: 'Veuillez entrer votre prénom.' }],
    [
      'DATE_OF_BIRTH',
      { birthMonth: '', birthYear: '' },
      { birthMonth: 'Veuillez entrer vos mois et année de naissance.' },
    ],
    [
      'DATE_OF_BIRTH',
      { birthMonth: '3', birthYear: '2015' },
      { birthYear: 'Vous devez avoir au moins 18 ans.' },
    ],
    [
      'DATE_OF_BIRTH',
      { birthMonth: '3', birthYear: '1880' },
      { birthYear: "La date de naissance n'est pas valide." },
    ],
    ['GENDER', { gender: '' }, { gender: 'Veuillez choisir une identité de genre.' }],
    ['POSTAL_CODE', { postalCode: '' }, { postalCode: 'Veuillez entrer votre code postal.' }],
    ['POSTAL_CODE', { postalCode: '12345' }, { postalCode: 'Le code postal doit avoir le format A1A 1A1.' }],
  ] as const)('gives the profile form message on %s for %j', (step, values, errors) => {
    const result = checkStep(step, values);
    expect(result.success ? {} : mapValues(result.errors, (error) => error.message)).toEqual(errors);
  });

  it('returns the trimmed values of a valid step', () => {
    expect(checkStep('NAMES', { firstName: '  Léa ', lastName: "D'Amours" })).toEqual({
      success: true,
      output: { firstName: 'Léa', lastName: "D'Amours" },
    });
  });

  it('is made of the same field schemas as the whole form, not rules written per step', () => {
    for (const step of ['NAMES', 'GENDER', 'POSTAL_CODE'] as const) {
      const schema = createProfileSchema(now, stepFields[step]) as unknown as v.ObjectSchema<
        v.ObjectEntries,
        undefined
      >;
      for (const field of stepFields[step]) expect(schema.entries[field]).toBe(profileFieldSchemas[field]);
      expect(Object.keys(schema.entries)).toEqual(stepFields[step]);
    }
  });
});

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}
