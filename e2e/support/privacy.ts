import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { VISITOR_PRIVACY_KEY, type PrivacyChoices } from '@portail/contracts';
import { origins } from '../playwright.config.ts';

const BOTH: PrivacyChoices = { analytics: true, performance: true };

/**
 * The visitor of `page` has chosen, in the portal's footer, to let page analytics and performance
 * measures leave (issue 32 item 5: off until chosen): for the tests of what telemetry sends.
 */
export async function allowVisitorMeasures(page: Page, choices: PrivacyChoices = BOTH): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (location.origin === value.origin) window.localStorage.setItem(key, value.record);
    },
    [
      VISITOR_PRIVACY_KEY,
      {
        origin: origins.portalOrigin,
        record: JSON.stringify({ ...choices, changedAt: new Date().toISOString() }),
      },
    ] as const,
  );
}

/** The member has chosen, as in Mon compte's « Confidentialité » (a test hook of the stand-in). */
export async function allowMemberMeasures(
  request: APIRequestContext,
  email: string,
  choices: PrivacyChoices = BOTH,
): Promise<void> {
  const response = await request.post(`${origins.apiOrigin}/__test/members/confidentialite`, {
    data: { email, ...choices },
  });
  expect(response.status(), await response.text()).toBe(200);
}
