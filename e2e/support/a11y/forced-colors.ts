// Forced colours (Windows high contrast; `forced-colors: active` emulated): the browser replaces
// the author's colours and drops their shadows, so a control whose edge was only a fill or a shadow
// vanishes, and a state shown only by colour is lost. Each control must keep a border (or the
// browser's own drawing of it), and an element marked current, pressed, checked or selected must
// differ, in what forced colours keep, from a sibling of the same kind that is not.
import type { Page } from '@playwright/test';
import { installToolkit } from './page-toolkit.ts';

export async function forcedColorsViolations(
  page: Page,
  { scope }: { scope?: string } = {},
): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    await installToolkit(page);
    const active = await page.evaluate(() => matchMedia('(forced-colors: active)').matches);
    if (!active) return ['forced colours did not apply'];
    return await page.evaluate((scope) => {
      const kit = window.__a11y;
      const root = (scope ? document.querySelector(scope) : null) ?? document.body;
      const found: string[] = [];
      const hasBorder = (style: CSSStyleDeclaration) =>
        (['top', 'right', 'bottom', 'left'] as const).some((side) => {
          const kind = style.getPropertyValue(`border-${side}-style`);
          return (
            parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
            kind !== 'none' &&
            kind !== 'hidden'
          );
        });
      const controls = root.querySelectorAll(
        'button, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], summary',
      );
      for (const control of controls) {
        if (!kit.isVisible(control)) continue;
        // A file field's boundary is its « choose » button's.
        const style =
          control instanceof HTMLInputElement && control.type === 'file'
            ? getComputedStyle(control, '::file-selector-button')
            : getComputedStyle(control);
        // What the browser draws itself keeps its system-colour edge (native fields, boxes, sliders).
        const native =
          style.appearance !== 'none' &&
          !(control instanceof HTMLButtonElement) &&
          !(control instanceof HTMLInputElement && control.type === 'file') &&
          control.tagName !== 'SUMMARY' &&
          !control.hasAttribute('role');
        if (native) continue;
        if (!hasBorder(style)) found.push(`${kit.describe(control)} has no boundary`);
      }
      // State: what forced colours keep of an element, compared with a sibling without the state.
      const kept = (element: Element) => {
        const style = getComputedStyle(element);
        const pseudo = (which: string) => getComputedStyle(element, which).content;
        return [
          style.borderTopWidth,
          style.borderRightWidth,
          style.borderBottomWidth,
          style.borderLeftWidth,
          style.borderTopStyle,
          style.borderBottomStyle,
          style.borderLeftStyle,
          style.borderRightStyle,
          style.borderTopColor,
          style.borderBottomColor,
          style.borderLeftColor,
          style.outlineStyle,
          style.outlineWidth,
          style.textDecorationLine,
          style.textDecorationThickness,
          style.fontWeight,
          style.fontStyle,
          style.color,
          // Forced colours keep a fill's alpha: what shows is the fill over what is behind it.
          kit.backgroundOf(element).join(),
          pseudo('::before'),
          pseudo('::after'),
        ].join('|');
      };
      const states: [string, string][] = [
        ['aria-current', ':not([aria-current]), [aria-current="false"]'],
        ['aria-pressed', '[aria-pressed="false"]'],
        ['aria-checked', '[aria-checked="false"]'],
        ['aria-selected', '[aria-selected="false"]'],
      ];
      for (const [attribute, without] of states) {
        for (const element of root.querySelectorAll(`[${attribute}]:not([${attribute}="false"])`)) {
          if (!kit.isVisible(element)) continue;
          // A peer: the same tag and classes in the same list or group, without the state.
          const group =
            element.closest('ul, ol, [role="group"], [role="radiogroup"], [role="tablist"], nav, fieldset') ??
            element.parentElement;
          const selector = `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${CSS.escape(name)}`).join('')}`;
          const peer = [...(group?.querySelectorAll(selector) ?? [])].find(
            (other) => other !== element && other.matches(without) && kit.isVisible(other),
          );
          if (!peer) continue;
          if (kept(element) === kept(peer)) {
            found.push(`${kit.describe(element)}: its ${attribute} state does not show in forced colours`);
          }
        }
      }
      return found;
    }, scope);
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}
