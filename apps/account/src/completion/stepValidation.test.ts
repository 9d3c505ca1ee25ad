import { describe, expect, it } from 'vitest';
import { validateStep } from './stepValidation.ts';

const now = () => new Date(2026, 5, 15);

describe('validateStep (the profile rules, one step at a time)', () => {
  it('checks only the fields of the step', () => {
    expect(validateStep('POSTAL_CODE', { postalCode: 'h2x 1y4', firstName: '' }, now)).toEqual({
      values: { postalCode: 'h2x 1y4' },
      errors: {},
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
    expect(validateStep(step, values, now).errors).toEqual(errors);
  });

  it('returns the trimmed values of a valid step', () => {
    expect(validateStep('NAMES', { firstName: '  Léa ', lastName: "D'Amours" }, now).values).toEqual({
      firstName: 'Léa',
      lastName: "D'Amours",
    });
  });
});
