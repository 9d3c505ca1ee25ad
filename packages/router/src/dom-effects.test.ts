// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { firstTabbable, focusFirstTabbable, breadcrumbsOf, updateHistory } from './dom-effects.ts';

beforeEach(() => {
  window.history.replaceState(null, '', '/depart');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('first tabbable element', () => {
  it.each([
    ['a link without href', '<a>rien</a><button>Premier</button>'],
    ['a disabled button', '<button disabled>non</button><button>Premier</button>'],
    ['a hidden input', '<input type="hidden" value="x"><button>Premier</button>'],
    ['an element taken out of the tab order', '<a href="/x" tabindex="-1">non</a><button>Premier</button>'],
    ['a hidden region', '<div hidden><a href="/x">non</a></div><button>Premier</button>'],
    ['an inert region', '<div inert><a href="/x">non</a></div><button>Premier</button>'],
    ['an aria-hidden region', '<div aria-hidden="true"><a href="/x">non</a></div><button>Premier</button>'],
  ])('skips %s', (_name, html) => {
    document.body.innerHTML = html;
    expect(firstTabbable(document.body)?.textContent).toBe('Premier');
  });

  it('counts an element made tabbable with tabindex 0', () => {
    document.body.innerHTML = '<div tabindex="0">Premier</div><a href="/x">Second</a>';
    expect(firstTabbable(document.body)?.textContent).toBe('Premier');
  });

  it('moves the focus there, and leaves it alone when nothing is tabbable', () => {
    document.body.innerHTML = '<p>Texte</p><a href="/x">Lien</a>';
    expect(focusFirstTabbable(document.body)).toBe(document.activeElement);
    expect(document.activeElement?.textContent).toBe('Lien');
    document.body.innerHTML = '<p>Rien à atteindre</p>';
    expect(focusFirstTabbable(document.body)).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  it('reads levels 2 to 4 of the page meta in order, skipping absent ones', () => {
    const tags = [
      { name: 'breadcrumb-4', content: 'Ottawa' },
      { name: 'breadcrumb-1', content: 'Accueil' },
      { property: 'og:title', content: 'Titre' },
      { name: 'breadcrumb-2', content: 'Info' },
      { name: 'breadcrumb-5', content: 'Trop loin' },
    ];
    expect(breadcrumbsOf({ tags })).toEqual(['Info', 'Ottawa']);
  });

  it('has none for a page without page data', () => {
    expect(breadcrumbsOf(undefined)).toEqual([]);
  });
});

describe('history update', () => {
  it('pushes a new address with its state', () => {
    const length = window.history.length;
    expect(
      updateHistory(window, '/info?page=2#titre', { isPop: false, replace: false, state: { n: 1 } }),
    ).toBe('push');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/info?page=2#titre',
    );
    expect(window.history.state).toEqual({ n: 1 });
    expect(window.history.length).toBe(length + 1);
  });

  it('replaces the entry when asked', () => {
    const length = window.history.length;
    expect(updateHistory(window, '/info', { isPop: false, replace: true, state: undefined })).toBe('replace');
    expect(window.location.pathname).toBe('/info');
    expect(window.history.state).toBeNull();
    expect(window.history.length).toBe(length);
  });

  it('skips a pop navigation and an unchanged address', () => {
    expect(updateHistory(window, '/info', { isPop: true, replace: false, state: null })).toBe('skip');
    expect(window.location.pathname).toBe('/depart');
    expect(updateHistory(window, '/depart', { isPop: false, replace: false, state: null })).toBe('skip');
  });
});
