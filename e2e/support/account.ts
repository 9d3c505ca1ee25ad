import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { origins } from '../playwright.config.ts';
import { DEMO_PASSWORD, signInToAccount } from './sign-in.ts';

/** A member made for one test (services/local `POST /__test/members`, PORTAIL_TEST_HOOKS=1). */
export interface TestMember {
  rcId: string;
  email: string;
  password: string;
}

export interface TestMemberOptions {
  label?: string;
  hasActiveSubscription?: boolean;
  isEmailVerified?: boolean;
  incomplete?: boolean;
  employee?: boolean;
}

/**
 * A fresh member with the demo password (Camille Essai, H3B 4W5, mars 1990), so that tests that
 * change or delete an account never share it with the tests running beside them.
 */
export async function createMember(
  request: APIRequestContext,
  options: TestMemberOptions = {},
): Promise<TestMember> {
  const response = await request.post(`${origins.apiOrigin}/__test/members`, { data: options });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TestMember;
}

/** Signs `member` in to Mon compte at `path` and waits for their profile form. */
export async function signInAs(page: Page, member: Pick<TestMember, 'email'>, path = '/'): Promise<void> {
  await signInToAccount(page, origins.accountOrigin, member.email, path);
  if (path === '/' || path.startsWith('/?')) {
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
  }
}

/**
 * The opening of most Mon compte specs: a fresh member (createMember) signed in to Mon compte at
 * `path`, their page loaded (signInAs). Answers the member.
 */
export async function signInAsNewMember(
  page: Page,
  request: APIRequestContext,
  options: TestMemberOptions,
  path = '/',
): Promise<TestMember> {
  const member = await createMember(request, options);
  await signInAs(page, member, path);
  return member;
}

/** The status bar's live regions (SPEC.md §3: success in role=status, errors in role=alert). */
export function statusBar(page: Page) {
  return {
    success: page.locator('.status-bar [role="status"]'),
    error: page.locator('.status-bar [role="alert"]'),
  };
}

export { DEMO_PASSWORD };
