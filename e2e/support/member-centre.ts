import { expect, type Page } from '@playwright/test';
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
