import { describe, expect, it } from 'vitest';
import * as catalogue from './messages.fr.ts';
import { messages } from './messages.ts';

describe('messages', () => {
  it('is the namespace of the catalogue module, so that a bundle keeps only the sections its code reads', () => {
    // An object literal is kept whole by bundlers; a module namespace read as messages.section is not.
    expect(Object.prototype.toString.call(messages)).toBe('[object Module]');
    expect(messages).toBe(catalogue);
  });

  it('reads a section and its messages as the object catalogue did', () => {
    expect(messages.site.name).toBe('Portail');
    expect(messages.appError.retry).toBe('Réessayer');
  });
});
