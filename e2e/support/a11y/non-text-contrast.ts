// WCAG 1.4.11 Non-text contrast: what identifies a control and its state stands out 3:1 from the
// colours next to it — the boundary of form fields (a border, or a fill of their own), the boundary
// and the checked colour of toggles (checkboxes, radios, switches, pressed buttons), and the player
// dock's controls (their icon, or the boundary of a slider).
import type { Page } from '@playwright/test';
import { installToolkit } from './page-toolkit.ts';

export async function nonTextContrastViolations(
  page: Page,
  { scope }: { scope?: string } = {},
): Promise<string[]> {
  await installToolkit(page);
  return page.evaluate((scope) => {
    const kit = window.__a11y;
    const root = (scope ? document.querySelector(scope) : null) ?? document.body;
    const found: string[] = [];
    type Rgba = [number, number, number, number];
    const ratio = (colour: Rgba, against: Rgba) => kit.contrast(kit.blend(colour, against), against);
    /** The best contrast of the element's border sides (1 px or more) or own fill with what surrounds it. */
    const boundary = (element: Element) => {
      const style = getComputedStyle(element);
      const around = kit.backgroundOf(element.parentElement);
      let best = ratio(kit.parseColor(style.backgroundColor), around);
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
        const kind = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
        if (width < 1 || kind === 'none' || kind === 'hidden') continue;
        best = Math.max(
          best,
          ratio(kit.parseColor(style.getPropertyValue(`border-${side.toLowerCase()}-color`)), around),
        );
      }
      return best;
    };
    const fields = root.querySelectorAll(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="range"]):not([type="file"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]), select, textarea',
    );
    for (const field of fields) {
      if (!kit.isVisible(field)) continue;
      const best = boundary(field);
      if (best < 3) found.push(`field ${kit.describe(field)}: boundary ${best.toFixed(2)}:1`);
    }
    for (const toggle of root.querySelectorAll('input[type="checkbox"], input[type="radio"]')) {
      if (!kit.isVisible(toggle)) continue;
      const style = getComputedStyle(toggle);
      const around = kit.backgroundOf(toggle.parentElement);
      if (style.appearance === 'none') {
        const best = boundary(toggle);
        if (best < 3) found.push(`toggle ${kit.describe(toggle)}: boundary ${best.toFixed(2)}:1`);
      } else if (style.accentColor !== 'auto') {
        // Chromium draws the unchecked box in its own grey (4.5:1 on white); checked, in the accent.
        const accent = ratio(kit.parseColor(style.accentColor), around);
        if (accent < 3) found.push(`toggle ${kit.describe(toggle)}: checked colour ${accent.toFixed(2)}:1`);
      }
    }
    /** An icon-only control's icon contrast with the control's background; null for a text control. */
    const iconContrast = (control: Element) => {
      const icon = control.querySelector('svg');
      if (!icon || kit.textBoxes(control).length > 0) return null; // Its visible text names it.
      // The icon's colour is its shapes' paint (a fill, else a stroke), often currentColor.
      const shape = icon.querySelector('path, circle, rect, polygon, polyline, line, ellipse') ?? icon;
      const style = getComputedStyle(shape);
      const paint = style.fill !== 'none' ? style.fill : style.stroke;
      const colour = kit.parseColor(paint.startsWith('rgb') ? paint : getComputedStyle(control).color);
      return ratio(colour, kit.backgroundOf(control));
    };
    // A toggle's state shows by its boundary (a fill, a border) or, for an icon button, its icon.
    for (const toggle of root.querySelectorAll('[role="switch"], [aria-pressed]')) {
      if (!kit.isVisible(toggle)) continue;
      const best = Math.max(boundary(toggle), iconContrast(toggle) ?? 0);
      if (best < 3) found.push(`toggle ${kit.describe(toggle)}: boundary ${best.toFixed(2)}:1`);
    }
    for (const control of root.querySelectorAll('.player-dock button, .player-dock input')) {
      if (!kit.isVisible(control)) continue;
      if (control instanceof HTMLInputElement && control.type === 'range') {
        const style = getComputedStyle(control);
        const track = Math.max(
          boundary(control),
          ratio(
            kit.parseColor(style.accentColor === 'auto' ? style.color : style.accentColor),
            kit.backgroundOf(control.parentElement),
          ),
        );
        if (track < 3) found.push(`dock slider ${kit.describe(control)}: ${track.toFixed(2)}:1`);
        continue;
      }
      const icons = iconContrast(control);
      if (icons === null) continue; // A text button: its text identifies it.
      if (icons < 3) found.push(`dock control ${kit.describe(control)}: icon ${icons.toFixed(2)}:1`);
    }
    return found;
  }, scope);
}
