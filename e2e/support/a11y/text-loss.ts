// Text and controls that a reader loses: text cut by a box that hides its overflow, text drawn over
// other text, and (across the viewport's width) content that sideways scrolling alone reaches or that
// nothing reaches at all. Reflow, text spacing and resized text all end with this measure.
import type { Page } from '@playwright/test';
import { installToolkit } from './page-toolkit.ts';

export interface TextLossOptions {
  /** Where to look (a modal dialog for a lightbox state); the whole document by default. */
  scope?: string;
  /** Also fail on content that passes the viewport's left or right edge, and on sideways scrolling. */
  horizontal?: boolean;
}

/** Each loss found, as a readable line; empty when nothing is lost. */
export async function textLossViolations(page: Page, options: TextLossOptions = {}): Promise<string[]> {
  await installToolkit(page);
  return page.evaluate(({ scope, horizontal }) => {
    const kit = window.__a11y;
    const root = (scope ? document.querySelector(scope) : null) ?? document.body;
    const found = new Set<string>();
    const tolerance = 1;
    const boxes = kit.textBoxes(root);

    // Cut: a line of text that passes the padding box of an ancestor hiding its overflow.
    const clipCache = new Map<Element, Element[]>();
    for (const box of boxes) {
      let clips = clipCache.get(box.element);
      if (!clips) {
        clips = [box.element, ...kit.clippingAncestors(box.element)].filter((node) => {
          const style = getComputedStyle(node);
          const hides = (value: string) => value === 'hidden' || value === 'clip';
          return hides(style.overflowX) || hides(style.overflowY);
        });
        clipCache.set(box.element, clips);
      }
      for (const clip of clips) {
        const style = getComputedStyle(clip);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        const edge = kit.paddingBox(clip);
        const cutX =
          hides(style.overflowX) &&
          (box.rect.left < edge.left - tolerance || box.rect.right > edge.right + tolerance);
        const cutY =
          hides(style.overflowY) &&
          (box.rect.top < edge.top - tolerance || box.rect.bottom > edge.bottom + tolerance);
        if (cutX || cutY) {
          found.add(`text cut by ${kit.describe(clip)}: « ${box.text.slice(0, 40)} »`);
        }
      }
    }

    // Overlapping: two lines of different text drawn over each other (bars that stay on screen
    // while the page scrolls under them are not counted: the reader scrolls the text out).
    const flowing = boxes.filter((box) => !kit.barOf(box.element));
    for (const [i, a] of flowing.entries()) {
      for (const b of flowing.slice(i + 1)) {
        if (a.element === b.element && a.text === b.text) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        // A few pixels of line boxes touching is normal; a third of a line is text on text.
        const lineHeight = Math.min(a.rect.bottom - a.rect.top, b.rect.bottom - b.rect.top);
        if (width > 2 && height > Math.max(2, lineHeight / 3)) {
          found.add(`text overlaps: « ${a.text.slice(0, 30)} » and « ${b.text.slice(0, 30)} »`);
        }
      }
    }

    if (horizontal) {
      const viewport = document.documentElement.clientWidth;
      const pageWidth = document.documentElement.scrollWidth;
      if (pageWidth > viewport + tolerance) {
        found.add(`the page scrolls sideways: ${pageWidth} px wide in a ${viewport} px viewport`);
      }
      // What passes the viewport's edge: text, controls and images. A sideways scroller of its own
      // counts too (1.4.10 allows it only for content that needs two dimensions, such as a table).
      const outside = (rect: Rect) => rect.left < -tolerance || rect.right > viewport + tolerance;
      type Rect = { left: number; right: number };
      for (const box of boxes) {
        if (outside(box.rect)) found.add(`text past the viewport's edge: « ${box.text.slice(0, 40)} »`);
      }
      for (const element of root.querySelectorAll(
        'input, select, textarea, button, img, svg, video, a[href]',
      )) {
        if (!kit.isVisible(element)) continue;
        if (outside(element.getBoundingClientRect())) {
          found.add(`${kit.describe(element)} past the viewport's edge`);
        }
      }
      for (const element of root.querySelectorAll('*')) {
        const style = getComputedStyle(element);
        if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
        if (element.closest('table, pre, [data-two-dimensional]')) continue;
        if (element.scrollWidth > element.clientWidth + tolerance && kit.isVisible(element)) {
          found.add(
            `${kit.describe(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth} px)`,
          );
        }
      }
    }
    return [...found];
  }, options);
}
