// WCAG 1.4.12 Text spacing: with the criterion's own override (line height 1.5, spacing after
// paragraphs 2 em, letter spacing 0.12 em, word spacing 0.16 em) no text is cut or drawn over other
// text. The override is a constructed style sheet adopted by the document: the apps' CSP
// (style-src 'self') refuses an injected <style>, as it would a bookmarklet's, but not the CSSOM.
import type { Page } from '@playwright/test';
import { settleThen } from './reflow.ts';
import { textLossViolations, type TextLossOptions } from './text-loss.ts';

/** The override of WCAG 2.2 Understanding 1.4.12, as its bookmarklet applies it. */
const TEXT_SPACING_CSS = `
*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }
`;

/** Applies the override; returns the function that takes it away. */
async function applyTextSpacing(page: Page): Promise<() => Promise<void>> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    (window as unknown as { __textSpacing: CSSStyleSheet }).__textSpacing = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
  return async () => {
    await page.evaluate(() => {
      const sheet = (window as unknown as { __textSpacing?: CSSStyleSheet }).__textSpacing;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    });
  };
}

/** The losses with the override applied, at the viewport's current size (then it is taken away). */
export async function textSpacingViolations(
  page: Page,
  options: Pick<TextLossOptions, 'scope'> = {},
): Promise<string[]> {
  const remove = await applyTextSpacing(page);
  try {
    const applied = await page.evaluate(() => getComputedStyle(document.body).letterSpacing);
    if (applied === 'normal' || applied === '0px') return ['the text-spacing override did not apply'];
    return await settleThen(page, () => textLossViolations(page, { ...options, horizontal: true }));
  } finally {
    await remove();
  }
}
