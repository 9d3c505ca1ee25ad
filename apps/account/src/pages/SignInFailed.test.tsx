import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../testing/fakes.tsx';
import { SignInFailed } from './SignInFailed.tsx';

describe('SignInFailed', () => {
  it('tells the member the sign-in did not succeed and offers to try again, without any form', async () => {
    const onSignIn = vi.fn();
    render(<SignInFailed config={testConfig} onSignIn={onSignIn} path="/" />);
    expect(
      screen.getByRole('heading', { level: 1, name: "La connexion n'a pas abouti" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('la connexion a été annulée');
    expect(screen.queryByLabelText('Prénom')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
