import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './sign-in.ts';

/** A fresh member, created through the provider's sign-up page: no other test touches them. */
export async function signUpFreshMember(
  page: Page,
  accountOrigin: string,
  path: string,
  label: string,
): Promise<{ email: string }> {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.ca`;
  await page.goto(`${accountOrigin}${path}`);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await page.getByLabel('Prénom').fill('Éloïse');
  await page.getByLabel('Nom', { exact: true }).fill("D'Amours");
  await page.getByLabel('Adresse courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.waitForURL(`${accountOrigin}${path}`);
  return { email };
}

/** The member id (`sub` of the access token that Mon compte stored) of the signed-in member. */
export async function signedInMemberId(page: Page): Promise<string> {
  const sub = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.includes('accessToken'));
    const raw = key ? (localStorage.getItem(key) ?? '') : '';
    // The sign-in client keeps its tokens encoded (base64 of JSON): find the JWT inside.
    let decoded = raw;
    try {
      decoded = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    } catch {
      // Not base64: read it as it is.
    }
    const jwt = /eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/.exec(decoded);
    if (!jwt?.[1]) return null;
    const payload = atob(jwt[1].replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(payload) as { sub?: string }).sub ?? null;
  });
  expect(sub, 'a signed-in member').toBeTruthy();
  return sub as string;
}

/** Adds a fault rule on the member APIs for this member's calls only (parallel tests stay apart). */
export async function injectMemberFault(
  request: APIRequestContext,
  apiOrigin: string,
  rule: { method: string; path: string; status: number; member: string; times?: number },
): Promise<void> {
  const { member, ...fault } = rule;
  // The access token's sub is the member's rcId: the rule hits that member's calls only.
  const response = await request.post(`${apiOrigin}/__faults`, {
    data: { times: 1, ...fault, rcId: member },
  });
  expect(response.status()).toBe(201);
}

/** Presses Tab until `target` has focus, as a keyboard-only member would reach it. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reachable with the Tab key: ${target.toString()}`);
}

/**
 * Removes the browser's own « Failed to load resource … (status) » console lines that an injected
 * fault causes, after checking that they are there; any other error stays for the fixture to fail on.
 */
export function expectOnlyInjectedFailures(pageErrors: string[], status: number): void {
  const injected = pageErrors.filter((line) => line.includes(`status of ${status}`));
  expect(injected.length, 'the injected fault was seen by the browser').toBeGreaterThan(0);
  const others = pageErrors.filter((line) => !line.includes(`status of ${status}`));
  pageErrors.splice(0, pageErrors.length, ...others);
}
