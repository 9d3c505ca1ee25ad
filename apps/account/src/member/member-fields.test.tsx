import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStore } from '@portail/state';
import { apiProfile, signInUser } from '../testing/fakes.tsx';
import { incompleteProfile, useMemberFields } from './member-fields.ts';
import { toMemberProfile, type MemberProfile } from './member-profile.ts';
import { createMemberStore, type MemberStore } from './member-store.ts';

const names = ['firstName'] as const;

/** The member on screen with these fields changed, as a save or another tab makes them. */
function change(member: MemberStore, fields: Partial<MemberProfile>) {
  const state = member.getState();
  if (state.status !== 'connected') throw new Error('a connected member is expected');
  member.dispatch({ type: 'member/profileReplaced', profile: { ...state.profile, ...fields } });
}

function connectedStore() {
  return createMemberStore({
    status: 'connected',
    user: signInUser(),
    profile: toMemberProfile(apiProfile({ firstName: 'Anne', postalCode: 'H2X 1Y4' }), signInUser()),
  });
}

describe('useMemberFields', () => {
  it('renders a component again only when one of the fields it reads changes', () => {
    const member = connectedStore();
    let renders = 0;
    function Greeting() {
      renders += 1;
      const fields = useMemberFields(member, names);
      return <p>{fields ? `Bonjour ${fields.firstName}` : 'Personne'}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Bonjour Anne')).toBeInTheDocument();
    const before = renders;
    act(() => change(member, { lastName: 'Roy' }));
    expect(renders).toBe(before);
    act(() => change(member, { firstName: 'Marc' }));
    expect(screen.getByText('Bonjour Marc')).toBeInTheDocument();
    act(() => member.dispatch({ type: 'member/signedOut', reason: 'user' }));
    expect(screen.getByText('Personne')).toBeInTheDocument();
  });
});

describe('incompleteProfile', () => {
  it('says whether the member on screen lacks a field of the profile', () => {
    const member = connectedStore();
    function Notice() {
      return <p>{useStore(member, incompleteProfile) ? 'incomplet' : 'complet'}</p>;
    }
    render(<Notice />);
    expect(screen.getByText('complet')).toBeInTheDocument();
    act(() => change(member, { postalCode: '' }));
    expect(screen.getByText('incomplet')).toBeInTheDocument();
  });
});
