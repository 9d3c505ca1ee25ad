import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStore } from '@portail/state';
import { apiProfile, signInUser } from '../testing/fakes.tsx';
import { incompleteProfile, useMemberFields } from './member-fields.ts';
import { toMemberProfile } from './member-profile.ts';
import { createMemberStore } from './member-store.ts';

const names = ['firstName'] as const;

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
    act(() => member.dispatch({ type: 'member/profileSaved', patch: { lastName: 'Roy' } }));
    expect(renders).toBe(before);
    act(() => member.dispatch({ type: 'member/profileSaved', patch: { firstName: 'Marc' } }));
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
    act(() => member.dispatch({ type: 'member/profileSaved', patch: { postalCode: '' } }));
    expect(screen.getByText('incomplet')).toBeInTheDocument();
  });
});
