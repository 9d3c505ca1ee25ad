import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@portail/contracts';
import { policies, type PolicyName } from '@portail/contracts/local-defaults';
import { rateLimits } from './rate-limiter.ts';
import {
  authorizeUrl,
  createTestBrowser,
  formAction,
  pageText,
  type Navigation,
  type TestBrowser,
  createTestMember,
} from './testing.ts';
import { useTestProvider } from './test-bed.ts';

// Many form posts over HTTP (one scrypt each): room for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let clock = Date.now();
beforeEach(() => {
  clock = Date.now();
});
const { idp, browser } = useTestProvider(() => ({ now: () => clock }));

/** Posts `form` as the form of `page`, from `tab` (its cookies, the provider's origin); redirects not followed. */
function submit(tab: TestBrowser, page: { url: string; html: string }, form: Record<string, string>) {
  return fetch(formAction(page), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: idp.idpOrigin,
      cookie: tab.jar.header(formAction(page)) ?? '',
    },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

/** What a limit shows in: the answer's status, its Retry-After and its page's text. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: pageText(await response.text()),
  };
}

/** Posts the first form of the page `policy` opens with (the tab keeps the answer's cookies). */
async function post(policy: PolicyName, form: Record<string, string>, tab: TestBrowser = browser) {
  const start = await tab.navigate(authorizeUrl(idp, policy));
  if (start.kind !== 'page') throw new Error(`expected a page, went to ${start.url}`);
  const response = await submit(tab, start, form);
  tab.jar.store(formAction(start), response);
  return answerOf(response);
}

function expectTooMany(answer: { status: number; retryAfter: string | null; text: string }, message: string) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.text).toContain(message);
}

async function newMember() {
  return createTestMember(idp, 'limite', { isEmailVerified: false });
}

describe('rate limits of the provider’s pages', () => {
  it('limits one password tried across many addresses from one client address (429, Retry-After, French)', async () => {
    const { freeFailures } = rateLimits.signIn.address;
    for (let n = 0; n < freeFailures; n += 1) {
      const answer = await post(policies.login, {
        courriel: `cible${n}@exemple.ca`,
        motdepasse: 'Motdepasse1',
      });
      expect(answer.status).toBe(400);
    }
    const next = await post(policies.login, { courriel: 'complet@exemple.ca', motdepasse: 'Motdepasse1' });
    expectTooMany(next, 'Trop de tentatives de connexion. Veuillez réessayer dans 30 secondes.');
    expect(next.retryAfter).toBe('30');
  });

  it('makes each failure past the free ones wait longer, up to minutes, never the hard 15-minute lock', async () => {
    const waits: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const answer = await post(policies.login, {
        courriel: 'complet@exemple.ca',
        motdepasse: 'mauvais-mdp',
      });
      if (answer.status === 429) {
        waits.push(Number(answer.retryAfter));
        clock += Number(answer.retryAfter) * 1000;
      }
    }
    expect(waits.slice(0, 3)).toEqual([30, 60, 120]);
    // The member, waiting what they are told, signs in.
    const last = await post(policies.login, { courriel: 'complet@exemple.ca', motdepasse: DEMO_PASSWORD });
    if (last.status === 429) clock += Number(last.retryAfter) * 1000;
    const tab = createTestBrowser(idp.idpOrigin);
    expect(
      (await post(policies.login, { courriel: 'complet@exemple.ca', motdepasse: DEMO_PASSWORD }, tab)).status,
    ).toBe(303);
  });

  it('limits wrong current passwords on the change-password page', async () => {
    const member = await newMember();
    const start = await browser.navigate(authorizeUrl(idp, policies.changePassword));
    if (start.kind !== 'page') throw new Error('expected the sign-in page');
    const form: Navigation = await browser.navigate(formAction(start), {
      method: 'POST',
      form: { courriel: member.email, motdepasse: DEMO_PASSWORD },
    });
    if (form.kind !== 'page') throw new Error('expected the change-password page');
    const attempt = async () =>
      answerOf(
        await submit(browser, form, {
          actuel: 'devine-1234',
          nouveau: 'Nouveau-2026!',
          confirmation: 'Nouveau-2026!',
        }),
      );
    for (let n = 0; n < rateLimits.currentPassword.freeFailures; n += 1)
      expect((await attempt()).status).toBe(400);
    expectTooMany(
      await attempt(),
      'Trop d’essais du mot de passe actuel. Veuillez réessayer dans 30 secondes.',
    );
  });

  it('limits reset mails per client address, whatever the recipients', async () => {
    for (let n = 0; n < rateLimits.resetMail.perAddress.limit; n += 1) {
      expect((await post(policies.reset, { courriel: `victime${n}@exemple.ca` })).status).toBe(200);
    }
    const next = await post(policies.reset, { courriel: 'complet@exemple.ca' });
    expectTooMany(next, 'Trop de demandes de réinitialisation. Veuillez réessayer dans une heure.');
    expect(idp.outbox.list({ to: 'complet@exemple.ca' })).toEqual([]);
  });

  it('limits validation mails per account', async () => {
    const member = await newMember();
    const start = await browser.navigate(authorizeUrl(idp, policies.emailValidation));
    if (start.kind !== 'page') throw new Error('expected the sign-in page');
    const page = await browser.navigate(formAction(start), {
      method: 'POST',
      form: { courriel: member.email, motdepasse: DEMO_PASSWORD },
    });
    if (page.kind !== 'page') throw new Error('expected the validation page');
    const send = async () => answerOf(await submit(browser, page, {}));
    for (let n = 0; n < rateLimits.validationMail.perAccount.limit; n += 1)
      expect((await send()).status).toBe(200);
    expectTooMany(await send(), 'Trop de liens de validation demandés. Veuillez réessayer dans une heure.');
    expect(idp.outbox.list({ to: member.email })).toHaveLength(rateLimits.validationMail.perAccount.limit);
  });

  it('limits sign-ups per client address', async () => {
    const signUp = (n: number) =>
      post(
        policies.signup,
        {
          prenom: 'Camille',
          nom: 'Essai',
          courriel: `inscription-${n}-${crypto.randomUUID().slice(0, 6)}@exemple.ca`,
          motdepasse: 'Motdepasse-2026',
        },
        createTestBrowser(idp.idpOrigin),
      );
    for (let n = 0; n < rateLimits.signUp.perAddress.limit; n += 1)
      expect((await signUp(n)).status).toBe(303);
    expectTooMany(
      await signUp(99),
      'Trop de comptes créés depuis cette connexion. Veuillez réessayer dans une heure.',
    );
  });
});

describe('sign-in limits against a stranger who keeps a member waiting', () => {
  const wrong = (email: string) => ({ courriel: email, motdepasse: 'mauvais-mdp' });
  const right = (email: string) => ({ courriel: email, motdepasse: DEMO_PASSWORD });

  /** A stranger's wrong passwords, from browsers of their own, waiting each wait: `failures` of them. */
  async function strangerFails(email: string, failures: number) {
    let counted = 0;
    while (counted < failures) {
      const answer = await post(policies.login, wrong(email), createTestBrowser(idp.idpOrigin));
      if (answer.status === 429) clock += Number(answer.retryAfter) * 1000;
      else counted += 1;
    }
  }

  it('lets the member’s own browser in with the right password, and keeps refusing a fresh browser', async () => {
    const member = await newMember();
    const own = createTestBrowser(idp.idpOrigin);
    expect((await post(policies.login, right(member.email), own)).status).toBe(303);
    await strangerFails(member.email, rateLimits.signIn.account.freeFailures + 1);

    // The right password from a browser the member never signed in with waits, as guessing does.
    expectTooMany(
      await post(policies.login, right(member.email), createTestBrowser(idp.idpOrigin)),
      'Trop de tentatives de connexion.',
    );
    // From the member's own browser it goes through, again and again while the stranger goes on.
    expect((await post(policies.login, right(member.email), own)).status).toBe(303);
    await strangerFails(member.email, 1);
    expect((await post(policies.login, right(member.email), own)).status).toBe(303);
  });

  it('gives a browser its allowance only for the accounts signed in from it', async () => {
    const member = await newMember();
    const other = await newMember();
    const own = createTestBrowser(idp.idpOrigin);
    expect((await post(policies.login, right(member.email), own)).status).toBe(303);
    await strangerFails(other.email, rateLimits.signIn.account.freeFailures + 1);
    expectTooMany(await post(policies.login, right(other.email), own), 'Trop de tentatives de connexion.');
  });

  it('stops a browser that signed in with a former password from skipping the account’s limit', async () => {
    const member = await newMember();
    // Someone who knew the password signs in from browsers of their own before the member changes it…
    const prepared = [createTestBrowser(idp.idpOrigin), createTestBrowser(idp.idpOrigin)];
    for (const tab of prepared)
      expect((await post(policies.login, right(member.email), tab)).status).toBe(303);
    await idp.members.setPassword(member.rcId, 'Nouveau-mdp-2026!');
    await strangerFails(member.email, rateLimits.signIn.account.freeFailures + 1);
    // …and then guesses the new one: each of those browsers waits as a stranger does.
    for (const tab of prepared) {
      expectTooMany(await post(policies.login, wrong(member.email), tab), 'Trop de tentatives de connexion.');
    }
  });

  it('limits guessing from the member’s own browser too', async () => {
    const member = await newMember();
    const own = createTestBrowser(idp.idpOrigin);
    expect((await post(policies.login, right(member.email), own)).status).toBe(303);
    for (let n = 0; n < rateLimits.signIn.knownBrowser.freeFailures; n += 1)
      expect((await post(policies.login, wrong(member.email), own)).status).toBe(400);
    expectTooMany(await post(policies.login, right(member.email), own), 'Trop de tentatives de connexion.');
  });

  it('keeps the browser’s allowance in a signed, httpOnly cookie that a forged value does not match', async () => {
    const member = await newMember();
    const own = createTestBrowser(idp.idpOrigin);
    const start = await own.navigate(authorizeUrl(idp, policies.login));
    if (start.kind !== 'page') throw new Error('expected the sign-in page');
    const response = await submit(own, start, right(member.email));
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portail_idp_appareil='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);

    const forged = createTestBrowser(idp.idpOrigin);
    const value = /^portail_idp_appareil=([^;]*)/.exec(cookie ?? '')?.[1] ?? '';
    await strangerFails(member.email, rateLimits.signIn.account.freeFailures + 1);
    const tampered = `${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    forged.jar.store(
      idp.idpOrigin,
      new Response(null, { headers: { 'set-cookie': `portail_idp_appareil=${tampered}; Path=/` } }),
    );
    expectTooMany(
      await post(policies.login, right(member.email), forged),
      'Trop de tentatives de connexion.',
    );
  });
});
