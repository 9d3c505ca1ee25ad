import { GENDER_VALUES, genderLabels } from '@portail/contracts';

/** The gender options of SPEC.md §3, in the spec's order, as the form's string values. */
export const genderOptions = GENDER_VALUES.map((value) => ({
  value: String(value),
  label: genderLabels[value],
}));
