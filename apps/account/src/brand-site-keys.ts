/**
 * Brand code (the `fromApp` parameter) → the site key of the provider's site, sent as the
 * `context` of the reset-password call and the `azpContext` of the validation mail (SPEC.md §2.3).
 */
export const brandSiteKeys = {
  info: 'portail-info',
  sports: 'portail-sports',
  arts: 'portail-arts',
  premiere: 'portail-premiere',
  tele: 'portail-tele',
  archives: 'portail-archives',
  espacesautochtones: 'portail-espaces-autochtones',
  toutv: 'portail-toutv',
  musique: 'portail-musique',
  rdi: 'portail-rdi',
  explora: 'portail-explora',
  artv: 'portail-artv',
  jeunesse: 'portail-jeunesse',
  maj: 'portail-maj',
  rad: 'portail-rad',
  rci: 'portail-rci',
  mordu: 'portail-mordu',
  ohdio: 'portail-ohdio',
  olympics: 'portail-olympiques',
} as const satisfies Record<string, string>;

type BrandCode = keyof typeof brandSiteKeys;

/** Mon compte's own site key, used when no known brand sent the member here. */
export const DEFAULT_SITE_KEY = 'portail-mon-compte';

export function siteKeyFor(brandCode: string | null | undefined): string {
  if (brandCode && Object.hasOwn(brandSiteKeys, brandCode)) return brandSiteKeys[brandCode as BrandCode];
  return DEFAULT_SITE_KEY;
}
