import { REGION_QUERY_PARAMS } from '@portail/contracts';
import type { QueryParams } from './route-types.ts';

/** SPEC.md §2.2: query parameters carried from page to page, each only with its allowed values. */
const KEPT_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  fromMobileApp: ['ios', 'android'],
  showClosedSchoolAlertsHack: ['true'],
  'data-adunit': ['dev'],
};

/** SPEC.md §2.2: region parameters that do not make a page different. */
const regionParams: ReadonlySet<string> = new Set(REGION_QUERY_PARAMS);

/** Parses a query string (with or without « ? »); the first value of a repeated name wins. */
export function parseQuery(search: string): QueryParams {
  const params: QueryParams = {};
  if (search === '' || search === '?') return params;
  for (const [name, value] of new URLSearchParams(search)) if (!(name in params)) params[name] = value;
  return params;
}

function formatQuery(params: QueryParams): string {
  const text = new URLSearchParams(params).toString();
  return text === '' ? '' : `?${text}`;
}

/** The kept parameters present in `params` with an allowed value. */
export function keptQueryParams(params: QueryParams): QueryParams {
  const kept: QueryParams = {};
  for (const [name, allowed] of Object.entries(KEPT_QUERY_PARAMS)) {
    const value = params[name];
    if (value !== undefined && allowed.includes(value)) kept[name] = value;
  }
  return kept;
}

/** A navigation's query: the target's own parameters plus the kept ones of the current page. */
export function withKeptQueryParams(target: QueryParams, current: QueryParams): QueryParams {
  return { ...keptQueryParams(current), ...target };
}

/** The page id: path and query without the region parameters (pages store key). */
export function pageIdFor(pathname: string, params: QueryParams): string {
  const rest: QueryParams = {};
  for (const [name, value] of Object.entries(params)) if (!regionParams.has(name)) rest[name] = value;
  return `${pathname}${formatQuery(rest)}`;
}

export function urlFor(pathname: string, params: QueryParams, hash = ''): string {
  return `${pathname}${formatQuery(params)}${hash}`;
}
