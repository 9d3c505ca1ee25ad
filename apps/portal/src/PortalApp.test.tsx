import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configForPorts } from '@portail/contracts';
import { PortalApp } from './PortalApp.tsx';

const config = configForPorts({ portal: 8080, account: 8081, idp: 8082, api: 8083 });

describe('PortalApp', () => {
  it('shows the header with the sign-in link to Mon compte and the main sections', () => {
    render(<PortalApp config={config} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      'http://localhost:8081/',
    );
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Info', 'Sports', 'Arts', 'OHdio', 'Télé', 'Mordu']);
  });

  it('offers a skip link to the main content as the first link', () => {
    render(<PortalApp config={config} />);
    const [first] = screen.getAllByRole('link');
    expect(first).toHaveTextContent('Passer au contenu principal');
    expect(first).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });
});
