import { isIPv4, isIPv6 } from 'node:net';
import { explicit, sequence, tlv } from './der.ts';

/**
 * The DER value of an X.509 NameConstraints extension (RFC 5280 §4.2.1.10) that permits only the
 * given DNS names (and their subdomains) and IP addresses. The local authority carries it, so that a
 * person who trusts it in their browser trusts it for this machine's names and nothing else, even
 * if its key ever leaked.
 */
export function permittedNamesConstraint(dnsNames: readonly string[], ips: readonly string[]): Buffer {
  const subtrees = [
    ...dnsNames.map((name) => tlv(0x82, Buffer.from(name, 'ascii'))),
    ...ips.map((ip) => tlv(0x87, ipBytes(ip), Buffer.alloc(isIPv4(ip) ? 4 : 16, 0xff))),
  ].map((generalName) => sequence(generalName));
  return sequence(explicit(0, ...subtrees));
}

/** The address's bytes, as an iPAddress GeneralName holds them (RFC 5280 §4.2.1.6). */
export function ipBytes(ip: string): Buffer {
  if (isIPv4(ip)) return Buffer.from(ip.split('.').map(Number));
  if (!isIPv6(ip)) throw new Error(`not an IP address: ${ip}`);
  const [head = '', tail = ''] = ip.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const all = ip.includes('::')
    ? [
        ...groups(head),
        ...Array<string>(8 - groups(head).length - groups(tail).length).fill('0'),
        ...groups(tail),
      ]
    : groups(ip);
  return Buffer.from(all.flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff]));
}
