import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
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

/** One injected fault of the member APIs (services/local/src/faults), for one member only. */
export interface MemberFault {
  method: string;
  path: string;
  status?: number;
  drop?: true;
  delayMs?: number;
  /** Defaults to 1: the fault hits the next matching request, then disappears. */
  times?: number;
}

/** Makes the member APIs fail the next matching request of `member` (and no one else's). */
export async function injectFault(
  request: APIRequestContext,
  member: Pick<TestMember, 'rcId'>,
  fault: MemberFault,
): Promise<void> {
  const response = await request.post(`${origins.apiOrigin}/__faults`, {
    data: { times: 1, ...fault, rcId: member.rcId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Chromium sends a request again, once, when a reused connection closes without an answer: a
 * dropped connection therefore takes a fault of `times: 2` or more, and the test removes what is
 * left of it with this once the failure has shown.
 */
export async function clearFaults(
  request: APIRequestContext,
  member: Pick<TestMember, 'rcId'>,
): Promise<void> {
  const response = await request.delete(
    `${origins.apiOrigin}/__faults?rcId=${encodeURIComponent(member.rcId)}`,
  );
  expect(response.status()).toBe(204);
}

/**
 * Chromium reports each failed request (an error status, a dropped connection) as a console error
 * « Failed to load resource ». A test that makes a request fail on purpose calls this before it
 * ends: it removes those reports, and only those, from the errors that the fixture checks — any
 * uncaught exception or message logged by the app still fails the test.
 */
export function acceptFailedRequests(pageErrors: string[]): void {
  const kept = pageErrors.filter((error) => !/^console\.error: Failed to load resource\b/.test(error));
  pageErrors.splice(0, pageErrors.length, ...kept);
}

/** Signs `member` in to Mon compte at `path` and waits for their profile form. */
export async function signInAs(page: Page, member: Pick<TestMember, 'email'>, path = '/'): Promise<void> {
  await signInToAccount(page, origins.accountOrigin, member.email, path);
  if (path === '/' || path.startsWith('/?')) {
    await expect(page.getByLabel('Adresse courriel')).toHaveValue(member.email);
  }
}

/**
 * Presses Tab (at most `limit` times) until `target` has focus, proving that a keyboard user
 * reaches it in the tab order; fails otherwise.
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused();
}

/** The status bar's live regions (SPEC.md §3: success in role=status, errors in role=alert). */
export function statusBar(page: Page) {
  return {
    success: page.locator('.status-bar [role="status"]'),
    error: page.locator('.status-bar [role="alert"]'),
  };
}

export { DEMO_PASSWORD };
