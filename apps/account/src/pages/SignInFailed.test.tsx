import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInUnavailable } from '@portail/ui';
import { testConfig } from '../testing/fakes.tsx';
import { SignInFailed } from './SignInFailed.tsx';

describe('SignInFailed', () => {
  it('tells the member the sign-in did not succeed and offers to try again, without any form', async () => {
    const onSignIn = vi.fn(async () => undefined);
    render(<SignInFailed config={testConfig} onSignIn={onSignIn} path="/" />);
    expect(
      screen.getByRole('heading', { level: 1, name: "La connexion n'a pas abouti" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('la connexion a été annulée');
    expect(screen.queryByLabelText('Prénom')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('says so when « Se connecter » cannot open the provider’s page, and a new press tries again', async () => {
    const onSignIn = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue();
    render(<SignInFailed config={testConfig} onSignIn={onSignIn} path="/" />);
    const press = () => userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await press();
    expect(await screen.findByText(signInUnavailable)).toHaveAttribute('role', 'alert');
    await press();
    expect(onSignIn).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(signInUnavailable)).not.toBeInTheDocument();
  });

  it('takes the focus on its heading when it comes after the error screen’s « Réessayer », and not otherwise', () => {
    const { unmount } = render(<SignInFailed config={testConfig} onSignIn={vi.fn()} path="/" />);
    expect(document.body).toHaveFocus();
    unmount();
    render(<SignInFailed config={testConfig} onSignIn={vi.fn()} path="/" focusHeading />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
