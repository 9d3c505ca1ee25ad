import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';
import { useStore } from './use-store.ts';

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
