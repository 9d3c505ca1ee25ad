import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { createMemberStore, initialMemberState, type MemberState } from './member-store.ts';
import { MemberMenu, type RememberedMember } from './MemberMenu.tsx';
import { signInUnavailable } from '@portail/ui';
import { parseMemberProfile } from './profile.ts';
import { API, completeProfile } from './test-support.ts';

const connected = (picture: string | null = null): MemberState => ({
  phase: 'connected',
  user: {
    connected: true,
    isEmailVerified: true,
    name: 'Marie Tremblay',
    rcId: 'rc-123',
    token: 't',
    uie: null,
  },
  profile: { ...parseMemberProfile(completeProfile, API), picture },
  failure: null,
});

function renderMenu(state: MemberState = initialMemberState, remembered: RememberedMember | null = null) {
  const store = createMemberStore(state);
  const session = {
    store,
    signIn: vi.fn(async () => undefined),
    signUp: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
  };
  const user = userEvent.setup();
  render(
    <>
      <MemberMenu session={session} accountOrigin="http://localhost:8081" remembered={remembered} />
      <a href="/ailleurs">Ailleurs</a>
    </>,
  );
  return { session, store, user };
}

const trigger = () => screen.getByRole('button', { name: 'Marie Tremblay' });

describe('MemberMenu', () => {
  it('offers an anonymous visitor « Se connecter » and « Créer un compte »', async () => {
    const { session, user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(session.signIn).toHaveBeenCalledTimes(1);
    expect(session.signUp).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
  });

  it('shows nothing clickable while the account state is being settled', () => {
    renderMenu({ ...initialMemberState, phase: 'authenticating' });
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('shows a connected member’s name and initials, with the menu closed', () => {
    renderMenu(connected());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('MT')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: 'Mon compte' })).not.toBeInTheDocument();
  });

  it('shows the member’s photo when there is one', () => {
    renderMenu(connected('http://api.test/avatars/rc-123.png'));
    expect(document.querySelector('img.member-avatar')).toHaveAttribute(
      'src',
      'http://api.test/avatars/rc-123.png',
    );
    expect(screen.queryByText('MT')).not.toBeInTheDocument();
  });

  it('opens the menu with « Mon compte » to the account centre and « Se déconnecter »', async () => {
    const { user, session } = renderMenu(connected());
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      'http://localhost:8081/',
    );
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Mon compte' })).not.toBeInTheDocument();
  });

  it('closes with Esc and gives focus back to the button', async () => {
    const { user } = renderMenu(connected());
    trigger().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });

  it('closes when focus leaves it or a click lands outside', async () => {
    const { user } = renderMenu(connected());
    await user.click(trigger());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ailleurs' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    await user.click(document.body);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('heads the open menu with the member’s name, for phones where the button shows only the photo', async () => {
    const { user } = renderMenu(connected('http://api.test/avatars/rc-123.png'));
    await user.click(trigger());
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Marie Tremblay');
    expect(items[0]).toHaveClass('member-menu-who');
  });

  it('shows the member this tab last saw while the state settles, then what the state says', () => {
    const remembered = { name: 'Marie Tremblay', picture: 'http://api.test/avatars/rc-123.png' };
    const { store } = renderMenu({ ...initialMemberState, phase: 'authenticating' }, remembered);
    expect(trigger()).toBeInTheDocument();
    expect(document.querySelector('img.member-avatar')).toHaveAttribute('src', remembered.picture);
    act(() => store.dispatch({ type: 'member/loginFailed', payload: { reason: 'noUser' } }));
    expect(screen.queryByRole('button', { name: 'Marie Tremblay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('prefers the connected state to the remembered member, and shows nothing while signing out', () => {
    const { store } = renderMenu(connected(), { name: 'Ancien nom', picture: null });
    expect(trigger()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ancien nom' })).not.toBeInTheDocument();
    act(() => store.dispatch({ type: 'member/signOutStarted' }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows the account state: after sign-out the visitor sees « Se connecter » again', () => {
    const { store } = renderMenu(connected());
    act(() => store.dispatch({ type: 'member/signOutStarted' }));
    act(() => store.dispatch({ type: 'member/signedOut' }));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('has no axe violations with the menu open', async () => {
    const { user } = renderMenu(connected('http://api.test/avatars/rc-123.png'));
    await user.click(trigger());
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.passes.length).toBeGreaterThan(5);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('says so when « Se connecter » cannot open the provider’s page, and a new press tries again', async () => {
    const { session, user } = renderMenu();
    const chunkFailure = new TypeError('Failed to fetch dynamically imported module');
    session.signIn.mockRejectedValueOnce(chunkFailure);
    session.signUp.mockRejectedValueOnce(chunkFailure);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInUnavailable);
    // a press on the message itself (to select its text, to read it with a magnifier) keeps it
    await user.click(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent(signInUnavailable);
    // a press elsewhere puts the message away; « Créer un compte » fails the same way
    await user.click(screen.getByRole('link', { name: 'Ailleurs' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInUnavailable);
    // back online: the same button leaves, and the message is gone
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(session.signIn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
