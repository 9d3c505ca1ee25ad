import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DocumentHead } from '@portail/ui';
import { PageHead } from './PageHead.tsx';

// The head's own code (PageHeadTags.tsx, a chunk of its own) arrives when the test lets it.
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived, loaded: false };
});
vi.mock('./PageHeadTags.tsx', async (importOriginal) => {
  await code.arrived;
  code.loaded = true;
  return importOriginal();
});

describe('PageHead', () => {
  it('leaves the document’s title as the HTML gave it until its code is there, then shows the page’s', async () => {
    // The document head can change the title already (its own code is loaded): only the page
    // head's code is missing.
    const ready = render(<DocumentHead tags={[{ tag: 'title', text: 'Tête prête' }]} />);
    await waitFor(() => expect(document.title).toBe('Tête prête'));
    ready.unmount();
    document.title = 'Titre du HTML';

    const { container } = render(<PageHead meta={null} fallbackTitle="Profil | Mon compte | Portail" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(code.loaded).toBe(false);
    expect(document.title).toBe('Titre du HTML');
    expect(container).toBeEmptyDOMElement();

    code.arrive();
    await waitFor(() => expect(document.title).toBe('Profil | Mon compte | Portail'));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders its tags at once in a string render once its code is loaded (the pre-render)', async () => {
    code.arrive();
    await PageHead.preload();
    const html = renderToString(
      <PageHead meta={null} fallbackTitle="Photo de profil | Mon compte | Portail" robots="noindex" />,
    );
    expect(html).toContain('<title>Photo de profil | Mon compte | Portail</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
