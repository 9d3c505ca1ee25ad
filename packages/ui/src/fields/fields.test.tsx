import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { Select } from './Select.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('links its error under the label with aria-describedby and marks the input invalid', () => {
    render(<TextField label="Prénom" hint="Tel qu'il apparaîtra" error="Veuillez entrer votre prénom." />);
    const input = screen.getByLabelText('Prénom');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription("Tel qu'il apparaîtra Veuillez entrer votre prénom.");
  });

  it('is neither invalid nor described when there is no error or hint', () => {
    render(<TextField label="Nom" />);
    const input = screen.getByLabelText('Nom');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('Select', () => {
  it('lists its options after the placeholder and carries its error', () => {
    render(
      <Select
        label="Mois de naissance"
        placeholder="Choisir"
        options={[{ value: '1', label: 'janvier' }]}
        error="La date de naissance n'est pas valide."
      />,
    );
    const select = screen.getByLabelText('Mois de naissance');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choisir', 'janvier']);
    expect(select).toHaveAccessibleDescription("La date de naissance n'est pas valide.");
  });
});

describe('RadioGroup', () => {
  it('is a group named by its legend, described by its error', () => {
    render(
      <RadioGroup
        legend="Identité de genre"
        id="gender"
        options={[
          { value: '2', label: 'Femme' },
          { value: '1', label: 'Homme' },
        ]}
        inputProps={{ name: 'gender' }}
        error="Veuillez choisir une identité de genre."
      />,
    );
    const group = screen.getByRole('group', { name: 'Identité de genre' });
    expect(group).toHaveAccessibleDescription('Veuillez choisir une identité de genre.');
    expect(screen.getByRole('radio', { name: 'Femme' })).toHaveAttribute('id', 'gender');
    expect(screen.getByRole('radio', { name: 'Homme' })).toHaveAttribute('id', 'gender-1');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password from its button and announces it', async () => {
    render(<PasswordField label="Mot de passe actuel" />);
    const input = screen.getByLabelText('Mot de passe actuel');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByText('Le mot de passe est affiché.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Masquer' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('is found by its label alone: the toggle does not share it', () => {
    render(<PasswordField label="Mot de passe" error="Ce n'est pas le bon mot de passe." />);
    expect(screen.getAllByLabelText('Mot de passe')).toHaveLength(1);
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      "Ce n'est pas le bon mot de passe.",
    );
  });
});
