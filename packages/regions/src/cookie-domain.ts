/**
 * The parent domain that the RCID cookie is set on, so that every site of the broadcaster reads it
 * (ici.radio-canada.ca → radio-canada.ca). None for localhost, IP addresses and single-label hosts:
 * there the cookie stays host-only, because browsers refuse a Domain attribute for them.
 */
const twoLevelSuffixes = new Set([
  'ab.ca',
  'bc.ca',
  'mb.ca',
  'nb.ca',
  'nf.ca',
  'nl.ca',
  'ns.ca',
  'nt.ca',
  'nu.ca',
  'on.ca',
  'pe.ca',
  'qc.ca',
  'sk.ca',
  'yk.ca',
  'gc.ca',
  'co.uk',
  'org.uk',
  'com.au',
]);

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
}

export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || isIpAddress(host)) return undefined;
  const labels = host.split('.');
  if (labels.length < 2 || labels.at(-1) === 'localhost') return undefined;
  const lastTwo = labels.slice(-2).join('.');
  if (twoLevelSuffixes.has(lastTwo)) return labels.length >= 3 ? labels.slice(-3).join('.') : undefined;
  return lastTwo;
}
