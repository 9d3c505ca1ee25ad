import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberProfile } from '../member/member-profile.ts';
import { ProfileFields, profileFieldIds } from './ProfileFields.tsx';
import { profileFields } from './profile-fields.ts';

const register = (name: string) => ({
  name,
  ref: () => undefined,
  onChange: () => undefined,
});

const incomplete = {
  postalCode: '',
  birthDate: null,
  gender: null,
} as unknown as MemberProfile;

describe('ProfileFields', () => {
  it('shows only the fields of a completion step, with the ids it is given', () => {
    const { container } = render(
      <ProfileFields
        fields={['birthMonth', 'birthYear']}
        ids={profileFieldIds('completion')}
        errors={{ birthYear: { type: 'check', message: 'Vous devez avoir au moins 18 ans.' } }}
        register={register}
      />,
    );
    expect(screen.getByLabelText('Mois de naissance')).toHaveAttribute('id', 'completion-birthMonth');
    expect(screen.getByLabelText('Année de naissance')).toHaveAccessibleDescription(
      /Vous devez avoir au moins 18 ans\./,
    );
    expect(screen.getByLabelText('Année de naissance')).toHaveAttribute('aria-invalid', 'true');
    // The step's title says what it asks: no « Date de naissance » group of its own.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(container.querySelectorAll('input, select')).toHaveLength(2);
  });

  it('shows the whole form with what the profile lacks flagged and the birth date under its legend', () => {
    render(
      <ProfileFields
        fields={profileFields}
        ids={profileFieldIds('profile')}
        errors={{}}
        register={register}
        profile={incomplete}
      />,
    );
    // In the form's order; the gender's first radio carries the group's id, the others `-1`, `-2`…
    expect(
      [...document.querySelectorAll('input, select')]
        .map((element) => element.id)
        .filter((id) => !/-\d+$/.test(id)),
    ).toEqual([
      'profile-firstName',
      'profile-lastName',
      'profile-email',
      'profile-postalCode',
      'profile-birthMonth',
      'profile-birthYear',
      'profile-gender',
    ]);
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(/Le code postal est manquant\./);
    const birthDate = screen.getByRole('group', { name: 'Date de naissance' });
    expect(within(birthDate).getByText('La date de naissance est manquante.')).toBeInTheDocument();
    expect(within(birthDate).getByLabelText('Mois de naissance')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Identité de genre' })).toHaveAccessibleDescription(
      'Le genre est manquant.',
    );
  });
});
