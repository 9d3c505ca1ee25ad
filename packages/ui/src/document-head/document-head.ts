import type * as HeadReconcileModule from './head-reconcile.ts';
import type { HeadTag } from './head-reconcile.ts';

type HeadReconcile = typeof HeadReconcileModule;

export interface DocumentHead {
  /** Settles once the head follows the page heads (its code loaded and the latest one shown). */
  ready: Promise<void>;
  /** A page head is on screen, or its tags changed: the head shows the latest one shown. */
  show(owner: object, tags: readonly HeadTag[]): void;
  /** That page head is gone: the head shows the one shown before it, if any, or stays as it is. */
  hide(owner: object): void;
}

/**
 * The document's page head (issue 26): the title, description, metas and links of the page on
 * screen. It takes over the head of the page's HTML as it is — index.html's static title and
 * description, a pre-rendered page's tags — and changes it by reconcileHead, so the page keeps a
 * title while it starts and an element that stays the same is never taken out and put back (React
 * 19's hoisted <title> and <meta>, in a client render, are always new elements: the app had to
 * remove the HTML's before, and the page had no title until React's first commit).
 */
export function createDocumentHead(
  doc: Document,
  loadReconcile: () => Promise<HeadReconcile> = () => import('./head-reconcile.ts'),
): DocumentHead {
  let owned: Element[] = [];
  let reconcile: HeadReconcile | undefined;
  const shown: { owner: object; tags: readonly HeadTag[] }[] = [];
  const apply = () => {
    const latest = shown.at(-1);
    if (!latest || !reconcile) return;
    // The HTML's own page-head elements, and any left there, are the page head's to replace.
    const ours = new Set([...owned, ...doc.head.querySelectorAll(reconcile.HTML_PAGE_HEAD_SELECTOR)]);
    owned = reconcile.reconcileHead(doc.head, [...ours], latest.tags);
  };
  // The changing code loads on demand (size budget: it is not in the first script); meanwhile the
  // HTML's head (index.html's title, a pre-rendered page's tags) stays, then shows the latest page head.
  const ready = loadReconcile().then((module) => {
    reconcile = module;
    apply();
  });
  return {
    ready,
    show(owner, tags) {
      const index = shown.findIndex((entry) => entry.owner === owner);
      if (index === -1) shown.push({ owner, tags });
      else if (index === shown.length - 1) shown[index] = { owner, tags };
      else {
        shown[index] = { owner, tags };
        return;
      }
      apply();
    },
    hide(owner) {
      const index = shown.findIndex((entry) => entry.owner === owner);
      if (index === -1) return;
      shown.splice(index, 1);
      if (index === shown.length) apply();
    },
  };
}

let documentHead: DocumentHead | undefined;

/** The page's document head, made at its first use. */
export function pageDocumentHead(doc: Document = document): DocumentHead {
  documentHead ??= createDocumentHead(doc);
  return documentHead;
}
