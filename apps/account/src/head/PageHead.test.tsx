import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHead } from './PageHead.tsx';

describe('PageHead', () => {
  it('leaves the document’s title as the HTML gave it until its code is there, then shows the page’s', async () => {
    document.title = 'Titre du HTML';
    const { container } = render(<PageHead meta={null} fallbackTitle="Profil | Mon compte | Portail" />);
    expect(document.title).toBe('Titre du HTML');
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(document.title).toBe('Profil | Mon compte | Portail'));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders its tags at once in a string render once its code is loaded (the pre-render)', async () => {
    await PageHead.preload();
    const html = renderToString(
      <PageHead meta={null} fallbackTitle="Photo de profil | Mon compte | Portail" robots="noindex" />,
    );
    expect(html).toContain('<title>Photo de profil | Mon compte | Portail</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
