import { createHash, randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { RENEWAL_PAGE_PATH } from '@portail/contracts';
import { clientIds, discoveryUrl, policies } from '@portail/contracts/local-defaults';
import { expect, test } from './fixtures.ts';
import { createMember, signInAs } from './support/account.ts';

/**
 * Issue 26, item 5: a hostile `prompt=none` link sends the provider's answer (live tokens) to an
 * app's static renewal page, opened top-level rather than in the sign-in client's hidden iframe or
 * popup. Opened so, the page clears its address without reading the answer: no token stays in the
 * address bar or in the history.
 */

const JWT_SHAPED = /eyJ[\w-]+\.[\w-]+\.[\w-]*/;
/** A sign-in parameter with its value, plain or URL-encoded. */
const SIGN_IN_PARAMETER =
  /(?:^|[?&#;,"'\s/]|%26|%3F|%23)(?:id_token|access_token|refresh_token|code|state|error|error_description)(?:=|%3D)/i;

/** A code or a token in a redirect's address or in a posted form. */
const ANSWER_WITH_TOKENS = /[#?&](?:code|id_token|access_token)=/;

/** How the provider sends its answer back. */
const answers = [
  { name: 'a code in the fragment', responseType: 'code', mode: 'fragment' },
  { name: 'a code in the query', responseType: 'code', mode: 'query' },
  { name: 'tokens in the fragment', responseType: 'id_token token', mode: 'fragment' },
  { name: 'tokens in the query', responseType: 'id_token token', mode: 'query' },
  { name: 'a code in the query, without state', responseType: 'code', mode: 'query', stateless: true },
  { name: 'a posted code (form_post)', responseType: 'code', mode: 'form_post' },
] as const;

type Answer = (typeof answers)[number];

/** How the renewal page is opened: none of them is the sign-in client's own iframe or popup. */
const openings = [
  'a top-level link',
  'a window another site opened',
  'a window opened with noopener',
] as const;
type Opening = (typeof openings)[number];

async function hostileLink(
  request: APIRequestContext,
  idpOrigin: string,
  clientId: string,
  appOrigin: string,
  answer: Answer,
) {
  const discovery = await request.get(discoveryUrl(idpOrigin, policies.login_cbc));
  const { authorization_endpoint: endpoint } = (await discovery.json()) as { authorization_endpoint: string };
  const marker = randomUUID();
  const link = new URL(endpoint);
  link.searchParams.set('client_id', clientId);
  link.searchParams.set('redirect_uri', `${appOrigin}${RENEWAL_PAGE_PATH}`);
  link.searchParams.set('response_type', answer.responseType);
  link.searchParams.set('response_mode', answer.mode);
  link.searchParams.set('scope', 'openid profile account.info');
  link.searchParams.set('nonce', marker);
  if (!('stateless' in answer)) link.searchParams.set('state', marker);
  if (answer.responseType === 'code') {
    // The provider asks for PKCE; the sender of the link picks its own challenge.
    link.searchParams.set('code_challenge', createHash('sha256').update(marker).digest('base64url'));
    link.searchParams.set('code_challenge_method', 'S256');
  }
  link.searchParams.set('prompt', 'none');
  return link.href;
}

/** The provider's answers to the renewal page: its redirects' addresses, the forms posted to it. */
function watchAnswers(context: BrowserContext, idpOrigin: string, renewalPage: string): string[] {
  const seen: string[] = [];
  context.on('response', (response) => {
    const location = response.headers().location ?? '';
    if (response.url().startsWith(idpOrigin) && location.startsWith(renewalPage)) seen.push(location);
  });
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(renewalPage)) {
      seen.push(`?${request.postData() ?? ''}`);
    }
  });
  return seen;
}

/** Opens `link` as `opening` says, from `page`; the window where the renewal page ends up. */
async function open(page: Page, link: string, opening: Opening, otherSite: string): Promise<Page> {
  if (opening === 'a top-level link') {
    await page.goto(link);
    return page;
  }
  await page.goto(otherSite);
  const opened = page.context().waitForEvent('page');
  await page.evaluate(([address, features]) => window.open(address, '_blank', features), [
    link,
    opening === 'a window opened with noopener' ? 'noopener' : '',
  ] as const);
  return opened;
}

test.describe('the static renewal page opened other than by the sign-in client', () => {
  for (const app of ['portal', 'account'] as const) {
    for (const opening of openings) {
      test(`of ${app === 'portal' ? 'the portal' : 'Mon compte'}, opened by ${opening}, keeps no answer in its address nor in the history`, async ({
        page,
        context,
        request,
        origins,
      }) => {
        const member = await createMember(request, { label: 'lien-hostile' });
        // The member is signed in at the provider: a prompt=none link is answered with tokens.
        await signInAs(page, member);
        const appOrigin = app === 'portal' ? origins.portalOrigin : origins.accountOrigin;
        const renewalPage = `${appOrigin}${RENEWAL_PAGE_PATH}`;
        const provided = watchAnswers(context, origins.idpOrigin, renewalPage);
        for (const answer of answers) {
          const link = await hostileLink(request, origins.idpOrigin, clientIds[app], appOrigin, answer);
          const before = provided.length;
          const opened = await open(page, link, opening, `${origins.apiOrigin}/health`);
          await opened.waitForURL((url) => url.href.startsWith(renewalPage));
          await opened.waitForLoadState('load');
          // The provider did answer this link with a code or tokens.
          await expect.poll(() => provided.slice(before).join(' '), answer.name).toMatch(ANSWER_WITH_TOKENS);
          const address = opened.url();
          const history = await opened.evaluate(() => {
            const { navigation } = window as unknown as { navigation?: { entries(): { url: string }[] } };
            return (navigation?.entries() ?? []).map((entry) => entry.url);
          });
          for (const [what, text] of [
            ['the address', address],
            ['the history', history.join(' ')],
          ] as const) {
            expect.soft(text, `${answer.name}: ${what} holds a JWT-shaped string`).not.toMatch(JWT_SHAPED);
            expect
              .soft(text, `${answer.name}: ${what} holds a sign-in parameter`)
              .not.toMatch(SIGN_IN_PARAMETER);
          }
          expect.soft(new URL(address).pathname, answer.name).toBe(RENEWAL_PAGE_PATH);
          if (opened !== page) await opened.close();
        }
      });
    }
  }
});
