/**
 * The provider's site down during a renewal, across sites (npm run bench:renewals -- --sites, issue
 * 29's fault): a member signed in to Mon compte keeps reading page after page while every renewal
 * fails (no error page, nothing said, the renewal tried again at each page change) until a save
 * needs a token: the expired token is refused and the save's status bar says so (SPEC.md's profile
 * save: any other error, its message in the status bar). Once the provider answers again, the next
 * page change renews by a full page and the member saves.
 */
import assert from 'node:assert/strict';
import type { PortailConfig } from '@portail/contracts';
import { DEFAULT_CLOCK_TOLERANCE_SECONDS } from '@portail/local-services';
import { clickOn, typeInto, waitFor, type EngineTab } from './engine-page.ts';
import { createMember, fillProviderSignIn, saveFirstName } from './journeys.ts';
import { markPageLife, showsMember, storedIdToken } from './renewals.ts';

const ACCOUNT_PAGES = ['Infolettres', 'Photo de profil', 'Profil'];
const menu = 'nav[aria-label="Mon compte"]';

/** In the page: what the status bar and any alert say (empty when nothing is said). */
function saidOnPage(): string {
  return Array.from(document.querySelectorAll('.status-bar-region, [role="alert"]'), (region) =>
    (region.textContent ?? '').trim(),
  )
    .filter(Boolean)
    .join(' | ');
}

export interface ProviderDownFigures {
  /** Page changes made while the provider was down. */
  pages: number;
  /** Requests to the provider refused meanwhile (the renewal's frame, its discovery checks). */
  refused: number;
  /** What the save said with the provider down (the expired token refused). */
  saveWhileDown: string;
  /** Page changes, once the provider answered again, until the tokens were renewed. */
  pagesToRenew: number;
}

export async function keepsReadingWhileProviderDown(
  tab: EngineTab,
  origins: PortailConfig,
  { tokenSeconds, pageEveryMs = 3_000 }: { tokenSeconds: number; pageEveryMs?: number },
): Promise<ProviderDownFigures> {
  if (!tab.siteDown) throw new Error(`${tab.engine}: no way to take a site down in this engine`);
  const member = await createMember(origins, 'sites-fournisseur-en-panne');
  await tab.goto(`${origins.accountOrigin}/`);
  await waitFor(tab, "the provider's sign-in form", (idp: string) => location.origin === idp, [
    origins.idpOrigin,
  ]);
  // the tokens are issued after this: the member APIs take them at least until their lifetime and
  // clock skew have passed from here, and refuse them from that long after the sign-in at the latest
  const beforeSignIn = Date.now();
  await fillProviderSignIn(tab, member.email);
  await showsMember(tab, 'account');
  const signedIn = Date.now();
  const acceptedUntil = beforeSignIn + (tokenSeconds + DEFAULT_CLOCK_TOLERANCE_SECONDS) * 1000;
  const refusedFrom = signedIn + (tokenSeconds + DEFAULT_CLOCK_TOLERANCE_SECONDS + 2) * 1000;
  const token = await waitFor(tab, 'the stored identity token', storedIdToken, [], 10_000);
  await tab.evaluate(markPageLife);

  const outage = await tab.siteDown(origins.idpOrigin);
  const discoveryTries = () => outage.refused.filter((url) => url.includes('/.well-known/')).length;
  let pages = 0;
  let saveWhileDown: string;
  try {
    // page after page while the token is still taken: the renewal fails at each page change, and
    // the member reads on, on the same document, with nothing said
    while (Date.now() < acceptedUntil - 15_000) {
      await new Promise((resolve) => setTimeout(resolve, pageEveryMs));
      const name = ACCOUNT_PAGES[pages % ACCOUNT_PAGES.length] as string;
      await clickOn(tab, { css: 'a', name, within: menu });
      pages += 1;
      await showsMember(tab, 'account');
      const at = await tab.evaluate(() => location.origin);
      assert.equal(at, origins.accountOrigin, `page ${pages} (${name}): left Mon compte for ${at}`);
      assert.equal(await tab.evaluate(markPageLife), true, `page ${pages} (${name}): the page loaded anew`);
      assert.equal(await tab.evaluate(saidOnPage), '', `page ${pages} (${name}): something was said`);
    }
    assert.ok(
      discoveryTries() >= 2,
      `the renewal tried again at page changes (${discoveryTries()} provider checks refused)`,
    );
    assert.equal(await tab.evaluate(storedIdToken), token, 'tokens renewed while the provider was down');
    // a save needs a token once the member APIs refuse it: only then is something said
    await clickOn(tab, { css: 'a', name: 'Profil', within: menu });
    await typeInto(tab, { css: 'input', name: 'Prénom' }, 'Gabrielle');
    assert.equal(await tab.evaluate(saidOnPage), '', 'something was said before the save');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, refusedFrom - Date.now())));
    await clickOn(tab, { css: 'button', name: 'Enregistrer' });
    saveWhileDown = await waitFor(tab, 'what the save says', saidOnPage, [], 15_000);
    assert.equal(await tab.evaluate(() => location.origin), origins.accountOrigin);
  } finally {
    await outage.end();
  }
  const refused = outage.refused.length;

  // the provider answers again: a page change renews (a full page; not the one that leaves the form
  // whose edits the refused save kept, which is no free moment), and the save goes through
  const renewed = (old: string) =>
    Object.keys(localStorage).some(
      (key) =>
        key.startsWith('portail-identity.') && key.endsWith('.idToken') && localStorage.getItem(key) !== old,
    );
  let pagesToRenew = 0;
  for (const name of ['Infolettres', 'Photo de profil', 'Infolettres']) {
    await new Promise((resolve) => setTimeout(resolve, pageEveryMs));
    await clickOn(tab, { css: 'a', name, within: menu });
    pagesToRenew += 1;
    const done = await waitFor(tab, 'renewed tokens', renewed, [token], 10_000).catch(() => false);
    if (done) break;
  }
  assert.ok(await tab.evaluate(renewed, token), `no renewal after ${pagesToRenew} page changes`);
  await showsMember(tab, 'account');
  await clickOn(tab, { css: 'a', name: 'Profil', within: menu });
  await saveFirstName(tab, 'Gabrielle');
  return { pages, refused, saveWhileDown, pagesToRenew };
}
