import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { injectConfig, PRERENDERED_HEAD_ATTRIBUTE } from '@portail/contracts';
import { accountRoot } from './account-root.tsx';
import { prerender, prerenderPaths } from './prerender.tsx';
import { fakeApi, pendingSession, testConfig } from './testing/fakes.tsx';

/** Calls `onCommit` in the layout phase of its first commit: the DOM of that commit, before any effect. */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * The markup of `prerender(path)` as the page serves it (the real origins put in by injectConfig)
 * and as the browser's parser reads it, without React's `<!-- -->` text separators.
 */
async function servedMarkup(path: string): Promise<string> {
  const parsed = document.createElement('div');
  parsed.innerHTML = injectConfig((await prerender(path)).html, testConfig.deployment);
  const walker = document.createTreeWalker(parsed, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return parsed.innerHTML;
}

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  document.head.innerHTML = '';
});

/** main.tsx at `path`: createRoot(…).render(accountRoot(…)), the HTML's head as it is. */
function renderClient(path: string): { firstCommit: () => string } {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  let markup = '';
  const root = createRoot(container);
  act(() =>
    root.render(
      <>
        {accountRoot({ config: testConfig, session: pendingSession(), api: fakeApi() })}
        <FirstCommit
          onCommit={() => {
            markup ||= container.innerHTML;
          }}
        />
      </>,
    ),
  );
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { firstCommit: () => markup };
}

describe('the client’s first render and the pre-rendered page', () => {
  it.each(prerenderPaths)('are the same markup at %s', async (path) => {
    const expected = await servedMarkup(path);
    const { firstCommit } = renderClient(path);
    expect(firstCommit()).toBe(expected);
    expect(firstCommit()).toContain('aria-busy="true"');
  });

  it.each(prerenderPaths)(
    'keep the pre-rendered head as it is, with one title, one description and at most one robots directive, at %s',
    async (path) => {
      const page = await prerender(path);
      // The served page's head: index.html's own title and description, and the pre-rendered
      // page's head tags (tools/vite-prerender.ts adds them; it may leave the static ones).
      document.head.innerHTML = `<meta charset="utf-8"><title>Mon compte | Portail</title><meta name="description" content="x">${page.head ?? ''}`;
      const [charset] = document.head.children;
      const prerendered = [...document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`)];
      renderClient(path);
      // The client's head is the pre-rendered one: its elements stay, untouched; the static ones go.
      const expected = [charset, ...prerendered];
      expect(document.head.children).toHaveLength(expected.length);
      expected.forEach((element, index) => expect(document.head.children[index]).toBe(element));
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[name="robots"]').length).toBeLessThanOrEqual(1);
      // React's title is the one the pre-rendered page showed.
      const prerenderedTitle = /<title [^>]*>([^<]*)<\/title>/.exec(page.head ?? '')?.[1];
      expect(document.title).toBe(prerenderedTitle);
    },
  );
});
