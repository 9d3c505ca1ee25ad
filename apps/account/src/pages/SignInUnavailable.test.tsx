import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/fakes.tsx';
import { createAccountSession } from '../wiring.ts';
import { SignInUnavailable } from './SignInUnavailable.tsx';

describe('SignInUnavailable', () => {
  it('is what the entry shows while no sign-in client is wired', () => {
    expect(createAccountSession(testConfig)).toBeNull();
  });

  it('asks to sign in with a link to the identity provider, and pretends no session', () => {
    render(<SignInUnavailable config={testConfig} path="/" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Connectez-vous pour accéder à Mon compte' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      'http://localhost:8082/',
    );
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Prénom')).not.toBeInTheDocument();
  });
});
