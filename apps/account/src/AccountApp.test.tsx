import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectOnMountedWithinItsCommit } from '@portail/ui/testing';
import { LOGIN_REQUIRED_EVENT } from './session/session.ts';
import { takeSignedOutMark } from './session/signed-out-mark.ts';
import {
  apiError,
  apiProfile,
  fakeApi,
  fakeSession,
  findLoadedHeading,
  networkError,
  renderAccount,
  signInUser,
} from './testing/fakes.tsx';

function headMeta(name: string): string | null {
  return document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

describe('AccountApp routes', () => {
  it('shows the profile on "/" with the current page marked in the account menu', async () => {
    renderAccount('/');
    expect(await findLoadedHeading('Profil')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Photo de profil' })).not.toHaveAttribute('aria-current');
  });

  it('puts « Infolettres » in the account navigation, keeping the kept query parameters', async () => {
    renderAccount('/?fromApp=ohdio');
    await findLoadedHeading('Profil');
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(within(nav).getByRole('link', { name: 'Infolettres' })).toHaveAttribute(
      'href',
      '/infolettres?fromApp=ohdio',
    );
  });

  it('links the brand back to the portal', async () => {
    renderAccount('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Portail' })).toHaveAttribute(
      'href',
      'http://localhost:8080/',
    );
  });

  it.each(['/nimporte-quoi', '/error/notfound', '/infolettres/autre'])(
    'renders the not-found page with its exact title and description on %s',
    async (path) => {
      const { session } = renderAccount(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page inexistante' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page inexistante | Mon compte | Portail'));
      expect(headMeta('description')).toBe('Désolé! La page que vous avez demandée est introuvable');
      expect(session.login).not.toHaveBeenCalled();
    },
  );

  it.each([404, 410, 500])('renders the not-found page when the page data answers %i', async (status) => {
    const api = fakeApi();
    api.getPageData.mockRejectedValue(apiError(status));
    renderAccount('/', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page inexistante' })).toBeInTheDocument();
    expect(api.getPageData).toHaveBeenCalledWith('profile');
  });

  it('keeps the page usable with its default head when the page data does not answer', async () => {
    const api = fakeApi();
    api.getPageData.mockRejectedValue(networkError());
    renderAccount('/', { api });
    expect(await findLoadedHeading('Profil')).toBeInTheDocument();
    expect(document.title).toBe('Profil | Mon compte | Portail');
  });

  it('loads the avatar page data on /avatar', async () => {
    const { api } = renderAccount('/avatar');
    expect(await findLoadedHeading('Photo de profil')).toBeInTheDocument();
    expect(api.getPageData).toHaveBeenCalledWith('avatar');
  });

  it('builds the page head from the page meta', async () => {
    const api = fakeApi();
    api.getPageData.mockResolvedValue({
      data: null,
      meta: {
        title: 'Mon profil | Portail',
        description: 'Gérez votre profil',
        metas: [{ property: 'og:title', content: 'Mon profil' }],
        canonical: 'http://localhost:8081/',
        amphtml: 'http://localhost:8081/amp',
      },
      metric: null,
      routing: {},
    });
    renderAccount('/', { api });
    await waitFor(() => expect(document.title).toBe('Mon profil | Portail'));
    expect(headMeta('description')).toBe('Gérez votre profil');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Mon profil');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:8081/',
    );
    expect(document.head.querySelector('link[rel="amphtml"]')).toHaveAttribute(
      'href',
      'http://localhost:8081/amp',
    );
  });

  it('adds robots noindex,nofollow on /callback/membercenter', async () => {
    renderAccount('/callback/membercenter');
    await screen.findByRole('heading', { level: 1, name: 'Bon retour dans Mon compte' });
    expect(headMeta('robots')).toBe('noindex,nofollow');
  });

  it.each([
    ['keeps', '', 'present'],
    ['removes', '?fromMobileApp=ios', 'absent'],
  ])('%s the app-store banner metas (query "%s")', async (_verb, query, expected) => {
    const api = fakeApi();
    api.getPageData.mockResolvedValue({
      data: null,
      meta: {
        metas: [
          { name: 'apple-itunes-app', content: 'app-id=1' },
          { name: 'google-play-app', content: 'app-id=ca.portail' },
        ],
      },
      metric: null,
      routing: {},
    });
    renderAccount(`/${query}`, { api });
    await findLoadedHeading('Profil');
    await waitFor(() => expect(api.getPageData).toHaveBeenCalled());
    await act(async () => undefined);
    const present = expected === 'present';
    expect(headMeta('apple-itunes-app') !== null).toBe(present);
    expect(headMeta('google-play-app') !== null).toBe(present);
  });

  it('navigates in-app on a link click, keeping the kept query parameters', async () => {
    const { api } = renderAccount('/?fromApp=info&uid_hint=rc-100&utm=x');
    await findLoadedHeading('Profil');
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Photo de profil' }));
    expect(await findLoadedHeading('Photo de profil')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/avatar');
    expect(window.location.search).toBe('?fromApp=info&uid_hint=rc-100');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(api.getProfile).toHaveBeenCalledTimes(1);
  });

  it('follows the browser back button', async () => {
    renderAccount('/');
    await findLoadedHeading('Profil');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Mon compte' })).getByRole('link', {
        name: 'Photo de profil',
      }),
    );
    await findLoadedHeading('Photo de profil');
    act(() => {
      window.history.back();
    });
    expect(await findLoadedHeading('Profil')).toBeInTheDocument();
  });
});

describe('AccountApp over the pre-rendered page', () => {
  it('tells onMounted within the commit that puts it in the document, before that commit’s effects run in a later task', () => {
    expectOnMountedWithinItsCommit((onMounted, before) => renderAccount('/', { onMounted, before }));
  });
});

describe('AccountApp sign-in', () => {
  it('dispatches login-required then redirects to sign-in with the current URL when nobody is signed in', async () => {
    const session = fakeSession(null);
    const events: string[] = [];
    const listener = (event: Event) =>
      events.push((event as CustomEvent<{ redirect: string }>).detail.redirect);
    window.addEventListener(LOGIN_REQUIRED_EVENT, listener);
    renderAccount('/avatar?fromApp=info', { session });
    await waitFor(() =>
      expect(session.login).toHaveBeenCalledWith('http://localhost:3000/avatar?fromApp=info'),
    );
    window.removeEventListener(LOGIN_REQUIRED_EVENT, listener);
    expect(events).toEqual(['http://localhost:3000/avatar?fromApp=info']);
    // The sign-in call leaves from an effect; the heading may commit a render later (the page renders
    // from a deferred member state), which a busy machine showed.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous pour accéder à Mon compte' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a 401 from the profile service', fakeApi(), true],
    ['banLevel login', fakeApi(apiProfile({ banLevel: 'login' })), false],
  ])('signs out with no login redirect on %s', async (_name, api, unauthorized) => {
    if (unauthorized) api.getProfile.mockRejectedValue(apiError(401));
    const { session } = renderAccount('/', { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vous êtes déconnecté' }),
    ).toBeInTheDocument();
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(session.login).not.toHaveBeenCalled();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const api = fakeApi();
    api.getProfile.mockRejectedValueOnce(apiError(500));
    renderAccount('/', { api });
    expect(await screen.findByText('Impossible de charger votre profil.')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await findLoadedHeading('Profil')).toBeInTheDocument();
  });

  it('shows internal staff their employee fields read-only', async () => {
    const session = fakeSession(signInUser({ employeeId: 'E-4521', ldapUsername: 'ctremblay' }));
    renderAccount('/', { session });
    expect(await screen.findByLabelText("Numéro d'employé")).toHaveValue('E-4521');
    expect(screen.getByLabelText("Numéro d'employé")).toHaveAttribute('readonly');
    expect(screen.getByLabelText("Nom d'utilisateur LDAP")).toHaveValue('ctremblay');
  });

  it('shows no employee fields to other members', async () => {
    renderAccount('/');
    await findLoadedHeading('Profil');
    expect(screen.queryByLabelText("Numéro d'employé")).not.toBeInTheDocument();
  });
});

describe('AccountApp reconnect lightbox', () => {
  it('opens when fromMobileApp is set and uid_hint differs from the signed-in rcId', async () => {
    const { session } = renderAccount('/?fromMobileApp=android&uid_hint=rc-999');
    // The dialog is a lazy chunk: on a loaded machine its first import takes more than a second.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Un autre compte est connecté' },
      { timeout: 5000 },
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['×', 'Continuer avec ce compte', 'Se reconnecter']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se reconnecter' }));
    expect(session.logout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['uid_hint matches', '/?fromMobileApp=ios&uid_hint=rc-100'],
    ['no fromMobileApp', '/?uid_hint=rc-999'],
    ['no uid_hint', '/?fromMobileApp=ios'],
  ])('stays closed when %s', async (_name, url) => {
    renderAccount(url);
    await findLoadedHeading('Profil');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AccountApp header menu', () => {
  it('opens the main panel and the « Sections » sub-menu, and closes on a click outside', async () => {
    renderAccount('/');
    await findLoadedHeading('Profil');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Sections' }));
    expect(within(panel).getByRole('link', { name: 'Sports' })).toHaveAttribute(
      'href',
      'http://localhost:8080/sports',
    );
    await userEvent.click(screen.getByRole('heading', { level: 1, name: 'Profil' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the « Sections » sub-menu alone on a click elsewhere in the main panel', async () => {
    renderAccount('/');
    await findLoadedHeading('Profil');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sections = screen.getByRole('button', { name: 'Sections' });
    await userEvent.click(sections);
    expect(sections).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('navigation', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(sections).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderAccount('/');
    await findLoadedHeading('Profil');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the whole menu on Escape from the « Sections » sub-menu and gives focus back to « Menu »', async () => {
    renderAccount('/');
    await findLoadedHeading('Profil');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const sections = screen.getByRole('button', { name: 'Sections' });
    await userEvent.click(sections);
    await userEvent.keyboard('{Escape}');
    expect(sections).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('signs out from the main panel', async () => {
    const { session } = renderAccount('/');
    await findLoadedHeading('Profil');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(session.logout).toHaveBeenCalledTimes(1);
    // The page the provider's logout returns to says so instead of asking to sign in at once.
    expect(takeSignedOutMark()).toBe('user');
  });
});
