// A route change announces the new page: the text that a live region (role status or alert, or
// aria-live other than off) receives after an in-app navigation must name the new page's title.
// The texts are recorded as the regions receive them (a MutationObserver), which is what a screen
// reader is told, not what the region happens to hold at the end.
import type { Page } from '@playwright/test';

/** Starts recording what the page's live regions receive. */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = heard;
    const live = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const region = element?.closest('[aria-live], [role="status"], [role="alert"], [role="log"]');
      if (!region || region.getAttribute('aria-live') === 'off') return null;
      return region;
    };
    new MutationObserver((records) => {
      const regions = new Set<Element>();
      for (const record of records) {
        const region = live(record.target);
        if (region) regions.add(region);
      }
      for (const region of regions) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) heard.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** What the live regions received since recording started. */
async function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __announcements?: string[] }).__announcements ?? []);
}

/**
 * Runs `navigate` (an in-app route change) and returns why it was not announced, or null. The page
 * must be the same document afterwards (a full load is announced by the browser itself).
 */
export async function routeChangeAnnouncementFailure(
  page: Page,
  navigate: () => Promise<void>,
): Promise<string | null> {
  await recordAnnouncements(page);
  const before = await page.title();
  await navigate();
  await page
    .waitForFunction((previous) => document.title !== previous, before, { timeout: 5_000 })
    .catch(() => undefined);
  const title = await page.title();
  if (title === before) return `the title did not change (« ${title} »)`;
  const stillSameDocument = await page.evaluate(() =>
    Array.isArray((window as unknown as { __announcements?: string[] }).__announcements),
  );
  if (!stillSameDocument) return 'the navigation loaded a new document';
  // The page's own name: the title before its site suffix (« Profil | Mon compte » → « Profil »).
  const name = (title.split(/\s+[|–—-]\s+/)[0] ?? title).trim();
  try {
    await page.waitForFunction(
      (name) =>
        (window as unknown as { __announcements: string[] }).__announcements.some((text) =>
          text.includes(name),
        ),
      name,
      { timeout: 5_000 },
    );
    return null;
  } catch {
    const heard = await announcements(page);
    return `no live region announced « ${name} » (heard: ${heard.length > 0 ? heard.map((text) => `« ${text} »`).join(', ') : 'nothing'})`;
  }
}
