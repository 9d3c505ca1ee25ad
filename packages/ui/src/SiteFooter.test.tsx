import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter.tsx';

describe('SiteFooter', () => {
  it('lists its links in a labelled navigation and prints the year', () => {
    render(<SiteFooter year={2026} links={[{ href: '/a11y', label: 'Accessibilité' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Liens du pied de page' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Accessibilité' }));
    expect(screen.getByText(/© 2026 Portail/)).toBeInTheDocument();
  });
});
