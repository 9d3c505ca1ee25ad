import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { origins } from './playwright.config.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface PortailFixtures {
  /** Scans the page (or a part of it) with axe and fails the test on any violation. */
  expectAccessible: (options?: { include?: string; exclude?: string[] }) => Promise<void>;
  /** The errors the page threw or logged; checked empty after every test. */
  pageErrors: string[];
  origins: typeof origins;
}

async function scan(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // axe.run in the page itself: the default (runPartial, then finishRun in a new blank page, made for
  // pages with cross-origin frames) took twice as long per scan, and the apps' pages have no frame
  // of content (the provider's renewal frame is a hidden 1×1 one).
  // Only the violations are read: axe then details no passing or incomplete node (a quarter of its
  // run on the walk's pages, measured by h/e2ecpu; the same violations found on all 14).
  let builder = new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  );
}

export const test = base.extend<PortailFixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  origins: async ({}, use) => {
    await use(origins);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await use(errors);
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (options) => {
      const violations = await scan(page, options);
      expect(violations, `axe found ${violations.length} violation(s):\n${violations.join('\n')}`).toEqual(
        [],
      );
    });
  },
});

test.afterEach(async ({ pageErrors }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) {
    expect(pageErrors, 'the page threw or logged errors').toEqual([]);
  }
});

export { expect };
