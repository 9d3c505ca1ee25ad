/**
 * `*.localhost` for this process's own clients. Browsers resolve every `*.localhost` name to the
 * loopback (RFC 6761 §6.3), but glibc's getaddrinfo on Debian does not (no nss-myhostname rule for
 * them: `getent hosts portail.localhost` finds nothing), so Node's fetch could not reach the
 * cross-site topology (the member APIs read the provider's keys; the tests create members). Rather
 * than ask for lines in /etc/hosts (a root-only step), the process's fetch dispatcher answers those
 * names itself, with 127.0.0.1, and leaves every other name to the system.
 */
import { lookup as systemLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, setGlobalDispatcher } from 'undici';

export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup, except that `*.localhost` is the IPv4 loopback. */
export function loopbackLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  if (!isLocalhostName(hostname) || hostname === 'localhost') {
    systemLookup(hostname, options, callback as never);
    return;
  }
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
}

let installed = false;

/** Makes this process's fetch resolve `*.localhost` to the loopback (once; later calls do nothing). */
export function installLoopbackLookup(): void {
  if (installed) return;
  installed = true;
  setGlobalDispatcher(new Agent({ connect: { lookup: loopbackLookup as never } }));
}
