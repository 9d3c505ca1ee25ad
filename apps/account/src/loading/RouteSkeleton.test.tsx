import { MEMBER_CENTER_RETURN_STATE } from '../callback/member-center-return.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findLoadedHeading, pendingSession, renderAccount } from '../testing/fakes.tsx';

/** The page's headings, in order, as assistive technology lists them. */
function headings(): string[] {
  return screen.getAllByRole('heading').map((heading) => heading.textContent ?? '');
}

describe('the loading screen of each Mon compte page', () => {
  it.each([
    ['/', 'Profil | Mon compte | Portail', ['Profil', 'Renseignements personnels']],
    ['/avatar', 'Photo de profil | Mon compte | Portail', ['Photo de profil']],
    [
      '/infolettres',
      'Infolettres | Mon compte | Portail',
      ['Infolettres', 'Vos abonnements', 'Choisir mes infolettres'],
    ],
    [
      '/completion',
      'Complétez votre profil | Mon compte | Portail',
      ['Complétez votre profil', 'Vos nom et prénom'],
    ],
  ])('shows the headings of %s under its title while the member loads', async (path, title, expected) => {
    renderAccount(path, { session: pendingSession() });
    expect(headings()).toEqual(expected);
    // the head's changing code loads on demand (document-head.ts): the title follows once it is in
    await waitFor(() => expect(document.title).toBe(title));
    expect(headings()).toEqual(expected);
  });

  it('shows the heading of a /callback/membercenter return that its outcome alone decides, before the member has loaded', () => {
    renderAccount('/callback/membercenter', {
      session: pendingSession(),
      historyState: { [MEMBER_CENTER_RETURN_STATE]: 'passwordChange' },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre mot de passe a été modifié');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  });

  it('keeps the heading of an email validation’s return a placeholder: it waits for the profile', () => {
    renderAccount('/callback/membercenter', {
      session: pendingSession(),
      historyState: { [MEMBER_CENTER_RETURN_STATE]: 'emailValidation' },
    });
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });

  it.each(['/', '/avatar', '/infolettres', '/completion', '/callback/membercenter'])(
    'says « Chargement de votre compte… » once, politely, in a busy region on %s',
    (path) => {
      renderAccount(path, { session: pendingSession() });
      // The status bar's live regions are there too, empty until a message comes.
      const statuses = screen.getAllByRole('status').filter((status) => status.textContent !== '');
      expect(statuses.map((status) => status.textContent)).toEqual(['Chargement de votre compte…']);
      expect(statuses[0]?.closest('[aria-busy="true"]')).not.toBeNull();
    },
  );

  it.each(['/', '/avatar', '/infolettres', '/completion', '/callback/membercenter'])(
    'offers nothing to fill in or press on %s before the member’s data are there',
    (path) => {
      renderAccount(path, { session: pendingSession() });
      expect(screen.queryAllByRole('textbox')).toEqual([]);
      expect(screen.queryAllByRole('radio')).toEqual([]);
      expect(screen.queryAllByRole('combobox')).toEqual([]);
      const main = screen.getByRole('main');
      // The buttons of the page are placeholders; the header's menu button is outside <main>.
      expect(main.querySelectorAll('button, input, select, textarea')).toHaveLength(0);
    },
  );

  it('gives way to the page, with the same headings, once the member has loaded', async () => {
    renderAccount('/');
    expect(await findLoadedHeading('Profil')).toBeInTheDocument();
    expect(headings().slice(0, 2)).toEqual(['Profil', 'Renseignements personnels']);
    expect(screen.getByRole('textbox', { name: 'Adresse courriel' })).toHaveValue('complet@exemple.ca');
  });
});
