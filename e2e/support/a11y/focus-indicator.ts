// WCAG 2.4.7 Focus visible and 2.4.13 Focus appearance: the focused element draws an indicator at
// least as large as a 2 CSS px perimeter of itself, in a colour of 3:1 or more against what the same
// pixels show unfocused. Read from the computed outline and box-shadow rings: each ring's visible
// band (an outline covers the shadow under it), its thickness, its contrast with the background the
// ring lies on, and the part of it left once the ancestors that hide their overflow have clipped it.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __a11yFocusIndicator: () => string | null;
  }
}

/**
 * Puts on the page `window.__a11yFocusIndicator()`: why the focused element's indicator fails, or
 * null when it passes. The focus walk calls it at each stop (the toolkit must be installed).
 */
export async function installFocusIndicatorFailure(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__a11yFocusIndicator = () => {
      const kit = window.__a11y;
      const element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) return null;
      if (!element.matches(':focus-visible'))
        return `${kit.describe(element)} has the focus without :focus-visible`;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const outside = kit.backgroundOf(element.parentElement);
      const inside = kit.backgroundOf(element);
      interface Band {
        what: string;
        colour: [number, number, number, number];
        /** Distance from the border box: negative inward (inset shadows). */
        from: number;
        to: number;
      }
      const bands: Band[] = [];
      const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
      const outlineOffset = parseFloat(style.outlineOffset) || 0;
      if (style.outlineStyle === 'auto') {
        // Chromium's own ring: two tones (dark and light), drawn to stand out on any background.
        return null;
      }
      if (outlineWidth > 0) {
        bands.push({
          what: 'outline',
          colour: kit.parseColor(style.outlineColor),
          from: outlineOffset,
          to: outlineOffset + outlineWidth,
        });
      }
      // box-shadow: « rgb(…) 0px 0px 0px 5px[ inset] », comma-separated.
      if (style.boxShadow !== 'none') {
        for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
          const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0];
          const lengths = shadow
            .replace(/rgba?\([^)]*\)/, '')
            .trim()
            .split(/\s+/)
            .filter((part) => part.endsWith('px'))
            .map(parseFloat);
          const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
          if (!colour || x !== 0 || y !== 0 || blur > spread) continue; // A drop shadow, not a ring.
          const inset = /\binset\b/.test(shadow);
          bands.push({
            what: inset ? 'inset shadow' : 'shadow',
            colour: kit.parseColor(colour),
            from: inset ? -spread : 0,
            to: inset ? 0 : spread,
          });
        }
      }
      // The outline is painted over the shadow: the shadow shows where the outline is not.
      const visible: Band[] = [];
      const outline = bands.find((band) => band.what === 'outline');
      for (const band of bands) {
        if (band === outline || !outline || band.to <= outline.from || band.from >= outline.to) {
          visible.push(band);
          continue;
        }
        if (band.from < outline.from) visible.push({ ...band, to: outline.from });
        if (band.to > outline.to) visible.push({ ...band, from: outline.to });
      }
      // The part of a band that survives the clipping ancestors, as an area.
      const clips = kit.clippingAncestors(element).map((clip) => kit.paddingBox(clip));
      const clipped = (grow: number) => {
        let left = box.left - grow;
        let top = box.top - grow;
        let right = box.right + grow;
        let bottom = box.bottom + grow;
        for (const clip of clips) {
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        return Math.max(0, right - left) * Math.max(0, bottom - top);
      };
      const required = 2 * (2 * box.width + 2 * box.height);
      let area = 0;
      const weak: string[] = [];
      for (const band of visible) {
        const thickness = band.to - band.from;
        const against = band.from < 0 ? inside : outside;
        const ratio = kit.contrast(kit.blend(band.colour, against), against);
        if (thickness < 2 || ratio < 3) {
          weak.push(`${band.what} ${thickness} px at ${ratio.toFixed(2)}:1`);
          continue;
        }
        area += clipped(band.to) - clipped(band.from);
      }
      if (area >= required - 1) return null;
      const described = weak.length > 0 ? ` (${weak.join(', ')})` : '';
      if (visible.length === 0) return `${kit.describe(element)} shows no focus indicator`;
      return `${kit.describe(element)}: indicator of ${Math.round(area)} px² where ${Math.round(required)} px² are needed${described}`;
    };
  });
}
