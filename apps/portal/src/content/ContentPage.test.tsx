import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouterLocation } from '@portail/router';
import { ContentPage } from './ContentPage.tsx';
import { contentPage } from './page-content.ts';

const location = { pathname: '/', routeId: 'news-home' } as RouterLocation;

function renderPage(record: ReturnType<typeof contentPage>) {
  const page = { data: record.data, meta: record.meta ?? {}, metric: {}, routing: {} };
  return render(<ContentPage page={page} location={location} />);
}

afterEach(cleanup);

describe('ContentPage', () => {
  it('shows the headlines as their own list, each with its section, above the other links', () => {
    renderPage(
      contentPage({
        path: '/',
        appName: 'Info',
        title: 'À la une',
        heading: 'À la une',
        description: 'Description',
        intro: 'Introduction',
        featured: {
          heading: 'Nos manchettes',
          links: [{ href: '/nouvelle/1/pont', label: 'Le pont rouvre', note: 'Grand Montréal' }],
        },
        links: [{ href: '/ohdio', label: 'OHdio', note: 'balados' }],
        linksHeading: 'Nos sections',
      }),
    );
    const featured = screen.getByRole('region', { name: 'Nos manchettes' });
    expect(within(featured).getByRole('link', { name: 'Le pont rouvre' })).toHaveAttribute(
      'href',
      '/nouvelle/1/pont',
    );
    expect(within(featured).getByText('Grand Montréal')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Nos sections' });
    expect(within(others).getByRole('link', { name: 'OHdio' })).toHaveAttribute('href', '/ohdio');
    expect(within(others).getByText('balados')).toBeInTheDocument();
    expect(featured.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks a link that the router must leave to the browser, and shows no headline list without headlines', () => {
    renderPage(
      contentPage({
        path: '/utils',
        appName: 'Utilitaires de test',
        title: 'Outils',
        heading: 'Outils',
        description: 'Description',
        intro: 'Introduction',
        links: [{ href: '/mordu?sans-routeur=1', label: 'Mordu sans le routeur', ignoreNavigation: true }],
      }),
    );
    expect(screen.getByRole('link', { name: 'Mordu sans le routeur' })).toHaveAttribute(
      'data-ignore-navigation',
      '',
    );
    expect(screen.queryByRole('region', { name: 'Nos manchettes' })).toBeNull();
    expect(screen.getByRole('region', { name: 'À découvrir ailleurs sur le portail' })).toBeInTheDocument();
  });
});
