import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('avatar initials', () => {
  it.each([
    ['Marie Tremblay', 'MT'],
    ['élodie  de la Côte', 'ÉC'],
    ['Jean-François', 'JF'],
    ['Madonna', 'M'],
    ['  ', ''],
    ["O'Neil 2", 'O'],
  ])('of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
