import { describe, expect, it } from 'vitest';
import {
  assignRegions,
  changedSections,
  chooseRegion,
  defaultSelection,
  toRegionId,
  validateChoice,
} from './selection.ts';

describe('region selection', () => {
  it('starts at region 8 in every section', () => {
    expect(defaultSelection()).toEqual({
      edition: { id: 8 },
      musique: { id: 8 },
      premiere: { id: 8 },
      television: { id: 8 },
      ohdio: { id: 8 },
    });
  });

  it('moves every linked section when a region is chosen', () => {
    const next = chooseRegion(defaultSelection(), { type: 'edition', value: 14 });
    expect(next).toEqual({
      edition: { id: 14 },
      premiere: { id: 14 },
      ohdio: { id: 14 },
      musique: { id: 14 },
      television: { id: 24 },
    });
  });

  it('leaves a section alone when the chosen region has no match there', () => {
    const next = chooseRegion(defaultSelection(), { type: 'edition', value: 9 });
    expect(next.edition.id).toBe(9);
    expect(next.television.id).toBe(8);
    expect(next.musique.id).toBe(8);
  });

  it('follows a television group back to its home market', () => {
    const next = chooseRegion(defaultSelection(), { type: 'television', value: 25 });
    expect(next).toMatchObject({ television: { id: 25 }, edition: { id: 21 }, premiere: { id: 21 } });
  });

  it('accepts a region id given as a string of digits, as a form gives it', () => {
    expect(chooseRegion(defaultSelection(), { type: 'premiere', value: '17' }).premiere.id).toBe(17);
  });

  it.each([
    ['the type is missing', { value: 14 }],
    ['the value is missing', { type: 'edition' }],
    ['the type is not a section', { type: 'sport', value: 14 }],
    ['the id is unknown', { type: 'edition', value: 99 }],
    ['the id belongs to another section only', { type: 'edition', value: 24 }],
    ['the id is not an integer', { type: 'edition', value: 8.5 }],
    ['the id is negative', { type: 'edition', value: -8 }],
    ['the value is not a number', { type: 'edition', value: 'montreal' }],
    ['the value is null', { type: 'edition', value: null }],
  ])('ignores a choice when %s', (_case, choice) => {
    const selected = defaultSelection();
    expect(validateChoice(choice)).toBeUndefined();
    expect(chooseRegion(selected, choice)).toBe(selected);
  });

  it('returns the same selection when a choice changes nothing', () => {
    const selected = defaultSelection();
    expect(chooseRegion(selected, { type: 'edition', value: 8 })).toBe(selected);
  });

  it('assigns sections without following links and skips unknown ids', () => {
    const next = assignRegions(defaultSelection(), { edition: 17, television: 3 });
    expect(next.edition.id).toBe(17);
    expect(next.premiere.id).toBe(8);
    expect(next.television.id).toBe(8);
  });

  it('lists the sections that differ between two selections', () => {
    const next = chooseRegion(defaultSelection(), { type: 'edition', value: 17 });
    expect(changedSections(defaultSelection(), next)).toEqual([
      'edition',
      'musique',
      'premiere',
      'television',
      'ohdio',
    ]);
    expect(changedSections(next, next)).toEqual([]);
  });

  it.each([
    [8, 8],
    ['12', 12],
    ['012', 12],
    [0, undefined],
    ['', undefined],
    ['1e2', undefined],
    [Number.NaN, undefined],
    [undefined, undefined],
  ])('reads %j as region id %j', (value, expected) => {
    expect(toRegionId(value)).toBe(expected);
  });
});
