import { describe, expect, it } from 'vitest';
import { PRERENDERED_HEAD_ATTRIBUTE, splitPageHead } from './prerendered-head.ts';

describe('the page head of a pre-rendered page', () => {
  it('takes the leading head tags out of the markup and marks them for the client to remove', () => {
    const { pageHead, body } = splitPageHead(
      '<title>À la une</title><meta name="description" content="x"/><link rel="canonical" href="/"/><a href="#contenu">Passer</a><title>pas en tête</title>',
    );
    expect(pageHead).toBe(
      `<title ${PRERENDERED_HEAD_ATTRIBUTE}="">À la une</title><meta ${PRERENDERED_HEAD_ATTRIBUTE}="" name="description" content="x"/><link ${PRERENDERED_HEAD_ATTRIBUTE}="" rel="canonical" href="/"/>`,
    );
    expect(body).toBe('<a href="#contenu">Passer</a><title>pas en tête</title>');
  });
});
