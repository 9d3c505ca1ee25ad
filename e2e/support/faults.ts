import { expect, type APIRequestContext } from '@playwright/test';
import { origins } from '../playwright.config.ts';

/**
 * The one fault injector of the end-to-end specs: rules of the member APIs' test hook
 * (`services/local/src/faults`, `POST /__faults`, PORTAIL_TEST_HOOKS=1), always for one member, so
 * that specs running side by side never meet each other's faults.
 */
export interface MemberFault {
  method: string;
  path: string;
  status?: number;
  drop?: true;
  delayMs?: number;
  /** Defaults to 1: the fault hits the next matching request, then disappears. */
  times?: number;
}

/**
 * Makes the member APIs fail the next matching request of `member` (and no one else's). The rcId is
 * the `sub` of the member's access token: `createMember`'s answer, or `signedInMemberId(page)`.
 */
export async function injectFault(
  request: APIRequestContext,
  member: { rcId: string },
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
export async function clearFaults(request: APIRequestContext, member: { rcId: string }): Promise<void> {
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

/**
 * Like {@link acceptFailedRequests} for one injected status, after checking that the browser did
 * report it (the fault was hit; exactly `times` times when given); any other error stays for the
 * fixture to fail on.
 */
export function expectOnlyInjectedFailures(pageErrors: string[], status: number, times?: number): void {
  const injected = pageErrors.filter((line) => line.includes(`status of ${status}`));
  if (times === undefined)
    expect(injected.length, 'the injected fault was seen by the browser').toBeGreaterThan(0);
  else expect(injected, `the injected fault was seen by the browser ${times} time(s)`).toHaveLength(times);
  const others = pageErrors.filter((line) => !line.includes(`status of ${status}`));
  pageErrors.splice(0, pageErrors.length, ...others);
}
