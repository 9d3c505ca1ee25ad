// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HTML_PAGE_HEAD_SELECTOR, reconcileHead, type HeadTag } from './head-reconcile.ts';

interface Change {
  kind: 'added' | 'removed' | 'attribute' | 'text';
  what: string;
  /** Whether the head had a <title> once this change was made. */
  titled: boolean;
}

/** Every change of the head, in order, replayed from the mutation records. */
function watchHead(): () => Change[] {
  const changes: Change[] = [];
  let titles = document.head.querySelectorAll('title').length;
  const read = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        changes.push({ kind: 'attribute', what: record.attributeName ?? '', titled: titles > 0 });
      } else if (record.type === 'characterData') {
        changes.push({ kind: 'text', what: record.target.nodeValue ?? '', titled: titles > 0 });
      } else if (record.target === document.head) {
        for (const [kind, nodes] of [
          ['removed', record.removedNodes],
          ['added', record.addedNodes],
        ] as const) {
          for (const node of nodes) {
            if (!(node instanceof Element)) continue;
            if (node.localName === 'title') titles += kind === 'added' ? 1 : -1;
            changes.push({ kind, what: node.outerHTML, titled: titles > 0 });
          }
        }
      }
    }
  };
  const observer = new MutationObserver(read);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true, characterData: true });
  return () => {
    read(observer.takeRecords());
    return changes;
  };
}

const HTML_HEAD =
  '<meta charset="utf-8"><title>À la une | Portail</title>' +
  '<meta name="description" content="Le portail">' +
  '<meta data-prerendered-head="" property="og:title" content="À la une">' +
  '<link data-prerendered-head="" rel="canonical" href="/">';

const title = (text: string): HeadTag => ({ tag: 'title', text });
const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });
const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });

function htmlHead(): Element[] {
  document.head.innerHTML = HTML_HEAD;
  return [...document.head.querySelectorAll(HTML_PAGE_HEAD_SELECTOR)];
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('reconcileHead', () => {
  it('touches nothing when the page head is the one the HTML has', () => {
    const owned = htmlHead();
    const changes = watchHead();
    const shown = reconcileHead(document.head, owned, [
      title('À la une | Portail'),
      meta({ name: 'description', content: 'Le portail' }),
      meta({ property: 'og:title', content: 'À la une' }),
      link({ rel: 'canonical', href: '/' }),
    ]);
    expect(changes()).toEqual([]);
    expect(shown).toEqual(owned);
  });

  it('changes the title’s text, and a meta of the same name, in place', () => {
    const [ownedTitle, ownedDescription] = htmlHead();
    const changes = watchHead();
    reconcileHead(document.head, [ownedTitle, ownedDescription] as Element[], [
      title('Mordu | Portail'),
      meta({ name: 'description', content: 'Recettes' }),
    ]);
    expect(document.head.querySelector('title')).toBe(ownedTitle);
    expect(document.title).toBe('Mordu | Portail');
    expect(document.head.querySelector('meta[name="description"]')).toBe(ownedDescription);
    expect(ownedDescription?.getAttribute('content')).toBe('Recettes');
    expect(changes()).toEqual([
      { kind: 'text', what: 'Mordu | Portail', titled: true },
      { kind: 'attribute', what: 'content', titled: true },
    ]);
  });

  it('puts a new element in before it takes out the one that has no place in the new head', () => {
    const owned = htmlHead();
    const changes = watchHead();
    reconcileHead(document.head, owned, [
      title('À la une | Portail'),
      meta({ name: 'description', content: 'Le portail' }),
      meta({ name: 'robots', content: 'noindex' }),
      link({ rel: 'canonical', href: '/' }),
    ]);
    expect(changes()).toEqual([
      { kind: 'added', what: '<meta name="robots" content="noindex">', titled: true },
      { kind: 'removed', what: expect.stringContaining('og:title'), titled: true },
    ]);
  });

  it('makes a title when the head has none', () => {
    document.head.innerHTML = '<meta charset="utf-8">';
    reconcileHead(document.head, [], [title('Mon compte')]);
    expect(document.head.innerHTML).toBe('<meta charset="utf-8"><title>Mon compte</title>');
  });

  it('leaves alone the head elements it does not own and removes only owned ones', () => {
    const owned = htmlHead();
    reconcileHead(document.head, owned, [title('Profil')]);
    expect(document.head.innerHTML).toBe('<meta charset="utf-8"><title>Profil</title>');
  });

  it('tells apart two links by rel and language, and two metas by name and property', () => {
    document.head.innerHTML = '';
    const first = reconcileHead(
      document.head,
      [],
      [
        link({ rel: 'alternate', href: '/en', hreflang: 'en' }),
        link({ rel: 'alternate', href: '/es', hreflang: 'es' }),
        meta({ property: 'og:title', content: 'Un' }),
        meta({ name: 'og:title', content: 'Un' }),
      ],
    );
    const second = reconcileHead(document.head, first, [
      link({ rel: 'alternate', href: '/es/2', hreflang: 'es' }),
      link({ rel: 'alternate', href: '/en/2', hreflang: 'en' }),
      meta({ name: 'og:title', content: 'Deux' }),
      meta({ property: 'og:title', content: 'Deux' }),
    ]);
    expect(second).toEqual([first[1], first[0], first[3], first[2]]);
    expect(second.map((element) => element.outerHTML)).toEqual([
      '<link rel="alternate" href="/es/2" hreflang="es">',
      '<link rel="alternate" href="/en/2" hreflang="en">',
      '<meta name="og:title" content="Deux">',
      '<meta property="og:title" content="Deux">',
    ]);
  });
});
