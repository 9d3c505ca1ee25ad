import { describe, expect, it } from 'vitest';
import { REGION_QUERY_PARAMS } from './region-query-params.ts';

describe('region query parameters', () => {
  it('lists the eight parameters of the spec', () => {
    expect(REGION_QUERY_PARAMS).toEqual([
      'editionRegionId',
      'espaceMusiqueRegionId',
      'radioRegionId',
      'televisionRegionId',
      'infoRegionId',
      'cityCode',
      'countryCode',
      'tz',
    ]);
  });
});
