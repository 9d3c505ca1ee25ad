import { DEFAULT_CITY_CODE, DEFAULT_COUNTRY_CODE, DEFAULT_TIME_ZONE } from './region-data.ts';

/** Where the visitor is, for weather and schedules: a city code (IATA), a country, a time zone. */
export interface Place {
  readonly cityCode: string;
  readonly countryCode: string;
  readonly tz: string;
}

export const defaultPlace: Place = {
  cityCode: DEFAULT_CITY_CODE,
  countryCode: DEFAULT_COUNTRY_CODE,
  tz: DEFAULT_TIME_ZONE,
};

/** A three-letter city code such as YUL, upper-cased; anything else is no code. */
export function parseCityCode(value: string | null): string | undefined {
  return value !== null && /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : undefined;
}

/** A two-letter ISO 3166 country code such as CA, upper-cased. */
export function parseCountryCode(value: string | null): string | undefined {
  return value !== null && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}

/** An IANA time zone that this browser knows, such as America/Toronto. */
export function parseTimeZone(value: string | null): string | undefined {
  if (value === null || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('fr-CA', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
