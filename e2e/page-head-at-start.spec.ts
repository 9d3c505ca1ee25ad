import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 26, item 4: while an app starts, the head of its HTML (a pre-rendered page's tags, or
 * index.html's static title and description) becomes the live page's head. The page never lacks a
 * <title> meanwhile (screen readers and tab strips would see an untitled page, WCAG 2.4.2), and an
 * element that stays the same is not taken out and put back.
 */

interface HeadLog {
  /** Changes of the page head's elements (title, metas, links but scripts' and styles') once the HTML was parsed. */
  changes: number;
  /** Changes after which the head had no <title>, once it had one. */
  untitled: number;
  /** Elements taken out of the head and then put back the same (tag, attributes and text). */
  removedThenAddedSame: string[];
  /** Attributes and title texts of head elements set again to the value they had. */
  setToSameValue: string[];
  /** The elements taken out and put in, in order (for the report). */
  removed: string[];
  added: string[];
}

/** Records, from before any script of the page, every change of the head's children. */
async function recordHeadChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The pre-render's marker is where an element came from, not what it is.
    const describe = (element: Element) =>
      `<${element.localName}${[...element.attributes]
        .filter((attribute) => attribute.name !== 'data-prerendered-head')
        .map((attribute) => ` ${attribute.name}="${attribute.value}"`)
        .sort()
        .join('')}>${element.localName === 'title' ? (element.textContent ?? '') : ''}`;
    const ofPageHead = (node: Node): node is Element =>
      node instanceof Element &&
      (node.localName === 'title' ||
        node.localName === 'meta' ||
        (node.localName === 'link' &&
          !/^(modulepreload|preload|stylesheet)$/.test(node.getAttribute('rel') ?? '')));
    const log = {
      changes: 0,
      untitled: 0,
      removed: [] as string[],
      added: [] as string[],
      setToSameValue: [] as string[],
    };
    let parsed = false;
    let titles = 0;
    let titled = false;
    const read = (records: MutationRecord[]) => {
      for (const record of records) {
        const { target } = record;
        if (
          record.type === 'attributes' &&
          target instanceof Element &&
          target.parentNode === document.head
        ) {
          const name = record.attributeName ?? '';
          if (record.oldValue === target.getAttribute(name))
            log.setToSameValue.push(`${describe(target)} ${name}`);
        }
        if (record.type === 'characterData' && target.parentNode?.parentNode === document.head) {
          if (record.oldValue === target.nodeValue)
            log.setToSameValue.push(`<title> ${target.nodeValue ?? ''}`);
        }
        if (record.type !== 'childList' || target !== document.head) continue;
        const pageHead = [...record.removedNodes, ...record.addedNodes].some(ofPageHead);
        for (const node of record.removedNodes) {
          if (!ofPageHead(node)) continue;
          if (node.localName === 'title') titles -= 1;
          if (parsed) log.removed.push(describe(node));
        }
        for (const node of record.addedNodes) {
          if (!ofPageHead(node)) continue;
          if (node.localName === 'title') titles += 1;
          if (parsed) log.added.push(describe(node));
        }
        if (titles > 0) titled = true;
        if (parsed && pageHead) log.changes += 1;
        if (parsed && pageHead && titled && titles === 0) log.untitled += 1;
      }
    };
    const observer = new MutationObserver(read);
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeOldValue: true,
      characterData: true,
      characterDataOldValue: true,
    });
    // readyState turns « interactive » when the parser is done, before the page's module scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      read(observer.takeRecords());
      parsed = true;
    });
    (window as unknown as { e2eHeadLog: () => HeadLog }).e2eHeadLog = () => {
      read(observer.takeRecords());
      const removedThenAddedSame = log.removed.filter((element) => log.added.includes(element));
      const { changes, untitled, setToSameValue, removed, added } = log;
      return { changes, untitled, removedThenAddedSame, setToSameValue, removed, added };
    };
  });
}

async function headLog(page: Page): Promise<HeadLog> {
  return page.evaluate(() => (window as unknown as { e2eHeadLog: () => HeadLog }).e2eHeadLog());
}

const pages = [
  {
    name: 'the portal’s pre-rendered home',
    address: (origins: { portalOrigin: string }) => `${origins.portalOrigin}/`,
    title: 'À la une | Info | Portail',
  },
  {
    name: 'the portal’s Mordu (index.html’s head)',
    address: (origins: { portalOrigin: string }) => `${origins.portalOrigin}/mordu`,
    title: /Mordu/,
  },
  {
    name: 'Mon compte’s not-found page (index.html’s head)',
    address: (origins: { accountOrigin: string }) => `${origins.accountOrigin}/nimporte-quoi`,
    title: 'Page inexistante | Mon compte | Portail',
  },
];

test.describe('the page head while an app starts', () => {
  for (const { name, address, title } of pages) {
    test(`${name} always has a title, and keeps the head elements that do not change`, async ({
      page,
      origins,
    }) => {
      await recordHeadChanges(page);
      await page.goto(address(origins));
      await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      const log = await headLog(page);
      test.info().annotations.push({ type: 'head changes', description: JSON.stringify(log) });
      expect(log.untitled, 'changes that left the page without a title').toBe(0);
      expect(log.removedThenAddedSame, 'head elements taken out and put back unchanged').toEqual([]);
      expect(log.setToSameValue, 'head elements touched without a change').toEqual([]);
      expect(await page.locator('title').count()).toBe(1);
      expect(await page.locator('meta[name="description"]').count()).toBe(1);
    });
  }
});
