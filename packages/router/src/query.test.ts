import { REGION_QUERY_PARAMS } from '@portail/contracts';
import { describe, expect, it } from 'vitest';
import { keptQueryParams, pageIdFor, parseQuery, urlFor, withKeptQueryParams } from './query.ts';

describe('kept query parameters', () => {
  it.each([
    ['fromMobileApp=ios', { fromMobileApp: 'ios' }],
    ['fromMobileApp=android', { fromMobileApp: 'android' }],
    ['fromMobileApp=windows', {}],
    ['showClosedSchoolAlertsHack=true', { showClosedSchoolAlertsHack: 'true' }],
    ['showClosedSchoolAlertsHack=false', {}],
    ['data-adunit=dev', { 'data-adunit': 'dev' }],
    ['data-adunit=prod', {}],
    ['utm_source=infolettre', {}],
  ])('keeps %s as %o', (search, kept) => {
    expect(keptQueryParams(parseQuery(search))).toEqual(kept);
  });

  it('carries the kept parameters of the current page into the next one, the target winning', () => {
    expect(withKeptQueryParams({ page: '2' }, { fromMobileApp: 'ios', page: '1', tz: 'x' })).toEqual({
      fromMobileApp: 'ios',
      page: '2',
    });
  });
});

describe('page id', () => {
  it.each(REGION_QUERY_PARAMS)('strips the region parameter %s', (name) => {
    expect(pageIdFor('/info', { [name]: '8', page: '2' })).toBe('/info?page=2');
  });

  it('is the bare path when no other parameter remains', () => {
    expect(pageIdFor('/info', { cityCode: 'YUL' })).toBe('/info');
  });
});

describe('urls', () => {
  it('writes path, query and hash', () => {
    expect(urlFor('/info', { a: 'b c' }, '#x')).toBe('/info?a=b+c#x');
    expect(parseQuery('?a=1&a=2')).toEqual({ a: '1' });
  });
});
