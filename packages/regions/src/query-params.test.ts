import { describe, expect, it } from 'vitest';
import { hasRegionQueryParams, parseRegionQueryParams } from './query-params.ts';

describe('region query parameters', () => {
  it.each([
    ['?editionRegionId=17', { edition: 17 }],
    ['?infoRegionId=17', { edition: 17 }],
    ['?infoRegionId=3&editionRegionId=17', { edition: 17 }],
    ['?espaceMusiqueRegionId=2', { musique: 2 }],
    ['?radioRegionId=21', { premiere: 21, ohdio: 21 }],
    ['?televisionRegionId=24', { television: 24 }],
    ['?televisionRegionId=14', {}],
    ['?editionRegionId=abc', {}],
    ['?editionRegionId=', {}],
    ['?espaceMusiqueRegionId=22', {}],
    ['', {}],
  ])('reads the regions of %s', (search, regions) => {
    expect(parseRegionQueryParams(search).regions).toEqual(regions);
  });

  it.each([
    [
      '?cityCode=yqb&countryCode=ca&tz=America/Halifax',
      { cityCode: 'YQB', countryCode: 'CA', tz: 'America/Halifax' },
    ],
    ['?cityCode=YQBX&countryCode=CAN&tz=Mars/Olympus', {}],
    ['?cityCode=Y1B&tz=<script>', {}],
    ['?tz=America/St_Johns', { tz: 'America/St_Johns' }],
  ])('reads the place of %s, valid values only', (search, place) => {
    expect(parseRegionQueryParams(search).place).toEqual(place);
  });

  it('accepts URLSearchParams as well as a string', () => {
    expect(parseRegionQueryParams(new URLSearchParams({ radioRegionId: '9' })).regions).toEqual({
      premiere: 9,
      ohdio: 9,
    });
  });

  it('tells whether an address carries any region parameter', () => {
    expect(hasRegionQueryParams('?tz=America/Toronto&page=2')).toBe(true);
    expect(hasRegionQueryParams('?page=2')).toBe(false);
  });
});
