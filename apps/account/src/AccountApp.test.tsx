import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configForPorts } from '@portail/contracts';
import { AccountApp } from './AccountApp.tsx';

const config = configForPorts({ portal: 8080, account: 8081, idp: 8082, api: 8083 });

describe('AccountApp', () => {
  it('shows the account menu with the current page marked', () => {
    render(<AccountApp config={config} path="/avatar" />);
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(within(nav).getByRole('link', { name: 'Photo de profil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current');
  });

  it('links the brand back to the portal', () => {
    render(<AccountApp config={config} path="/" />);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Portail' })).toHaveAttribute(
      'href',
      'http://localhost:8080/',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
  });
});
