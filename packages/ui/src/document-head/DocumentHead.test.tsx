import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentHead } from './DocumentHead.tsx';
import { pageDocumentHead } from './document-head.ts';
import type { HeadTag } from './head-reconcile.ts';

const tags = (title: string, description: string): HeadTag[] => [
  { tag: 'title', text: title },
  { tag: 'meta', attributes: { name: 'description', content: description } },
  { tag: 'link', attributes: { rel: 'alternate', href: '/en', hreflang: 'en' } },
];

// The head's changing code loads on demand (document-head.test.ts); these tests follow it once loaded.
beforeAll(() => pageDocumentHead().ready);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('DocumentHead', () => {
  it('shows its tags in the document head and renders nothing in the page', () => {
    const { container } = render(<DocumentHead tags={tags('Profil', 'Votre profil')} />);
    expect(container.innerHTML).toBe('');
    expect(document.head.innerHTML).toBe(
      '<title>Profil</title><meta name="description" content="Votre profil"><link rel="alternate" href="/en" hreflang="en">',
    );
  });

  it('keeps the HTML’s title element and changes its text when the page head starts', () => {
    document.head.innerHTML =
      '<title>Mon compte | Portail</title><meta name="description" content="Votre profil">';
    const [htmlTitle, htmlDescription] = document.head.children;
    render(<DocumentHead tags={tags('Profil', 'Votre profil')} />);
    expect(document.head.querySelector('title')).toBe(htmlTitle);
    expect(document.title).toBe('Profil');
    expect(document.head.querySelector('meta[name="description"]')).toBe(htmlDescription);
  });

  it('shows the latest page head mounted, and the one before once it is gone', () => {
    const first = render(<DocumentHead tags={tags('Un', 'Premier')} />);
    const second = render(<DocumentHead tags={tags('Deux', 'Second')} />);
    expect(document.title).toBe('Deux');
    first.rerender(<DocumentHead tags={tags('Un bis', 'Premier')} />);
    expect(document.title).toBe('Deux');
    second.unmount();
    expect(document.title).toBe('Un bis');
    first.unmount();
    // No page head left: the last one stays rather than an untitled page.
    expect(document.title).toBe('Un bis');
  });

  it('follows its tags when they change', () => {
    const { rerender } = render(<DocumentHead tags={tags('Un', 'Premier')} />);
    rerender(<DocumentHead tags={tags('Deux', 'Second')} />);
    expect(document.title).toBe('Deux');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('is elements when rendered to a string, for the pre-rendered page’s head', () => {
    expect(renderToString(<DocumentHead tags={tags('Profil', 'Votre profil')} />)).toBe(
      '<title>Profil</title><meta name="description" content="Votre profil"/><link rel="alternate" href="/en" hrefLang="en"/>',
    );
  });
});
