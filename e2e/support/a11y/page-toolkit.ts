// What every check of the accessibility walk measures inside the page: colours and their contrast,
// the background behind an element, what is visible, where text is drawn and what clips it. It is
// one function sent to the page (page.evaluate serialises a function, not its module), which puts
// the tools on `window.__a11y`; each check installs it, then calls the tools it needs.
import type { Page } from '@playwright/test';

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** An RGBA colour, channels 0–255 and alpha 0–1. */
type Rgba = [number, number, number, number];

interface A11yToolkit {
  parseColor(value: string): Rgba;
  /** `top` drawn over `bottom` (opaque result). */
  blend(top: Rgba, bottom: Rgba): Rgba;
  contrast(a: Rgba, b: Rgba): number;
  /** The opaque colour behind `element`'s box: its own background and its ancestors', composited. */
  backgroundOf(element: Element | null): Rgba;
  /** Rendered, not `visibility: hidden`, not clipped away as the visually-hidden pattern does. */
  isVisible(element: Element): boolean;
  /** The boxes of the text that `root` draws, one per line fragment, with the element that holds it. */
  textBoxes(root: Element): { element: Element; rect: Rect; text: string }[];
  /** The ancestors whose overflow hides what passes their padding box (hidden or clip). */
  clippingAncestors(element: Element): Element[];
  /** The padding box of an element, in viewport coordinates. */
  paddingBox(element: Element): Rect;
  /** A short readable name for an element: tag, id, classes, and its text or label. */
  describe(element: Element): string;
  /** The element or one of its ancestors is position fixed or sticky: that element, else null. */
  barOf(element: Element): Element | null;
}

declare global {
  interface Window {
    __a11y: A11yToolkit;
  }
}

/** Runs in the page: defines `window.__a11y`. Self-contained (nothing from this module's scope). */
function toolkit(): void {
  if (window.__a11y) return;
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const parseColor = (value: string): Rgba => {
    const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(value);
    if (match) {
      const alphaText = match[4];
      const alpha =
        alphaText === undefined
          ? 1
          : alphaText.endsWith('%')
            ? Number(alphaText.slice(0, -1)) / 100
            : Number(alphaText);
      return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
    }
    if (value === 'transparent' || !probe) return [0, 0, 0, 0];
    // Other notations (color(), oklch(), system colours): let a canvas resolve them.
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = '#000';
    probe.fillStyle = value;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
    return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
  };
  const blend = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [
      top[0] * alpha + bottom[0] * (1 - alpha),
      top[1] * alpha + bottom[1] * (1 - alpha),
      top[2] * alpha + bottom[2] * (1 - alpha),
      1,
    ];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const canvasColour = () => {
    const root = parseColor(getComputedStyle(document.documentElement).backgroundColor);
    if (root[3] > 0) return blend(root, [255, 255, 255, 1]);
    const body = document.body ? parseColor(getComputedStyle(document.body).backgroundColor) : root;
    return blend(body, [255, 255, 255, 1]);
  };
  const backgroundOf = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = parseColor(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
      // A modal dialog's backdrop lies between it and the page behind.
      if (node instanceof HTMLDialogElement && node.matches(':modal')) {
        const backdrop = parseColor(getComputedStyle(node, '::backdrop').backgroundColor);
        if (backdrop[3] > 0) layers.push(backdrop);
      }
    }
    let result = canvasColour();
    for (const layer of layers.reverse()) result = blend(layer, result);
    return result;
  };
  const isVisible = (element: Element): boolean => {
    if (!element.isConnected) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.visibility === 'collapse') return false;
    if (element.closest('[hidden], [inert]')) return false;
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 && rect.height < 1) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const own = getComputedStyle(node);
      if (own.display === 'none' || Number(own.opacity) === 0) return false;
      // The visually-hidden pattern: a box of 1 px that clips what it holds (clip, clip-path or
      // overflow), for assistive technology only.
      if (own.position === 'absolute' || own.position === 'fixed') {
        const box = node.getBoundingClientRect();
        const clips = own.clip !== 'auto' || own.clipPath !== 'none' || own.overflow !== 'visible';
        if (clips && (box.width <= 1 || box.height <= 1)) return false;
      }
    }
    return true;
  };
  const textBoxes = (root: Element) => {
    const boxes: { element: Element; rect: Rect; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !isVisible(parent)) continue;
      if (parent.closest('script, style, noscript, template, option')) continue;
      range.selectNodeContents(node);
      for (const fragment of range.getClientRects()) {
        if (fragment.width < 1 || fragment.height < 1) continue;
        boxes.push({
          element: parent,
          rect: { left: fragment.left, top: fragment.top, right: fragment.right, bottom: fragment.bottom },
          text,
        });
      }
    }
    return boxes;
  };
  const paddingBox = (element: Element): Rect => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: rect.left + parseFloat(style.borderLeftWidth),
      top: rect.top + parseFloat(style.borderTopWidth),
      right: rect.right - parseFloat(style.borderRightWidth),
      bottom: rect.bottom - parseFloat(style.borderBottomWidth),
    };
  };
  const clippingAncestors = (element: Element) => {
    const clips: Element[] = [];
    for (
      let node = element.parentElement;
      node && node !== document.documentElement;
      node = node.parentElement
    ) {
      if (node === document.body) break;
      const style = getComputedStyle(node);
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      if (hides(style.overflowX) || hides(style.overflowY)) clips.push(node);
    }
    return clips;
  };
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined) ??
      element.textContent ??
      '';
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` « ${text} »` : ''}`;
  };
  const barOf = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  window.__a11y = {
    parseColor,
    blend,
    contrast,
    backgroundOf,
    isVisible,
    textBoxes,
    clippingAncestors,
    paddingBox,
    describe,
    barOf,
  };
}

/** Puts the toolkit on the page (once per document). */
export async function installToolkit(page: Page): Promise<void> {
  await page.evaluate(toolkit);
}
