import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInUnavailable } from '@portail/ui';
import { createMemberStore } from '../member/member-store.ts';
import { SignedOutScreen, SignInRequiredScreen } from './SessionScreens.tsx';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');

describe('the screens of a member who is not there', () => {
  it('say, instead of « Redirection… », that the sign-in page could not open when the automatic redirect failed, and « Se connecter » tries again', async () => {
    const member = createMemberStore({ status: 'loginRedirect' });
    const onSignIn = vi.fn<() => Promise<void>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue();
    render(<SignInRequiredScreen onSignIn={onSignIn} member={member} />);
    expect(screen.getByRole('status')).toHaveTextContent('Redirection vers la page de connexion…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    member.dispatch({ type: 'member/loginRedirect', failed: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(signInUnavailable);
    expect(screen.queryByText('Redirection vers la page de connexion…')).not.toBeInTheDocument();

    const press = () => userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await press();
    expect(await screen.findByRole('alert')).toHaveTextContent(signInUnavailable);
    await press();
    expect(onSignIn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Redirection vers la page de connexion…');
  });

  it('say on the signed-out screen that the sign-in page could not open, until a press that leaves', async () => {
    const onSignIn = vi.fn<() => Promise<void>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue();
    render(<SignedOutScreen onSignIn={onSignIn} />);
    const press = () => userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await press();
    expect(await screen.findByRole('alert')).toHaveTextContent(signInUnavailable);
    await press();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
