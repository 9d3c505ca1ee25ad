import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../testing/fakes.tsx';
import { SignInUnavailable } from './SignInUnavailable.tsx';

describe('SignInUnavailable', () => {
  it('tells the member in French that the page could not be shown, with Mon compte’s menu, and « Réessayer » loads the page again', async () => {
    const onRetry = vi.fn();
    render(<SignInUnavailable config={testConfig} onRetry={onRetry} path="/infolettres" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Infolettres' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByLabelText('Prénom')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
