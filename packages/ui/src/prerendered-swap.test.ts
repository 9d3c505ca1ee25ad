// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { carryOverAcrossSwap } from './prerendered-swap.ts';

function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

const markup =
  '<a href="/">Portail</a><button id="entete-regions-trigger">Ma région</button><a href="/ohdio">OHdio</a><button>Se connecter</button>';

describe('what a visitor did on the pre-rendered page, across React’s replacement of it', () => {
  it('puts focus back on the control with the same id', () => {
    const root = page(markup);
    (root.querySelector('button') as HTMLElement).focus();
    const swap = carryOverAcrossSwap(root);
    root.innerHTML = markup;
    expect(document.activeElement).toBe(document.body);
    swap.restore();
    expect(document.activeElement).toBe(document.getElementById('entete-regions-trigger'));
  });

  it('finds a control without id by its place among its kind, following focus until the swap', () => {
    const root = page(markup);
    const swap = carryOverAcrossSwap(root);
    (root.querySelectorAll('a')[1] as HTMLElement).focus();
    root.innerHTML = markup;
    swap.restore();
    expect(document.activeElement?.textContent).toBe('OHdio');
  });

  it('leaves focus alone when nothing in the page had it', () => {
    const root = page(markup);
    const swap = carryOverAcrossSwap(root);
    root.innerHTML = markup;
    swap.restore();
    expect(document.activeElement).toBe(document.body);
  });

  it('holds a button pressed before the page was live and presses its twin afterwards', () => {
    const root = page(markup);
    const swap = carryOverAcrossSwap(root);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelectorAll('button')[1]?.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    root.innerHTML = markup;
    const live = vi.fn();
    root.querySelectorAll('button')[1]?.addEventListener('click', live);
    swap.restore();
    expect(live).toHaveBeenCalledOnce();
  });

  it('drops a held press, and leaves focus alone, when the live page is another one', () => {
    const root = page(markup);
    (root.querySelectorAll('button')[1] as HTMLElement).focus();
    const swap = carryOverAcrossSwap(root);
    root
      .querySelectorAll('button')[1]
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Another page, whose second button is another control.
    root.innerHTML = '<a href="/">Portail</a><button>Menu</button><button>Réessayer</button>';
    const live = vi.fn();
    root.querySelectorAll('button')[1]?.addEventListener('click', live);
    swap.restore(false);
    expect(live).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelectorAll('button')[1]?.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(live).toHaveBeenCalledOnce();
  });

  it('lets links work as links, and stops holding anything once restored', () => {
    const root = page(markup);
    const swap = carryOverAcrossSwap(root);
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')?.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    swap.restore();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')?.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
