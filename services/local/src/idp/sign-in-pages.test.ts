import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { policies, type PolicyName } from '@portail/contracts/local-defaults';
import { authorizeUrl, callbackParams, formAction, pageText, type Navigation } from './testing.ts';
import { useTestProvider } from './test-bed.ts';

// Wrong passwords each cost a full scrypt at N=2^17: room for a busy machine (no timing is asserted).
vi.setConfig({ testTimeout: 30_000 });

let clock = Date.now();
beforeEach(() => {
  clock = Date.now();
});
const { idp, browser } = useTestProvider(() => ({ now: () => clock }));

function page(navigation: Navigation) {
  if (navigation.kind !== 'page') throw new Error(`expected a page, went to ${navigation.url}`);
  return navigation;
}

async function openSignIn(policy: PolicyName = policies.login) {
  return page(await browser.navigate(authorizeUrl(idp, policy)));
}

async function submitSignIn(email: string, password: string, policy: PolicyName = policies.login) {
  const signIn = await openSignIn(policy);
  return browser.navigate(formAction(signIn), {
    method: 'POST',
    form: { courriel: email, motdepasse: password },
  });
}

describe('sign-in page', () => {
  it('is French and accessible: labels, button, links, stylesheet, no inline script or style', async () => {
    const signIn = await openSignIn();
    expect(signIn.html).toContain('<html lang="fr-CA">');
    expect(signIn.html).toMatch(/<label for="courriel">Adresse courriel<\/label>/);
    expect(signIn.html).toMatch(/<label for="motdepasse">Mot de passe<\/label>/);
    expect(signIn.html).toMatch(/<button type="submit">Se connecter<\/button>/);
    expect(signIn.html).toContain('>Créer un compte</a>');
    expect(signIn.html).toContain('>Mot de passe oublié?</a>');
    expect(signIn.html).toMatch(/<link rel="stylesheet" href="\/ressources\/idp.css"\s*\/?>/);
    expect(signIn.html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(signIn.html).not.toMatch(/<style|style="/);
    const css = await fetch(`${idp.idpOrigin}/ressources/idp.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it.each([
    [
      'a wrong password',
      'complet@exemple.ca',
      'pas-le-bon-1',
      'motdepasse',
      "Ce n'est pas le bon mot de passe.",
      400,
    ],
    [
      'an unknown member',
      'personne@exemple.ca',
      DEMO_PASSWORD,
      'courriel',
      'Aucun compte ne correspond à cette adresse courriel.',
      400,
    ],
    ['a banned member', 'banni@exemple.ca', DEMO_PASSWORD, null, 'L’accès à ce compte a été suspendu.', 403],
    ['an empty password', 'complet@exemple.ca', '', 'motdepasse', 'Veuillez entrer un mot de passe.', 400],
    [
      'an invalid address',
      'pas-une-adresse',
      DEMO_PASSWORD,
      'courriel',
      "L'adresse courriel est invalide.",
      400,
    ],
  ])(
    'explains %s in French, linked to its field, keeping the typed address',
    async (_case, email, password, field, message, status) => {
      const result = page(await submitSignIn(email, password));
      expect(result.status).toBe(status);
      expect(pageText(result.html)).toContain(message);
      expect(result.html).toContain('role="alert"');
      expect(result.html).toContain(`value="${email}"`);
      if (field) {
        expect(result.html).toContain(`href="#${field}"`);
        expect(result.html).toMatch(
          new RegExp(`id="${field}"[^>]*aria-describedby="${field}-erreur"[^>]*aria-invalid="true"`),
        );
      }
    },
  );

  it('refuses a member who is not staff at the internal policy', async () => {
    const result = page(await submitSignIn('complet@exemple.ca', DEMO_PASSWORD, policies.internal));
    expect(pageText(result.html)).toContain('réservée aux membres du personnel');
  });

  it('makes an address wait 30 seconds after 5 failures on one account, in French, then lets the member in', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await submitSignIn('complet@exemple.ca', 'mauvais-mdp');
    const blocked = page(await submitSignIn('complet@exemple.ca', DEMO_PASSWORD));
    expect(blocked.status).toBe(429);
    expect(pageText(blocked.html)).toContain(
      'Trop de tentatives de connexion. Veuillez réessayer dans 30 secondes.',
    );
    const other = await submitSignIn('abonne@exemple.ca', DEMO_PASSWORD);
    expect(other.kind).toBe('redirect-out');
    browser.jar.clear();
    clock += 30 * 1000;
    expect((await submitSignIn('complet@exemple.ca', DEMO_PASSWORD)).kind).toBe('redirect-out');
  });

  it('refuses a form posted from another origin or without the interaction cookie', async () => {
    const signIn = await openSignIn();
    const foreign = await fetch(formAction(signIn), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://malveillant.example',
        cookie: browser.jar.header(formAction(signIn)) ?? '',
      },
      body: new URLSearchParams({ courriel: 'complet@exemple.ca', motdepasse: DEMO_PASSWORD }),
      redirect: 'manual',
    });
    // Refused by the origin guard of every origin (services/local/src/origins) before the page's own check.
    expect(foreign.status).toBe(403);
    const noCookie = await fetch(formAction(signIn), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ courriel: 'complet@exemple.ca', motdepasse: DEMO_PASSWORD }),
      redirect: 'manual',
    });
    expect(noCookie.status).toBe(400);
    expect(pageText(await noCookie.text())).toContain('Votre demande de connexion a expiré.');
  });

  it('returns access_denied to the application when the member cancels', async () => {
    const signIn = await openSignIn();
    const cancel = /href="([^"]+\/annuler)"/.exec(signIn.html)?.[1] ?? '';
    const result = await browser.navigate(new URL(cancel, signIn.url).href);
    expect(result.kind).toBe('redirect-out');
    if (result.kind === 'redirect-out') expect(callbackParams(result.url).get('error')).toBe('access_denied');
  });
});

describe('sign-up page', () => {
  async function openSignUp() {
    const signIn = await openSignIn();
    const link = /href="([^"]+\/inscription)"/.exec(signIn.html)?.[1] ?? '';
    return page(await browser.navigate(new URL(link, signIn.url).href));
  }

  it('shows the French messages of the spec for each invalid field', async () => {
    const signUp = await openSignUp();
    const result = page(
      await browser.navigate(formAction(signUp), {
        method: 'POST',
        form: { prenom: '', nom: 'Roy  Roy', courriel: 'complet@exemple.ca', motdepasse: 'court' },
      }),
    );
    const text = pageText(result.html);
    expect(text).toContain('Veuillez entrer votre prénom.');
    expect(text).toContain('Le nom ne peut contenir que des lettres');
    expect(text).toContain('Réessayez avec 8 caractères minimum.');
    const taken = page(
      await browser.navigate(formAction(result), {
        method: 'POST',
        form: { prenom: 'Julie', nom: 'Roy', courriel: 'Complet@Exemple.ca', motdepasse: 'assez-long-1' },
      }),
    );
    expect(pageText(taken.html)).toContain("L'adresse courriel est déjà associée à un compte.");
  });

  it('creates the account, signs it in, and mails a validation link that verifies the address', async () => {
    const signUp = await openSignUp();
    const done = await browser.navigate(formAction(signUp), {
      method: 'POST',
      form: {
        prenom: 'Marie-Ève',
        nom: "D'Amours",
        courriel: 'marie-eve@exemple.ca',
        motdepasse: 'Bienvenue-2026',
      },
    });
    expect(done.kind).toBe('redirect-out');
    const member = idp.members.findByEmail('marie-eve@exemple.ca');
    expect(member).toMatchObject({ firstName: 'Marie-Ève', lastName: "D'Amours", isEmailVerified: false });
    const mail = idp.outbox.latest({ to: 'marie-eve@exemple.ca' });
    expect(mail?.kind).toBe('email-validation');
    const verified = page(await browser.navigate(mail?.link ?? ''));
    expect(pageText(verified.html)).toContain('Votre adresse courriel est maintenant validée.');
    expect(idp.members.findByRcId(member?.rcId ?? '')?.isEmailVerified).toBe(true);
    const again = page(await browser.navigate(mail?.link ?? ''));
    expect(again.status).toBe(400);
  });
});

describe('forgotten and changed passwords', () => {
  it('mails a reset link from the sign-in page and, once used, brings the member back to sign in', async () => {
    const signIn = await openSignIn();
    const forgotLink = /href="([^"]+\/mot-de-passe-oublie)"/.exec(signIn.html)?.[1] ?? '';
    const forgot = page(await browser.navigate(new URL(forgotLink, signIn.url).href));
    const sent = page(
      await browser.navigate(formAction(forgot), { method: 'POST', form: { courriel: 'abonne@exemple.ca' } }),
    );
    expect(pageText(sent.html)).toContain('un lien pour choisir un nouveau mot de passe vient d’être envoyé');
    const link = idp.outbox.latest({ to: 'abonne@exemple.ca', kind: 'password-reset' })?.link ?? '';
    const form = page(await browser.navigate(link));
    const choose = async (confirmation: string) =>
      page(
        await browser.navigate(formAction(form), {
          method: 'POST',
          form: {
            jeton: new URL(link).searchParams.get('jeton') ?? '',
            nouveau: 'Nouveau-2026!',
            confirmation,
          },
        }),
      );
    const mismatch = await choose('Autre-2026!');
    expect(pageText(mismatch.html)).toContain('Les mots de passe ne correspondent pas.');
    const back = await choose('Nouveau-2026!');
    expect(pageText(back.html)).toContain(
      'Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.',
    );
    const done = await browser.navigate(formAction(back), {
      method: 'POST',
      form: { courriel: 'abonne@exemple.ca', motdepasse: 'Nouveau-2026!' },
    });
    expect(done.kind).toBe('redirect-out');
  });

  it('does not reveal whether an address has an account, and limits reset requests', async () => {
    const forgot = page(await browser.navigate(authorizeUrl(idp, policies.reset)));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const sent = page(
        await browser.navigate(formAction(forgot), {
          method: 'POST',
          form: { courriel: 'inconnu@exemple.ca' },
        }),
      );
      expect(pageText(sent.html)).toContain('Si un compte correspond à inconnu@exemple.ca');
    }
    const blocked = page(
      await browser.navigate(formAction(forgot), {
        method: 'POST',
        form: { courriel: 'inconnu@exemple.ca' },
      }),
    );
    expect(blocked.status).toBe(429);
    expect(pageText(blocked.html)).toContain('Trop de demandes de réinitialisation');
    expect(idp.outbox.list({ to: 'inconnu@exemple.ca' })).toEqual([]);
  });

  it('changes the password at the change-password policy after checking the current one', async () => {
    const start = page(await browser.navigate(authorizeUrl(idp, policies.changePassword)));
    const form = page(
      await browser.navigate(formAction(start), {
        method: 'POST',
        form: { courriel: 'complet@exemple.ca', motdepasse: DEMO_PASSWORD },
      }),
    );
    expect(form.html).toContain('Mot de passe actuel');
    expect(form.html).toContain('Confirmer le nouveau mot de passe');
    const wrong = page(
      await browser.navigate(formAction(form), {
        method: 'POST',
        form: { actuel: 'mauvais-mdp', nouveau: 'Nouveau-2026!', confirmation: 'Nouveau-2026!' },
      }),
    );
    expect(pageText(wrong.html)).toContain("Ce n'est pas le bon mot de passe.");
    const done = await browser.navigate(formAction(wrong), {
      method: 'POST',
      form: { actuel: DEMO_PASSWORD, nouveau: 'Nouveau-2026!', confirmation: 'Nouveau-2026!' },
    });
    expect(done.kind).toBe('redirect-out');
    if (done.kind === 'redirect-out') expect(callbackParams(done.url).get('id_token')).toBeTruthy();
    expect(
      await idp.members.checkPassword(
        idp.members.findByEmail('complet@exemple.ca')?.rcId ?? '',
        'Nouveau-2026!',
      ),
    ).toBe(true);
  });
});
