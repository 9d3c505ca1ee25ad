import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { useStore, useStoreFields } from './use-store.ts';

describe('useStore', () => {
  it('re-renders a component when the value it selects changes', () => {
    const store = createStore((state: { name: string }, name: string) => ({ name }), { name: 'Anne' });
    function Greeting() {
      const name = useStore(store, (state) => state.name);
      return <p>Bonjour {name}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Bonjour Anne')).toBeInTheDocument();
    act(() => store.dispatch('Marc'));
    expect(screen.getByText('Bonjour Marc')).toBeInTheDocument();
  });
});

describe('useStoreFields', () => {
  type Person = { name: string; city: string };
  const person = (state: { person: Person | null }) => state.person;
  const names = ['name'] as const;

  it('re-renders a component only when one of the fields it reads changes', () => {
    const store = createStore(
      (_state: { person: Person | null }, next: Person | null) => ({ person: next }),
      {
        person: { name: 'Anne', city: 'Gaspé' },
      },
    );
    let renders = 0;
    function Greeting() {
      renders += 1;
      const fields = useStoreFields(store, person, names);
      return <p>{fields ? `Bonjour ${fields.name}` : 'Personne'}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Bonjour Anne')).toBeInTheDocument();
    const before = renders;
    act(() => store.dispatch({ name: 'Anne', city: 'Laval' }));
    expect(renders).toBe(before);
    act(() => store.dispatch({ name: 'Marc', city: 'Laval' }));
    expect(screen.getByText('Bonjour Marc')).toBeInTheDocument();
    act(() => store.dispatch(null));
    expect(screen.getByText('Personne')).toBeInTheDocument();
  });
});
