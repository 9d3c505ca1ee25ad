import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountContext } from '../context.ts';
import { toMemberProfile } from '../member/member-profile.ts';
import { createMemberStore } from '../member/member-store.ts';
import { apiProfile, fakeApi, signInUser, testServices } from '../testing/fakes.tsx';
import type { MemberCenterReturn } from './member-center-return.ts';
import { MemberCenterCallbackPage } from './MemberCenterCallbackPage.tsx';

function renderReturn(outcome: MemberCenterReturn, verifiedOnServer: boolean, verifiedLocally = false) {
  const api = fakeApi(apiProfile({ isEmailVerified: verifiedOnServer }));
  const user = signInUser({ isEmailVerified: verifiedLocally });
  const profile = toMemberProfile(apiProfile({ isEmailVerified: verifiedLocally }), user);
  const member = createMemberStore({ status: 'connected', user, profile });
  const services = testServices({ api, member });
  // The page reads the member on screen from the member store, as it changes.
  render(
    <AccountContext.Provider value={services}>
      <MemberCenterCallbackPage outcome={outcome} />
    </AccountContext.Provider>,
  );
  return { api, member };
}

describe('MemberCenterCallbackPage (/callback/membercenter)', () => {
  it('confirms the email validation and marks the member verified from the profile service', async () => {
    const { api, member } = renderReturn('emailValidation', true);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Votre adresse courriel est validée',
    });
    // Focus moves to the heading in an effect, once the page has rendered.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Merci! Votre adresse complet@exemple.ca est maintenant vérifiée.',
    );
    expect(api.getProfile).toHaveBeenCalledTimes(1);
    const state = member.getState();
    expect(state.status === 'connected' && state.profile.isEmailVerified).toBe(true);
  });

  it('says the address is not verified yet when the profile service does not confirm it', async () => {
    renderReturn('emailValidation', false);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Votre adresse courriel n'est pas encore vérifiée.",
      }),
    ).toBeInTheDocument();
  });

  it('confirms a password change in French', () => {
    renderReturn('passwordChange', true, true);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Votre mot de passe a été modifié' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Votre mot de passe a été modifié avec succès.');
  });

  it('tells the member when the provider could not finish', () => {
    renderReturn('failed', true, true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le service de connexion n’a pas pu terminer votre demande.',
    );
    expect(screen.getByRole('link', { name: 'Aller à mon profil' })).toHaveAttribute('href', '/');
  });
});
