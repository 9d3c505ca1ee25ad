// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentHead } from './document-head.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the document head', () => {
  it('keeps the HTML’s head until its code has loaded, then shows the latest page head', async () => {
    document.head.innerHTML = '<title>Mon compte | Portail</title>';
    const htmlTitle = document.head.querySelector('title');
    let loaded = () => {};
    const head = createDocumentHead(document, async () => {
      await new Promise<void>((resolve) => (loaded = resolve));
      return import('./head-reconcile.ts');
    });
    const owner = {};
    head.show({}, [{ tag: 'title', text: 'Un' }]);
    head.show(owner, [{ tag: 'title', text: 'Profil' }]);
    expect(document.title).toBe('Mon compte | Portail');
    loaded();
    await head.ready;
    expect(document.head.querySelector('title')).toBe(htmlTitle);
    expect(document.title).toBe('Profil');
    head.hide(owner);
    expect(document.title).toBe('Un');
  });
});
